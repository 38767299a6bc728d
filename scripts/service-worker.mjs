// The platform's kill switch of the shop's service worker (decision 0155): `off` writes
// `serviceWorker: "off"` into the registry, and every composer that reads it (within about a second)
// serves a worker that unregisters itself at `/sw.js` and pages whose light entry unregisters it;
// `on` removes the flag. Deploys keep it (`scripts/deploy.mjs`). `SF_SERVICE_WORKER=off` does the
// same for one composer from its start.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** `registry` with the switch `mode` (`on` removes the flag). */
function withServiceWorker(registry, mode) {
  if (mode !== 'on' && mode !== 'off') throw new Error(`the service worker is on or off, not ${mode}`);
  const { serviceWorker: _old, ...rest } = registry;
  return mode === 'off' ? { ...rest, serviceWorker: 'off' } : rest;
}

/** Sets the switch in the registry file atomically; returns the mode written. */
export function setServiceWorker(registryFile, mode) {
  if (!existsSync(registryFile)) throw new Error(`${registryFile} is missing — start or deploy first`);
  const next = withServiceWorker(JSON.parse(readFileSync(registryFile, 'utf8')), mode);
  writeFileSync(`${registryFile}.tmp`, JSON.stringify(next, null, 2));
  renameSync(`${registryFile}.tmp`, registryFile);
  return mode;
}

/** Sets the switch through the registry's store (the locked file, or PostgreSQL with DATABASE_URL). */
async function setServiceWorkerInStore(registryFile, mode) {
  const { tsImport } = await import('tsx/esm/api');
  const { openRegistryStore, switchServiceWorker } = await tsImport('@sf/registry', import.meta.url);
  const store = openRegistryStore({ file: registryFile });
  try {
    await store.update((current) => {
      if (!current) throw new Error(`there is no registry in ${store.where} — start or deploy first`);
      return switchServiceWorker(current, mode);
    });
  } finally {
    await store.close();
  }
  return mode;
}

// `node scripts/service-worker.mjs off|on`
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'service-worker.mjs')
) {
  const { stackConfig } = await import('./lib/stack.mjs');
  const mode = process.argv[2];
  try {
    await setServiceWorkerInStore(stackConfig().registryFile, mode);
    console.log(`[service-worker] ${mode === 'off' ? 'off: browsers unregister it' : 'on'}`);
  } catch (error) {
    console.error(`[service-worker] ${error instanceof Error ? error.message : String(error)}`);
    console.error('usage: node scripts/service-worker.mjs off|on');
    process.exit(2);
  }
}
