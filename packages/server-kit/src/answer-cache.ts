import { LRUCache } from 'lru-cache';

/** A cache of answers (search results, suggestions) for repeated requests, emptied when the data changes. */
export interface AnswerCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  clear(): void;
  readonly size: number;
}

export interface AnswerCacheOptions {
  /** Most answers kept (default 2000); the least recently used go first. */
  readonly max?: number;
  /** How long an answer is kept (default 60 s). */
  readonly ttlMs?: number;
  /** The clock in ms (tests). */
  readonly now?: () => number;
}

/** An {@link AnswerCache} on `lru-cache`: least recently used out first, each answer kept `ttlMs`. */
export function createAnswerCache(options: AnswerCacheOptions = {}): AnswerCache {
  const lru = new LRUCache<string, { readonly value: unknown }>({
    max: options.max ?? 2000,
    ttl: options.ttlMs ?? 60_000,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  return {
    get: <T>(key: string) => lru.get(key)?.value as T | undefined,
    set: (key, value) => void lru.set(key, { value }),
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}
