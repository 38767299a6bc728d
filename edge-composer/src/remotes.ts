import type { Registry, RegistryEntry, RemoteVersion, ResolvedRemote, TenantId } from '@sf/contracts';
import { applyOverride, type VersionOverride } from './override';

/** FNV-1a (32 bit): a stable, fast hash for canary buckets; identical on Node and workerd. */
export function stableHash(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i += 1) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Bucket 0–99 of a shopper for one remote (per remote, so canaries are independent). */
export function bucketOf(bucketId: string, remote: string): number {
  return stableHash(`${bucketId}:${remote}`) % 100;
}

/** The version a shopper gets: the canary when their bucket falls below its percent. */
export function pickVersion(
  entry: RegistryEntry,
  remote: string,
  bucketId: string | undefined,
): RemoteVersion {
  const canary = entry.canary;
  if (!canary || canary.percent <= 0 || bucketId === undefined) return entry;
  return bucketOf(bucketId, remote) < canary.percent ? canary.version : entry;
}

/**
 * Whether a canary is live for the tenant: only then does a shopper need a bucket (and the
 * bucket cookie); without one every shopper gets the same versions and no cookie is set.
 */
export function tenantHasCanary(registry: Registry, tenant: TenantId): boolean {
  for (const entry of Object.values(registry.tenants[tenant] ?? {}))
    if (entry && entry.canary && entry.canary.percent > 0) return true;
  return false;
}

/**
 * Every remote deployed for a tenant with the version this shopper gets; a tester's override
 * (`override.ts`, decision 0165) replaces the picked versions it names.
 */
export function resolveTenantRemotes(
  registry: Registry,
  tenant: TenantId,
  bucketId: string | undefined,
  override?: VersionOverride,
): Map<string, RemoteVersion> {
  const remotes = new Map<string, RemoteVersion>();
  const entries = registry.tenants[tenant] ?? {};
  for (const [name, entry] of Object.entries(entries)) remotes.set(name, pickVersion(entry, name, bucketId));
  return applyOverride(registry, remotes, override);
}

/** The boot-payload form of the resolved remotes (shell first). */
export function toResolvedRemotes(remotes: ReadonlyMap<string, RemoteVersion>): ResolvedRemote[] {
  const list = [...remotes.entries()].map(([name, v]) => ({
    name,
    version: v.version,
    assetsUrl: v.assetsUrl,
    manifestUrl: v.manifestUrl,
    integrity: v.integrity,
  }));
  return list.sort((a, b) =>
    a.name === 'shell' ? -1 : b.name === 'shell' ? 1 : a.name.localeCompare(b.name),
  );
}
