/// <reference lib="webworker" />
/**
 * The shop's service worker (decision 0155), built by workbox-webpack-plugin's InjectManifest into
 * `dist/client/sw.js` and served by the composer at `/sw.js` (scope `/`) after a line that sets
 * {@link WorkerConfig}. It precaches the shell's light entry and the tenant's offline pages; keeps
 * versioned assets (stale-while-revalidate: a version's files never change) and pictures (cache first,
 * bounded); never stores a page, an API answer or anything `private`/`no-store`. A navigation goes to
 * the network (navigation preload); when that fails, the offline page in the shopper's locale answers,
 * with the products last viewed while online.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  CACHES,
  isCacheableImage,
  isPersonalPage,
  isProductPath,
  isVersionedAsset,
  localeOfPath,
  OFFLINE_HEADERS,
  offlinePageFile,
  precacheEntries,
  productFromHtml,
  readRecentList,
  rememberProduct,
  withRecentProducts,
  type RecentProduct,
  type WorkerConfig,
} from './sw-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  __SF_SW__: WorkerConfig;
};

const config = self.__SF_SW__;
const origin = self.location.origin;
const DAY = 24 * 60 * 60;
/** Where the list of viewed products is kept (a key in the `sf-recent` cache, never fetched). */
const RECENT_KEY = `${origin}/__sf/recent-products.json`;
/** Product pages larger than this are not read for their name. */
const MAX_PAGE_BYTES = 2_000_000;

/**
 * workbox's plugin classes declare their callbacks as optional properties that may be `undefined`,
 * which `exactOptionalPropertyTypes` does not take as a `WorkboxPlugin`; they are one at run time.
 */
const plugin = (p: object) => p as WorkboxPlugin;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
navigationPreload.enable();

precacheAndRoute(precacheEntries(self.__WB_MANIFEST, config));

// a version's files never change: answer from the cache, refresh it behind (decision 0155)
registerRoute(
  ({ url, request }) => request.method === 'GET' && isVersionedAsset(url, origin),
  new StaleWhileRevalidate({
    cacheName: CACHES.assets,
    plugins: [
      plugin(new CacheableResponsePlugin({ statuses: [200] })),
      plugin(new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })),
    ],
  }),
);

// pictures: cache first, bounded; never one marked private or no-store
registerRoute(
  ({ url, request }) => request.destination === 'image' && url.origin === origin,
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isCacheableImage(response) ? response : null) },
      plugin(new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 14 * DAY, purgeOnQuotaError: true })),
      // offline, the viewed products' pictures come from their own small cache
      { handlerDidError: async ({ request }) => caches.match(request, { cacheName: CACHES.recent }) },
    ],
  }),
);

// pages: the network, never a cache; the offline page when the network fails
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, event }) => {
    const fetchEvent = event as FetchEvent;
    try {
      const preloaded = (await fetchEvent.preloadResponse) as Response | undefined;
      const response = preloaded ?? (await fetch(request));
      const url = new URL(request.url);
      if (
        response.ok &&
        isProductPath(url.pathname, config) &&
        !isPersonalPage(response.headers) &&
        /^text\/html/i.test(response.headers.get('content-type') ?? '')
      )
        fetchEvent.waitUntil(keepViewedProduct(response.clone(), request.url).catch(() => undefined));
      return response;
    } catch {
      return offlinePage(request.url);
    }
  },
);

async function readRecent(cache: Cache): Promise<RecentProduct[]> {
  const stored = await cache.match(RECENT_KEY);
  if (!stored) return [];
  try {
    return readRecentList(await stored.json());
  } catch {
    return [];
  }
}

/** Notes a viewed product (name, path, picture) for the offline page; its picture is kept beside it. */
async function keepViewedProduct(response: Response, pageUrl: string): Promise<void> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_PAGE_BYTES) return;
  const product = productFromHtml(await response.text(), pageUrl);
  if (!product) return;
  const cache = await caches.open(CACHES.recent);
  const list = rememberProduct(await readRecent(cache), product);
  await cache.put(
    RECENT_KEY,
    new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } }),
  );
  if (product.image && !(await cache.match(product.image))) {
    const picture = await fetch(product.image, { credentials: 'omit' });
    if (isCacheableImage(picture)) await cache.put(product.image, picture);
  }
  // pictures of products no longer listed go
  const listed = new Set(list.map((p) => p.image && new URL(p.image, origin).href));
  for (const key of await cache.keys())
    if (key.url !== RECENT_KEY && !listed.has(key.url)) await cache.delete(key);
}

/** The offline page of the path's locale with the viewed products. */
async function offlinePage(pageUrl: string): Promise<Response> {
  const locale = localeOfPath(new URL(pageUrl).pathname, config);
  const page = await matchPrecache(`${config.assets}${offlinePageFile(locale)}`);
  if (!page) return Response.error();
  const cache = await caches.open(CACHES.recent);
  const products = await readRecent(cache);
  const cached = new Set(
    (await cache.keys()).map((key) => new URL(key.url).pathname + new URL(key.url).search),
  );
  const html = withRecentProducts(await page.text(), products, (image) => cached.has(image));
  return new Response(html, { status: 503, statusText: 'Service Unavailable', headers: OFFLINE_HEADERS });
}
