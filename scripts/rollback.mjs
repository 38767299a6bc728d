// `npm run rollback -w <app> [-- --tenant T]`: a live canary of the app is dropped; without one the
// previous live version (the first of its history) is live again. Through the registry's store
// (`@sf/registry`: the locked file, or PostgreSQL with DATABASE_URL, decisions 0140, 0170); a running
// composer serves the change within 2 s. Nothing is built. With a stack running, a server version that
// stopped after its drain is started again (and healthy) before the registry points at it.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { stackConfig } from './lib/stack.mjs';
import { parseTenants } from './deploy.mjs';
import { connectControl } from './lib/server-control.mjs';
import { servedUrls, versionPaths } from './lib/server-versions.mjs';

const admin = await tsImport('@sf/registry', import.meta.url);

/** Parses `<app> [--tenant T[,T…]]`. */
export function parseRollbackArgs(argv) {
  const usage = 'usage: node scripts/rollback.mjs <app> [--tenant DE|AT|CH|NL[,…]]';
  let name;
  let tenants;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--tenant') tenants = parseTenants(argv[++i] ?? '', usage);
    else if (!argv[i].startsWith('--') && !name) name = argv[i];
    else throw new Error(`unknown argument ${argv[i]}\n${usage}`);
  }
  if (!name) throw new Error(usage);
  return { name, tenants };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'rollback.mjs')) {
  try {
    const { name, tenants } = parseRollbackArgs(process.argv.slice(2));
    const config = stackConfig();
    const store = admin.openRegistryStore({ file: config.registryFile });
    try {
      // a running stack first starts the servers the rolled-back registry serves, should they have
      // stopped after their drain (decision 0205); then the registry changes
      const control = await connectControl(versionPaths(config.dataDir).socket);
      const urls = control
        ? [
            ...servedUrls(
              admin.rollbackRemote((await store.read()) ?? { contractVersion: 1, tenants: {} }, name, tenants)
                .registry,
              name,
            ),
          ]
        : [];
      if (control)
        await control.ensure(name, urls).catch((error) => {
          throw new Error(`rollback of ${name} refused: ${error.message}. The registry is unchanged.`);
        });
      const { changes } = await admin.rollback(store, name, tenants).finally(async () => {
        for (const url of urls) await control.release(name, url).catch(() => undefined);
      });
      for (const change of changes) console.log(`[rollback] ${admin.describeChange(change)}`);
    } finally {
      await store.close();
    }
  } catch (error) {
    console.error(`[rollback] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
