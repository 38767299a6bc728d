// The platform's kill switch of the shop's service worker (decision 0155): `off` writes
// `serviceWorker: "off"` into the registry, and every composer that reads it (within about a second)
// serves a worker that unregisters itself at `/sw.js` and pages whose light entry unregisters it;
// `on` removes the flag. Deploys keep it (`scripts/deploy.mjs`). `SF_SERVICE_WORKER=off` does the
// same for one composer from its start.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Sets the switch in the registry file atomically; returns the mode written. */
export function setServiceWorker(registryFile, mode) {
  if (mode !== 'on' && mode !== 'off') throw new Error(`the service worker is on or off, not ${mode}`);
  if (!existsSync(registryFile)) throw new Error(`${registryFile} is missing — start or deploy first`);
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  const { serviceWorker: _old, ...rest } = registry;
  const next = mode === 'off' ? { ...rest, serviceWorker: 'off' } : rest;
  writeFileSync(`${registryFile}.tmp`, JSON.stringify(next, null, 2));
  renameSync(`${registryFile}.tmp`, registryFile);
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
    setServiceWorker(stackConfig().registryFile, mode);
    console.log(`[service-worker] ${mode === 'off' ? 'off: browsers unregister it' : 'on'}`);
  } catch (error) {
    console.error(`[service-worker] ${error instanceof Error ? error.message : String(error)}`);
    console.error('usage: node scripts/service-worker.mjs off|on');
    process.exit(2);
  }
}
