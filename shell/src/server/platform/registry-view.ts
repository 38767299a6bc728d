import type { Registry, TenantId } from '@sf/contracts';
import type { RegistryStore } from '@sf/registry';

/** The registry as the platform sees it, `null` when there is none or it cannot be read. */
export type RegistryReader = () => Promise<Registry | null>;

/** Reads the registry's store (the file the deploy writes, or PostgreSQL with `DATABASE_URL`, decision 0170). */
export function registryStoreReader(store: Pick<RegistryStore, 'read'>): RegistryReader {
  return () => store.read().catch(() => null);
}

/** One remote of one tenant: what runs, the canary beside it, the versions before. */
export interface LiveRemote {
  readonly tenant: TenantId;
  readonly remote: string;
  readonly version: string;
  readonly server: string;
  /** The canary with its share: shoppers whose bucket (0–99, per remote) is below `percent` get it. */
  readonly canary: { readonly version: string; readonly percent: number } | null;
  /** Earlier live versions, newest first as the deploy keeps them (what a rollback returns to). */
  readonly history: readonly string[];
}

/** Every tenant's remotes, by tenant then remote name. */
export function liveRemotes(registry: Registry): LiveRemote[] {
  const rows: LiveRemote[] = [];
  for (const tenant of Object.keys(registry.tenants).sort() as TenantId[]) {
    const remotes = registry.tenants[tenant] ?? {};
    for (const name of Object.keys(remotes).sort()) {
      const entry = remotes[name]!;
      rows.push({
        tenant,
        remote: name,
        version: entry.version,
        server: entry.server,
        canary:
          entry.canary && entry.canary.percent > 0
            ? { version: entry.canary.version.version, percent: entry.canary.percent }
            : null,
        history: entry.history.map((v) => v.version),
      });
    }
  }
  return rows;
}

/** The canary buckets in words: `0–9` for 10 %. */
export function canaryBuckets(percent: number): string {
  const last = Math.min(100, Math.ceil(percent)) - 1;
  return last <= 0 ? '0' : `0–${last}`;
}
