import type { Registry, RemoteVersion, TenantId } from '@sf/contracts';
import type { VersionOverride } from './override';
import { resolveTenantRemotes } from './remotes';

/** One subgraph of the GraphQL gateway (the shape of the gateway's `Subgraph`). */
export interface SubgraphRef {
  readonly name: string;
  readonly url: string;
  readonly version: string;
}

/**
 * The gateway's subgraphs: the `/graphql` endpoint of every deployed domain server (live
 * versions, each remote once; the shell serves chrome fragments, no subgraph).
 */
export function subgraphsOf(registry: Registry): SubgraphRef[] {
  const byName = new Map<string, SubgraphRef>();
  for (const remotes of Object.values(registry.tenants)) {
    for (const [name, entry] of Object.entries(remotes ?? {})) {
      if (name === 'shell' || byName.has(name)) continue;
      byName.set(name, refOf(name, entry));
    }
  }
  return [...byName.values()];
}

const refOf = (name: string, v: RemoteVersion): SubgraphRef => ({
  name,
  url: `${v.server.replace(/\/+$/, '')}/graphql`,
  version: v.version,
});

/**
 * The subgraphs of a tester's request: the live ones, with each remote the override names served by
 * the named version's server (decision 0165), so a query through the gateway reaches the version
 * the tester's page shows. `null` when the override changes none of them (the live schema serves).
 */
export function overriddenSubgraphs(
  registry: Registry,
  tenant: TenantId,
  override: VersionOverride,
): SubgraphRef[] | null {
  const chosen = resolveTenantRemotes(registry, tenant, undefined, override);
  let changed = false;
  const list = subgraphsOf(registry).map((live) => {
    const picked = override.has(live.name) ? chosen.get(live.name) : undefined;
    if (!picked || picked.version === live.version) return live;
    changed = true;
    return refOf(live.name, picked);
  });
  return changed ? list : null;
}
