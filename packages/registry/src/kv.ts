import type { RegistryStore } from './store';

/**
 * The document the workerd composer reads from its KV namespace (binding `REGISTRY_KV`, key
 * `REGISTRY_KV_KEY` of `@sf/contracts`, decision 0171): the registry of `store` as JSON text, for
 * `wrangler kv key put` (`node scripts/registry.mjs kv-export`). Throws when there is no registry yet.
 */
export async function kvDocument(store: RegistryStore): Promise<string> {
  const registry = await store.read();
  if (!registry)
    throw new Error(`there is no registry in ${store.where} yet (npm start or a deploy writes it)`);
  return JSON.stringify(registry);
}
