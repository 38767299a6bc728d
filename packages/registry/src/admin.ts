/**
 * Release operations on the registry, for the CLIs (`npm run rollback -w <remote>`,
 * `node scripts/canary.mjs`), the composer's automatic canary rollback and the platform dashboard: each
 * one reads, changes and writes the registry in one update of its store (the file's lock or
 * PostgreSQL's transaction); a running composer serves the result within 2 s. `target` is a store or
 * the path of a registry file.
 *
 * @example await rollback('.data/registry/registry.json', 'mfe-newsletter') // canary dropped, or the previous version live
 */
import type { Registry, TenantId } from '@sf/contracts';
import { fileStore } from './file-store';
import {
  dropCanary,
  promoteCanary,
  registryStatus,
  rollbackRemote,
  setCanaryPercent,
  type RegistryUpdate,
  type RemoteStatus,
} from './ops';
import type { RegistryStore } from './store';

/** A store, or the path of a registry file (its {@link fileStore}). */
export type RegistryTarget = RegistryStore | string;

const storeOf = (target: RegistryTarget): RegistryStore =>
  typeof target === 'string' ? fileStore(target) : target;

const need = (registry: Registry | null, store: RegistryStore): Registry => {
  if (!registry) throw new Error(`there is no registry in ${store.where} yet (npm start writes it)`);
  return registry;
};

/** Every tenant's remotes: live version, canary with its percent, earlier versions. */
export async function status(target: RegistryTarget): Promise<RemoteStatus[]> {
  const store = storeOf(target);
  return registryStatus(need(await store.read(), store));
}

/** A live canary is dropped; without one the previous live version is live again. */
export function rollback(
  target: RegistryTarget,
  remote: string,
  tenants?: readonly TenantId[],
): Promise<RegistryUpdate> {
  const store = storeOf(target);
  return store.update((current) => rollbackRemote(need(current, store), remote, tenants));
}

/** Stops the canary `version` of `remote` (all tenants or `tenants`); no change when it is not the canary any more. */
export function stopCanary(
  target: RegistryTarget,
  remote: string,
  version: string,
  tenants?: readonly TenantId[],
): Promise<RegistryUpdate> {
  const store = storeOf(target);
  return store.update((current) => dropCanary(need(current, store), remote, version, tenants));
}

/** The canary becomes the live version. */
export function promote(
  target: RegistryTarget,
  remote: string,
  tenants?: readonly TenantId[],
): Promise<RegistryUpdate> {
  const store = storeOf(target);
  return store.update((current) => promoteCanary(need(current, store), remote, tenants));
}

/** A live canary's share of shoppers (1–100). */
export function setPercent(
  target: RegistryTarget,
  remote: string,
  percent: number,
  tenants?: readonly TenantId[],
): Promise<RegistryUpdate> {
  const store = storeOf(target);
  return store.update((current) => setCanaryPercent(need(current, store), remote, percent, tenants));
}
