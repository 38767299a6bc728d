import type { IndexProduct } from '../domain/engine';

/** One page of the catalog's feed (`GET /api/catalog/feed?after=&limit=[&since=]`, decisions 0043, 0079). */
export interface FeedPage {
  readonly products: readonly IndexProduct[];
  readonly next: string | null;
  /** The catalog's time of the read (ISO); null when it did not say. */
  readonly asOf: string | null;
  /** With `since`: skus removed since then (first page). */
  readonly removed: readonly string[];
  /** With `since`: the catalog was seeded again since then; only a full pass knows what is gone. */
  readonly reset: boolean;
}

/** A page of products after `after`; with `since` (ISO) only those changed since. */
export type FetchFeedPage = (after: string, limit: number, since?: string | null) => Promise<FeedPage>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) =>
  isRecord(v) &&
  typeof v['name'] === 'string' &&
  typeof v['slug'] === 'string' &&
  typeof v['description'] === 'string';
const strings = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Whether a feed entry has the shape the index needs (a malformed one is skipped, not indexed). */
export function isFeedProduct(v: unknown): v is IndexProduct {
  if (!isRecord(v)) return false;
  const texts = v['texts'];
  const titles = v['categoryTitles'];
  const prices = v['prices'];
  return (
    typeof v['sku'] === 'string' &&
    /^[0-9]{1,8}$/.test(v['sku']) &&
    typeof v['brand'] === 'string' &&
    typeof v['version'] === 'string' &&
    strings(v['categories']) &&
    strings(v['colours']) &&
    strings(v['sizes']) &&
    isRecord(texts) &&
    isText(texts['de']) &&
    isText(texts['fr']) &&
    isText(texts['nl']) &&
    isRecord(titles) &&
    strings(titles['de']) &&
    strings(titles['fr']) &&
    strings(titles['nl']) &&
    isRecord(prices) &&
    Number.isInteger(prices['EUR']) &&
    Number.isInteger(prices['CHF']) &&
    isRecord(v['oldPrices']) &&
    ['rating10', 'ratingCount', 'popularity', 'novelty'].every((k) => Number.isInteger(v[k]))
  );
}

/**
 * Reads the feed over HTTP from `feedUrl` (the catalog's `/api/catalog/feed`, through the composer
 * by default), 10 s per page at most. A non-ok answer or a body that is not a feed page throws.
 */
export function httpFeed(feedUrl: string, timeoutMs = 10_000): FetchFeedPage {
  return async (after, limit, since = null) => {
    const url = new URL(feedUrl);
    url.searchParams.set('after', after);
    url.searchParams.set('limit', String(limit));
    if (since) url.searchParams.set('since', since);
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`catalog feed ${url.pathname}: status ${res.status}`);
    const body = (await res.json()) as unknown;
    if (!isRecord(body) || !Array.isArray(body['products'])) throw new Error('catalog feed: not a feed page');
    const { next, asOf, removed } = body;
    return {
      products: body['products'].filter(isFeedProduct),
      next: typeof next === 'string' && next > after ? next : null,
      asOf: typeof asOf === 'string' && !Number.isNaN(Date.parse(asOf)) ? asOf : null,
      removed: Array.isArray(removed)
        ? removed.filter((sku): sku is string => typeof sku === 'string' && /^[0-9]{1,8}$/.test(sku))
        : [],
      reset: body['reset'] === true,
    };
  };
}
