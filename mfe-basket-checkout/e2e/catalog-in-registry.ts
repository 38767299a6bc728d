/**
 * E2E support: the e2e stack of this branch has no catalog (it is built in parallel). When none is
 * deployed, a catalog-shaped subgraph (contract section 2, `src/server/integration/catalog-double.ts`)
 * is started in the test process and written into the stack's registry for the test's duration,
 * then the registry is restored. A test double of another domain inside a test, nothing shipped.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCatalogDouble, type CatalogDouble } from '../src/server/integration/catalog-double';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REGISTRY = path.join(ROOT, process.env.SF_DATA_DIR ?? '.tmp/e2e-data', 'registry', 'registry.json');

type Registry = { tenants: Record<string, Record<string, Record<string, unknown>>> };

function write(registry: Registry): void {
  writeFileSync(`${REGISTRY}.tmp`, JSON.stringify(registry, null, 2));
  renameSync(`${REGISTRY}.tmp`, REGISTRY);
}

/** Whether the stack already deploys a catalog (then the catalog's own journey covers adding). */
export function catalogDeployed(): boolean {
  const registry = JSON.parse(readFileSync(REGISTRY, 'utf8')) as Registry;
  return Object.values(registry.tenants).some((remotes) => 'mfe-catalog' in remotes);
}

/** Starts the double and registers it for every tenant; returns a function that undoes both. */
export async function registerCatalogDouble(): Promise<{
  double: CatalogDouble;
  restore: () => Promise<void>;
}> {
  const original = readFileSync(REGISTRY, 'utf8');
  const double = await startCatalogDouble();
  const registry = JSON.parse(original) as Registry;
  for (const remotes of Object.values(registry.tenants)) {
    const basket = remotes['mfe-basket-checkout'];
    if (!basket) continue;
    remotes['mfe-catalog'] = { ...basket, version: 'e2e-double', server: double.server, history: [] };
  }
  write(registry);
  return {
    double,
    restore: async () => {
      write(JSON.parse(original) as Registry);
      await double.close();
    },
  };
}
