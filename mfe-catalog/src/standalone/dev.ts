/**
 * `npm run dev -w mfe-catalog`: the remote alone. Builds client and server in watch mode,
 * (re)starts the catalog server on each server rebuild, bundles the harness client, and serves
 * the harness on http://127.0.0.1:${CATALOG_HARNESS_PORT:-3112}/?route=category&locale=de-DE
 * (the server on CATALOG_PORT, default 3102; it seeds .data/catalog on its first start). Node specifics of the harness live here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync, watchFile } from 'node:fs';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { build } from 'esbuild';
import { createHarnessApp } from './harness-server';

const root = resolve(import.meta.dirname, '../..');
const serverPort = Number(process.env['CATALOG_PORT'] ?? 3102);
const harnessPort = Number(process.env['CATALOG_HARNESS_PORT'] ?? 3112);
const serverEntry = resolve(root, 'dist/server/index.js');
const children = new Set<ChildProcess>();

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

let server: ChildProcess | null = null;
function restartServer(): void {
  const start = () => {
    server = run(process.execPath, ['--enable-source-maps', serverEntry], {
      CATALOG_PORT: String(serverPort),
      NODE_ENV: process.env['NODE_ENV'] ?? 'development',
      SF_DEV_FEATURES: process.env['SF_DEV_FEATURES'] ?? '1',
    });
  };
  if (server && server.exitCode === null) {
    server.once('exit', start);
    server.kill('SIGTERM');
  } else start();
}

async function bundleClient(): Promise<string> {
  const result = await build({
    entryPoints: [resolve(root, 'src/standalone/harness-client.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    sourcemap: 'inline',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'warning',
  });
  return result.outputFiles[0]?.text ?? '';
}

async function main(): Promise<void> {
  run(process.execPath, [resolve(root, '../node_modules/tsx/dist/cli.mjs'), '../packages/federation/src/cli.ts', 'build', '--watch']);
  let clientScript = await bundleClient();
  while (!existsSync(serverEntry)) await new Promise((r) => setTimeout(r, 500));
  restartServer();
  let last = statSync(serverEntry).mtimeMs;
  watchFile(serverEntry, { interval: 1000 }, (curr) => {
    if (curr.mtimeMs !== last && curr.size > 0) {
      last = curr.mtimeMs;
      console.log('[harness] server rebuilt, restarting');
      restartServer();
    }
  });
  const app = createHarnessApp({
    serverUrl: `http://127.0.0.1:${serverPort}`,
    clientDir: resolve(root, 'dist/client'),
    clientScript: async () => {
      clientScript = await bundleClient().catch(() => clientScript);
      return clientScript;
    },
  });
  serve({ fetch: app.fetch, hostname: '127.0.0.1', port: harnessPort }, () => {
    console.log(`[harness] http://127.0.0.1:${harnessPort}/?route=category&locale=de-DE`);
  });
}

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

main().catch((error: unknown) => {
  console.error(error);
  stop();
});
