// `npm run override -- mfe-catalog@<version> [--ttl 1h] [--url <shop origin>]`: a signed, expiring tester
// override (decision 0165; docs/platform.md, "Tester override"). Prints a link whose page sets the cookie,
// and the cookie itself. The key is OVERRIDE_SIGNING_SECRET from the environment (a deployment's secret
// store), else the data dir's local one that `npm start` passes to the composer.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { localSecrets } from './lib/local-secrets.mjs';
import { listLines, overrideLines, parseArgs, unknownSpecs, USAGE } from './lib/override-cli.mjs';
import { stackConfig } from './lib/stack.mjs';

const token = await tsImport('../edge-composer/src/override-token.ts', import.meta.url);

const args = parseArgs(process.argv.slice(2), {
  parseSpec: token.parseOverrideSpec,
  parseTtl: token.parseTtl,
});
if (args.error) {
  console.error(`[override] ${args.error}\n${USAGE}`);
  process.exit(2);
}
if (args.mode === 'help') {
  console.log(USAGE);
  process.exit(0);
}

const config = stackConfig();
const origin = args.url ?? `http://${config.host}:${config.port}`;
// the registry the composers serve: the file, or PostgreSQL with DATABASE_URL (decision 0170)
const { openRegistryStore } = await tsImport('@sf/registry', import.meta.url);
const store = openRegistryStore({ file: config.registryFile });
const where = store.where;
// a missing registry is null (nothing deployed yet); one that cannot be read is an error, never "unchecked"
const registry = await store.read().catch(async (error) => {
  await store.close();
  console.error(`[override] the registry at ${where} cannot be read: ${error.message}`);
  process.exit(1);
});
await store.close();

if (args.mode === 'clear') {
  console.log(
    `The override cookie is HttpOnly: the browser ends it. Open ${origin}/_override in the tester's browser and press its button.`,
  );
  process.exit(0);
}
if (args.mode === 'list') {
  if (!registry) {
    console.error(`[override] no registry at ${where} (start the shop or deploy first)`);
    process.exit(1);
  }
  console.log(
    listLines(
      registry,
      args.specs.map((s) => s.remote),
    ).join('\n'),
  );
  process.exit(0);
}

// only versions the registry knows are served; refuse the others here rather than in the browser
if (registry) {
  const unknown = unknownSpecs(registry, args.specs);
  if (unknown.length > 0) {
    for (const u of unknown)
      console.error(
        `[override] ${u.remote}@${u.version} is not in the registry (${where}); ` +
          (u.known.length ? `known: ${u.known.join(', ')}` : `no version of ${u.remote} is deployed`),
      );
    process.exit(1);
  }
} else {
  console.warn(`[override] no registry at ${where}: the versions are not checked here`);
}

const fromEnv = process.env.OVERRIDE_SIGNING_SECRET?.trim();
const secret = fromEnv || localSecrets(config.dataDir, ['OVERRIDE_SIGNING_SECRET']).OVERRIDE_SIGNING_SECRET;
const secretSource = fromEnv
  ? 'OVERRIDE_SIGNING_SECRET'
  : path.relative(process.cwd(), path.join(config.dataDir, 'local-secrets.json'));
const now = new Date();
const expiresAt = new Date(now.getTime() + args.ttl * 1000);
const versions = Object.fromEntries(args.specs.map((s) => [s.remote, s.version]));
const signed = await token.signOverride(secret, versions, expiresAt, now);
console.log(overrideLines({ origin, token: signed, specs: args.specs, expiresAt, secretSource }).join('\n'));
