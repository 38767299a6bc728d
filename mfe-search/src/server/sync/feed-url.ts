import type { Env } from '@sf/domain-server';

/**
 * Where the catalog's feed is read: SEARCH_CATALOG_FEED_URL, else `/api/catalog/feed` on the
 * gateway's origin (the composer, which proxies `/api/catalog/*` to the catalog wherever it is
 * deployed).
 */
export function feedUrlOf(env: Env, gatewayUrl: string): string {
  return env['SEARCH_CATALOG_FEED_URL'] || new URL('/api/catalog/feed', gatewayUrl).toString();
}
