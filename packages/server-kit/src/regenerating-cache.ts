import { LRUCache } from 'lru-cache';

/** Options of {@link createRegeneratingCache}. */
export interface RegeneratingCacheOptions {
  /** How long a made value is served as it is; afterwards it is remade in the background (spec: 15 s). */
  readonly regenerateMs: number;
  /** Most values kept (default 500); the least recently used go first. */
  readonly maxEntries?: number;
  /** Clock in ms (tests); default `performance.now()`. */
  readonly now?: () => number;
}

/** Values made once and remade in the background (see {@link createRegeneratingCache}). */
export interface RegeneratingCache<V> {
  /**
   * The value of `key`: the kept one (even when due, while `make` remakes it in the background),
   * else what `make` gives now. `make` answering `null` keeps nothing (and the older value, if any,
   * is dropped); a `make` that throws keeps the older value and the error reaches only a first request.
   */
  get(key: string, make: () => Promise<V | null>): Promise<V | null>;
}

/**
 * Stale-while-revalidate for made values (rendered pages): a value is served for `regenerateMs`,
 * then the next request still gets it at once while one background run of `make` replaces it; no
 * request waits for a regeneration, concurrent first requests share one `make`. `lru-cache` does
 * the bookkeeping (`allowStale`, `fetchMethod`).
 * @example const pages = createRegeneratingCache<Page>({ regenerateMs: 15_000 }); await pages.get(path, () => render(path));
 */
export function createRegeneratingCache<V extends object>(
  opts: RegeneratingCacheOptions,
): RegeneratingCache<V> {
  const cache = new LRUCache<string, V, () => Promise<V | null>>({
    max: opts.maxEntries ?? 500,
    ttl: opts.regenerateMs,
    ttlResolution: 0,
    // a due value is served while its replacement is made; a failed remake keeps it
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    ...(opts.now ? { perf: { now: opts.now } } : {}),
    fetchMethod: async (_key, _stale, { context }) => (await context()) ?? undefined,
  });
  return {
    async get(key, make) {
      return (await cache.fetch(key, { context: make })) ?? null;
    },
  };
}
