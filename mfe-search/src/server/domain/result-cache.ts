/**
 * A small least-recently-used cache of answers (search results, suggestions) for repeated terms,
 * emptied whenever the index changes. A Map keeps insertion order: a hit is moved to the end, the
 * oldest entry goes first. (The `lru-cache` package of the catalog is not installed for this
 * workspace at the version the catalog uses; this is all the search needs of it.)
 */
export interface ResultCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  clear(): void;
  readonly size: number;
}

export function createResultCache(max = 2000, ttlMs = 60_000, now: () => number = Date.now): ResultCache {
  const entries = new Map<string, { value: unknown; until: number }>();
  return {
    get<T>(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.until < now()) return undefined;
      entries.set(key, entry);
      return entry.value as T;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, until: now() + ttlMs });
      while (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
