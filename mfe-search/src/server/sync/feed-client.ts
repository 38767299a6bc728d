import { httpFeedPages, type FeedPage as KitFeedPage, type FetchFeedPage as KitFetch } from '@sf/server-kit';
import type { IndexProduct } from '../domain/engine';

/** One page of the catalog's feed (`GET /api/catalog/feed?after=&limit=[&since=]`, decisions 0043, 0079). */
export type FeedPage = KitFeedPage<IndexProduct>;

/** A page of products after `after`; with `since` (ISO) only those changed since. */
export type FetchFeedPage = KitFetch<IndexProduct>;

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
 * by default), 10 s per page at most (server-kit's `httpFeedPages`); a malformed product is
 * skipped. A non-ok answer or a body that is not a feed page throws.
 */
export function httpFeed(feedUrl: string, timeoutMs = 10_000): FetchFeedPage {
  return httpFeedPages(feedUrl, isFeedProduct, timeoutMs);
}
