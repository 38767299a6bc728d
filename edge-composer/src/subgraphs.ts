import type { Registry } from '@sf/contracts';

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
      byName.set(name, { name, url: `${entry.server.replace(/\/+$/, '')}/graphql`, version: entry.version });
    }
  }
  return [...byName.values()];
}
