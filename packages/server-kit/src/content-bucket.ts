import { LRUCache } from 'lru-cache';

/** Options of {@link createContentBucket}. */
export interface ContentBucketOptions {
  /** Bucket root, e.g. `http://127.0.0.1:3100` (no trailing slash needed). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** How long a fetched document is fresh (default 900 s); afterwards stale-while-revalidate. */
  revalidateSeconds?: number;
  /** Per request (default 5000 ms). */
  timeoutMs?: number;
  /** After a failed fetch, no new request to that address for this long (default 3000 ms). */
  dedupeMs?: number;
  /** Receives the failure line (default `console.error`). */
  logger?: (line: string) => void;
  /** Clock in epoch ms (tests). */
  now?: () => number;
  /** Most documents kept (default 500); the least recently used are dropped first (`lru-cache`). */
  maxEntries?: number;
}

/** Static CMS content by locale and identifier. */
export interface ContentBucket {
  /** The document, `null` when the bucket has none and no older copy is cached. */
  get<T>(locale: string, identifier: string): Promise<T | null>;
  /** `${baseUrl}/${locale}/${identifier with '/' → '-'}.json` */
  address(locale: string, identifier: string): string;
}

/** Identifier of the USP bar document. */
export const USP_BAR_IDENTIFIER = 'bucket-usp-bar';

interface Entry {
  value: unknown;
  hasValue: boolean;
  /** When the value was fetched (epoch ms). */
  fetchedAt: number;
  /** When the last attempt failed (epoch ms), for `dedupeMs`. */
  failedAt: number | null;
}

class FetchFailure extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`Status ${status}: ${statusText}`);
  }
}

/**
 * A reader of the static content bucket with an in-memory cache: fresh for `revalidateSeconds`,
 * then served stale while one background refresh runs; concurrent reads of one address share one
 * request. A failure (non-ok reply, network error, timeout, bad JSON) logs
 * `Endpoint: {url} - Status {status}: {statusText}` (status 0 and the error message for network
 * errors) and yields the stale copy or `null`; it never throws.
 *
 * @example const usp = await bucket.get<UspBar>('de-DE', USP_BAR_IDENTIFIER);
 */
export function createContentBucket(opts: ContentBucketOptions): ContentBucket {
  const baseUrl = opts.baseUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? ((input, init) => fetch(input, init));
  const freshMs = (opts.revalidateSeconds ?? 900) * 1000;
  const timeoutMs = opts.timeoutMs ?? 5000;
  const dedupeMs = opts.dedupeMs ?? 3000;
  const log = opts.logger ?? ((line: string) => console.error(line));
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 500;
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  const inFlight = new Map<string, Promise<void>>();

  const address = (locale: string, identifier: string) =>
    `${baseUrl}/${encodeURIComponent(locale)}/${encodeURIComponent(identifier.replace(/\//g, '-'))}.json`;

  const store = (url: string, entry: Entry) => void entries.set(url, entry);

  const load = async (url: string): Promise<unknown> => {
    let res: Response;
    try {
      res = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new FetchFailure(0, error instanceof Error ? error.message : String(error));
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      throw new FetchFailure(res.status, res.statusText);
    }
    try {
      return await res.json();
    } catch (error) {
      throw new FetchFailure(
        res.status,
        `invalid JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  };

  const refresh = (url: string): Promise<void> => {
    const running = inFlight.get(url);
    if (running) return running;
    const work = (async () => {
      const previous = entries.get(url);
      try {
        const value = await load(url);
        store(url, { value, hasValue: true, fetchedAt: now(), failedAt: null });
      } catch (error) {
        const failure = error instanceof FetchFailure ? error : new FetchFailure(0, String(error));
        log(`Endpoint: ${url} - Status ${failure.status}: ${failure.statusText}`);
        store(url, {
          value: previous?.value ?? null,
          hasValue: previous?.hasValue ?? false,
          fetchedAt: previous?.fetchedAt ?? 0,
          failedAt: now(),
        });
      } finally {
        inFlight.delete(url);
      }
    })();
    inFlight.set(url, work);
    return work;
  };

  return {
    address,
    async get<T>(locale: string, identifier: string): Promise<T | null> {
      const url = address(locale, identifier);
      const entry = entries.get(url);
      const at = now();
      const recentlyFailed = entry?.failedAt != null && at - entry.failedAt < dedupeMs;
      if (entry?.hasValue) {
        const stale = at - entry.fetchedAt >= freshMs;
        if (stale && !recentlyFailed) void refresh(url);
        return entry.value as T;
      }
      if (recentlyFailed) return null;
      await refresh(url);
      const loaded = entries.get(url);
      return loaded?.hasValue ? (loaded.value as T) : null;
    },
  };
}
