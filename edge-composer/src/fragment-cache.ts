/**
 * In-memory LRU for fragment responses, honouring `cache-control` as a shared cache:
 * `s-maxage` over `max-age`, `stale-while-revalidate`, never `no-store`/`private`/`no-cache`.
 * In-flight fetches of the same key are shared.
 */

/** Freshness rules parsed from a `cache-control` header; `null` = do not store. */
export interface CachePolicy {
  readonly maxAgeMs: number;
  readonly staleWhileRevalidateMs: number;
}

/** Parses `cache-control` of a fragment response for a shared cache. */
export function cachePolicy(header: string | null): CachePolicy | null {
  if (!header) return null;
  const directives = new Map<string, string | true>();
  for (const part of header.toLowerCase().split(',')) {
    const [rawKey, rawValue] = part.split('=');
    const key = rawKey?.trim();
    if (key) directives.set(key, rawValue === undefined ? true : rawValue.trim().replace(/^"|"$/g, ''));
  }
  if (directives.has('no-store') || directives.has('private') || directives.has('no-cache')) return null;
  const seconds = (name: string): number | null => {
    const v = directives.get(name);
    if (typeof v !== 'string' || !/^\d+$/.test(v)) return null;
    return Number(v);
  };
  const maxAge = seconds('s-maxage') ?? seconds('max-age');
  if (maxAge === null || maxAge <= 0) return null;
  return { maxAgeMs: maxAge * 1000, staleWhileRevalidateMs: (seconds('stale-while-revalidate') ?? 0) * 1000 };
}

interface Entry<T> {
  readonly value: T;
  readonly freshUntil: number;
  readonly staleUntil: number;
}

/** Result of a lookup: `fresh`, `stale` (serve and revalidate) or `miss`. */
export type Lookup<T> = { state: 'fresh' | 'stale'; value: T } | { state: 'miss' };

/** A small LRU map with per-entry freshness. */
export class FragmentCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** Looks a key up and marks it recently used. */
  get(key: string): Lookup<T> {
    const entry = this.entries.get(key);
    if (!entry) return { state: 'miss' };
    const t = this.now();
    if (t >= entry.staleUntil) {
      this.entries.delete(key);
      return { state: 'miss' };
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { state: t < entry.freshUntil ? 'fresh' : 'stale', value: entry.value };
  }

  /** Stores a value under a policy, evicting the least recently used entry when full. */
  set(key: string, value: T, policy: CachePolicy): void {
    const t = this.now();
    this.entries.delete(key);
    this.entries.set(key, { value, freshUntil: t + policy.maxAgeMs, staleUntil: t + policy.maxAgeMs + policy.staleWhileRevalidateMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Runs `load` once per key at a time; concurrent callers share the same promise. */
  dedupe(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const promise = load().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  /** Number of stored entries (for tests and `/healthz`). */
  get size(): number {
    return this.entries.size;
  }
}
