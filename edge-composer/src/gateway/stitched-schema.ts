import { type GraphQLSchema } from 'graphql';
import { stitchSchemas } from '@graphql-tools/stitch';
import { loadSubgraphSchema, NoSubgraphError } from './load-subgraph';
import { createSubgraphExecutor, type SubgraphDeps } from './subgraph-executor';
import { type Subgraph } from './types';

/** Options of {@link createSchemaProvider}. */
export interface SchemaProviderOptions extends SubgraphDeps {
  readonly subgraphs: () => Promise<ReadonlyArray<Subgraph>>;
  readonly retryAfterMs: number;
  readonly now?: () => number;
}

/** State for one list of subgraphs (names + urls + versions); replaced when the list changes. */
interface State {
  readonly key: string;
  readonly list: ReadonlyArray<Subgraph>;
  readonly loaded: Map<string, GraphQLSchema>;
  readonly retryAt: Map<string, number>;
  stitched: GraphQLSchema | null;
  pending: Promise<void> | null;
}

function uniqueByName(list: ReadonlyArray<Subgraph>): Subgraph[] {
  const seen = new Map<string, Subgraph>();
  for (const s of list) if (!seen.has(s.name)) seen.set(s.name, s);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const keyOf = (list: ReadonlyArray<Subgraph>): string =>
  JSON.stringify(list.map((s) => [s.name, s.url, s.version ?? '']));

/** How many other subgraph lists (a tester's override) keep their stitched schema besides the live one. */
const OTHER_LISTS_KEPT = 4;

/**
 * The stitched schema, built lazily and cached. It is rebuilt when the subgraph list changes;
 * a subgraph that is down is left out (logged) and tried again on a request after
 * `retryAfterMs`, while the others keep being served. `get()` resolves to `null` only when no
 * subgraph is available; it never throws. `get(list)` serves one request from another list (a
 * tester's override names other versions): its schema is kept beside the live one, the last
 * {@link OTHER_LISTS_KEPT} such lists at most.
 */
export function createSchemaProvider(opts: SchemaProviderOptions): {
  get(list?: ReadonlyArray<Subgraph>): Promise<GraphQLSchema | null>;
} {
  const now = opts.now ?? Date.now;
  let state: State | null = null;
  const others = new Map<string, State>();

  /** The kept state of another list (most recently used last), made when new. */
  function otherState(list: Subgraph[]): State {
    const key = keyOf(list);
    if (state?.key === key) return state;
    let s = others.get(key);
    if (s) others.delete(key);
    else s = { key, list, loaded: new Map(), retryAt: new Map(), stitched: null, pending: null };
    others.set(key, s);
    if (others.size > OTHER_LISTS_KEPT) others.delete(others.keys().next().value!);
    return s;
  }

  async function served(s: State): Promise<GraphQLSchema | null> {
    const t = now();
    const due = s.list.filter((sub) => !s.loaded.has(sub.name) && (s.retryAt.get(sub.name) ?? 0) <= t);
    if (due.length > 0 || s.pending) {
      s.pending ??= load(s, due).finally(() => {
        s.pending = null;
      });
      await s.pending;
    }
    return s.stitched;
  }

  function stitch(s: State): GraphQLSchema | null {
    const subschemas = s.list
      .filter((sub) => s.loaded.has(sub.name))
      .map((sub) => ({
        name: sub.name,
        schema: s.loaded.get(sub.name)!,
        executor: createSubgraphExecutor(sub, opts),
        batch: true,
      }));
    return subschemas.length === 0 ? null : stitchSchemas({ subschemas });
  }

  async function load(s: State, due: ReadonlyArray<Subgraph>): Promise<void> {
    const results = await Promise.allSettled(
      due.map((sub) => loadSubgraphSchema(sub, opts.fetch, opts.timeoutMs)),
    );
    const added: Subgraph[] = [];
    results.forEach((r, i) => {
      const sub = due[i]!;
      if (r.status === 'fulfilled') {
        s.loaded.set(sub.name, r.value);
        s.retryAt.delete(sub.name);
        added.push(sub);
      } else if (r.reason instanceof NoSubgraphError) {
        // a remote with REST only: not asked again until the deployed versions change
        s.retryAt.set(sub.name, Number.POSITIVE_INFINITY);
        opts.logger.info?.('gateway: remote has no subgraph', { subgraph: sub.name, url: sub.url });
      } else {
        s.retryAt.set(sub.name, now() + opts.retryAfterMs);
        opts.logger.error('gateway: subgraph left out of the schema', {
          subgraph: sub.name,
          url: sub.url,
          retryInMs: opts.retryAfterMs,
          error: String(r.reason),
        });
      }
    });
    if (added.length === 0) return;
    try {
      s.stitched = stitch(s);
    } catch (error) {
      // a newly added schema conflicts with the others: leave it out, keep serving the rest
      for (const sub of added) {
        s.loaded.delete(sub.name);
        s.retryAt.set(sub.name, now() + opts.retryAfterMs);
      }
      opts.logger.error('gateway: schemas could not be stitched', {
        subgraphs: added.map((sub) => sub.name),
        retryInMs: opts.retryAfterMs,
        error: String(error),
      });
      // s.stitched still holds the schema of the subgraphs loaded before (or null if none were)
    }
  }

  return {
    async get(requested) {
      if (requested) return served(otherState(uniqueByName(requested)));
      let list: Subgraph[];
      try {
        list = uniqueByName(await opts.subgraphs());
      } catch (error) {
        opts.logger.error('gateway: the subgraph list could not be read', { error: String(error) });
        return state?.stitched ?? null;
      }
      const key = keyOf(list);
      if (state?.key !== key) {
        state = { key, list, loaded: new Map(), retryAt: new Map(), stitched: null, pending: null };
      }
      return served(state);
    },
  };
}
