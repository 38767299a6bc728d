// Bundles the composer: dist/node.mjs (Node adapter; npm packages external, @sf/* bundled)
// and dist/worker.mjs (workerd module worker; everything bundled).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import workerBuildOptions from './worker-build-options.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Marks every bare import except `@sf/*` as external (they come from node_modules at run time). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sf/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [join(root, 'src/node.ts')],
  outfile: join(root, 'dist/node.mjs'),
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  plugins: [externalPackages],
  sourcemap: true,
  logLevel: 'warning',
});
await build({ ...workerBuildOptions(join(root, 'dist/worker.mjs')), sourcemap: true });
console.log('edge-composer: dist/node.mjs, dist/worker.mjs');
