/**
 * Fragment responses kept as a shared cache would keep them (`lru-cache` underneath):
 * `s-maxage` over `max-age`, `stale-while-revalidate`, never `no-store`/`private`/`no-cache`.
 * Whether a stored reply may also go to a request that carries a session is part of its policy.
 */
import { LRUCache } from 'lru-cache';

/** Freshness rules parsed from a `cache-control` header; `null` = do not store. */
export interface CachePolicy {
  readonly maxAgeMs: number;
  readonly staleWhileRevalidateMs: number;
  /**
   * The reply says it is for everybody (`public` or `s-maxage`): it may also be served to, and be
   * stored from, a request that carries a session. Without it only anonymous requests share it.
   */
  readonly shared: boolean;
}

/** Parsed headers: fragment servers send the same few `cache-control` values over and over. */
const parsed = new Map<string, ReadonlyMap<string, string | true>>();
const PARSED_MAX = 256;

/** The directives of a `cache-control` header, lower-cased, quotes removed (memoized per value). */
function directivesOf(header: string): ReadonlyMap<string, string | true> {
  const known = parsed.get(header);
  if (known) return known;
  const directives = parseDirectives(header);
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(header, directives);
  return directives;
}

function parseDirectives(header: string): Map<string, string | true> {
  const directives = new Map<string, string | true>();
  for (const part of header.toLowerCase().split(',')) {
    const [rawKey, rawValue] = part.split('=');
    const key = rawKey?.trim();
    if (key) directives.set(key, rawValue === undefined ? true : rawValue.trim().replace(/^"|"$/g, ''));
  }
  return directives;
}

/** Parses `cache-control` of a fragment response for a shared cache. */
export function cachePolicy(header: string | null): CachePolicy | null {
  if (!header) return null;
  const directives = directivesOf(header);
  if (directives.has('no-store') || directives.has('private') || directives.has('no-cache')) return null;
  const seconds = (name: string): number | null => {
    const v = directives.get(name);
    if (typeof v !== 'string' || !/^\d+$/.test(v)) return null;
    return Number(v);
  };
  const sMaxAge = seconds('s-maxage');
  const maxAge = sMaxAge ?? seconds('max-age');
  if (maxAge === null || maxAge <= 0) return null;
  return {
    maxAgeMs: maxAge * 1000,
    staleWhileRevalidateMs: (seconds('stale-while-revalidate') ?? 0) * 1000,
    shared: sMaxAge !== null || directives.has('public'),
  };
}

/**
 * Whether a reply says it may be shared with requests that carry a session (`public` or
 * `s-maxage`, and neither `private` nor `no-store`), whether or not it may be stored.
 */
export function declaredShareable(header: string | null): boolean {
  if (!header) return false;
  const directives = directivesOf(header);
  if (directives.has('no-store') || directives.has('private')) return false;
  return directives.has('public') || directives.has('s-maxage');
}

interface Entry<T> {
  readonly value: T;
  readonly freshUntil: number;
  readonly shared: boolean;
}

/** Requests that joined a load in flight. */
interface InFlight<R> {
  readonly joiners: { resolve: (value: R) => void; reject: (error: unknown) => void }[];
}

/** Runs in a later event-loop turn (`setImmediate` on Node and workerd, else a timer). */
const nextTurn: (fn: () => void) => void =
  typeof (globalThis as { setImmediate?: unknown }).setImmediate === 'function'
    ? (fn) => void (globalThis as unknown as { setImmediate: (f: () => void) => unknown }).setImmediate(fn)
    : (fn) => void setTimeout(fn, 0);

/**
 * How many joiners of a finished load are settled per event-loop turn. All at once, 50 pages were
 * composed back to back before the loop read the next request, so the next shared fetch started late
 * and every page waited for it (bench, content 20 ms, 50 connections: 1,850 pages/s against 2,220 for
 * the static bound); one per turn: 2,270/s at 20 ms but more fetches and CPU at 0 ms (4,000/s); two:
 * 2,240/s at 20 ms and 4,400–4,550/s at 0 ms (decision 0036, addendum 2026-11-26).
 */
const RELEASED_PER_TURN = 2;

/** Settles the joiners of a finished load a few per event-loop turn (new requests are read in between). */
function releaseInTurns<J>(joiners: J[], settle: (joiner: J) => void): void {
  let i = 0;
  const next = (): void => {
    for (let n = 0; n < RELEASED_PER_TURN && i < joiners.length; n += 1) settle(joiners[i++] as J);
    if (i < joiners.length) nextTurn(next);
  };
  next();
}

/** Result of a lookup: `fresh`, `stale` (serve and revalidate) or `miss`. */
export type Lookup<T> = { state: 'fresh' | 'stale'; value: T; shared: boolean } | { state: 'miss' };

/** An LRU of fragment results with per-entry freshness; in-flight loads of a key can be shared. */
export class FragmentCache<T extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, Entry<T>>;
  private readonly inFlight = new Map<string, InFlight<unknown>>();
  /** Keys whose last reply declared itself shareable with sessions (see {@link declaredShareable}). */
  private readonly shareableKeys: LRUCache<string, boolean>;

  constructor(
    maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new LRUCache<string, Entry<T>>({ max: maxEntries, ttlResolution: 0, perf: { now } });
    this.shareableKeys = new LRUCache<string, boolean>({ max: maxEntries });
  }

  /** Looks a key up and marks it recently used; an entry past its stale window is a miss. */
  get(key: string): Lookup<T> {
    const entry = this.entries.get(key);
    if (!entry) return { state: 'miss' };
    return {
      state: this.now() < entry.freshUntil ? 'fresh' : 'stale',
      value: entry.value,
      shared: entry.shared,
    };
  }

  /** Stores a value under a policy, evicting the least recently used entry when full. */
  set(key: string, value: T, policy: CachePolicy): void {
    const ttl = policy.maxAgeMs + policy.staleWhileRevalidateMs;
    this.entries.set(
      key,
      { value, freshUntil: this.now() + policy.maxAgeMs, shared: policy.shared },
      { ttl },
    );
  }

  /**
   * Runs `load` once per key at a time; concurrent callers share the same promise. Every caller
   * of one key must expect the same result type (the fragment loader is the only one).
   */
  dedupe<R>(key: string, load: () => Promise<R>): Promise<R> {
    const running = this.inFlight.get(key) as InFlight<R> | undefined;
    if (running) return new Promise<R>((resolve, reject) => running.joiners.push({ resolve, reject }));
    const flight: InFlight<R> = { joiners: [] };
    this.inFlight.set(key, flight as InFlight<unknown>);
    const settled = (settle: (joiner: InFlight<R>['joiners'][number]) => void): void => {
      if (this.inFlight.get(key) === flight) this.inFlight.delete(key); // later callers load anew
      releaseInTurns(flight.joiners, settle);
    };
    const promise = load();
    promise.then(
      (value) => settled((j) => j.resolve(value)),
      (error: unknown) => settled((j) => j.reject(error)),
    );
    return promise;
  }

  /** Remembers whether the last reply for `key` declared itself shareable with sessions. */
  noteShareable(key: string, shareable: boolean): void {
    this.shareableKeys.set(key, shareable);
  }

  /** Whether the last reply for `key` declared itself shareable with sessions. */
  wasShareable(key: string): boolean {
    return this.shareableKeys.get(key) === true;
  }

  /** Number of stored entries (for tests and `/healthz`). */
  get size(): number {
    return this.entries.size;
  }
}
