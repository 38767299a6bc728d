/**
 * Release operations on the registry file (Node), for the CLIs (`npm run rollback -w <remote>`,
 * `node scripts/canary.mjs`) and the platform dashboard: each one reads, changes and writes the
 * registry under its lock (`registry-store.ts`); a running composer serves the result within 2 s.
 *
 * @example await rollback('.data/registry/registry.json', 'mfe-newsletter') // canary dropped, or the previous version live
 */
import type { Registry, TenantId } from '@sf/contracts';
import {
  dropCanary,
  promoteCanary,
  registryStatus,
  rollbackRemote,
  setCanaryPercent,
  type RegistryUpdate,
  type RemoteStatus,
} from './registry-ops';
import { readRegistryFile, updateRegistryFile } from './registry-store';

export {
  describeChange,
  RegistryOperationError,
  type RegistryChange,
  type RegistryUpdate,
  type RemoteStatus,
} from './registry-ops';

const need = (registry: Registry | null, file: string): Registry => {
  if (!registry) throw new Error(`there is no registry at ${file} yet (npm start writes it)`);
  return registry;
};

/** Every tenant's remotes: live version, canary with its percent, earlier versions. */
export async function status(file: string): Promise<RemoteStatus[]> {
  return registryStatus(need(await readRegistryFile(file), file));
}

/** A live canary is dropped; without one the previous live version is live again. */
export function rollback(
  file: string,
  remote: string,
  tenants?: readonly TenantId[],
): Promise<RegistryUpdate> {
  return updateRegistryFile(file, (current) => rollbackRemote(need(current, file), remote, tenants));
}

/** Stops the canary `version` of `remote` (all tenants or `tenants`); no change when it is not the canary any more. */
export function stopCanary(
  file: string,
  remote: string,
  version: string,
  tenants?: readonly TenantId[],
): Promise<RegistryUpdate> {
  return updateRegistryFile(file, (current) => dropCanary(need(current, file), remote, version, tenants));
}

/** The canary becomes the live version. */
export function promote(
  file: string,
  remote: string,
  tenants?: readonly TenantId[],
): Promise<RegistryUpdate> {
  return updateRegistryFile(file, (current) => promoteCanary(need(current, file), remote, tenants));
}

/** A live canary's share of shoppers (1–100). */
export function setPercent(
  file: string,
  remote: string,
  percent: number,
  tenants?: readonly TenantId[],
): Promise<RegistryUpdate> {
  return updateRegistryFile(file, (current) =>
    setCanaryPercent(need(current, file), remote, percent, tenants),
  );
}
