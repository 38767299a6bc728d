/**
 * The service worker's rules as plain functions (decision 0155): which requests it may answer from a
 * cache, which responses it may store, the offline page's locale and the "last viewed" products.
 * No worker globals here, so every rule is tested in Node (`sw-rules.test.ts`).
 */
import type { Locale } from '@sf/contracts';

/** What the composer writes before the worker's code (`self.__SF_SW__ = …`, edge-composer `service-worker.ts`). */
export interface WorkerConfig {
  /** The served shell version's assets (`/_assets/shell/<version>/`): the precache entries are relative to it. */
  readonly assets: string;
  /** The tenant's default locale (every path without a language prefix). */
  readonly defaultLocale: Locale;
  /** First path segments that select another locale (`{ fr: 'fr-CH' }`). */
  readonly prefixes: Readonly<Record<string, Locale>>;
  /** Path prefixes of product pages (`/p/`, `/fr/p/`): their name and picture are kept for the offline page. */
  readonly products: readonly string[];
}

/** The global the composer sets to the {@link WorkerConfig}. */
export const WORKER_CONFIG_GLOBAL = '__SF_SW__';

/** Cache names: every cache of the worker starts with `sf-` (the kill switch deletes them, and workbox's). */
export const CACHES = {
  assets: 'sf-assets',
  images: 'sf-images',
  recent: 'sf-recent',
} as const;

/** The offline page of a locale, relative to the shell's assets (built by `offline-page.ts`). */
export function offlinePageFile(locale: Locale): string {
  return `offline/${locale}.html`;
}

/** `/_assets/<app>/<version>/<file>` of this origin: immutable per version; source maps are not kept. */
export function isVersionedAsset(url: URL, origin: string): boolean {
  return (
    url.origin === origin && /^\/_assets\/[^/]+\/[^/]+\/./.test(url.pathname) && !/\.map$/i.test(url.pathname)
  );
}

/**
 * Whether a response must never be stored: `private` or `no-store` (every page with a session and
 * every page with personal data is `no-store`, decision 0113), or one that sets a cookie or varies by it.
 */
export function isPersonal(headers: Headers): boolean {
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase();
  if (/(?:^|[\s,])(?:private|no-store)(?:$|[\s,=])/.test(cacheControl)) return true;
  if (headers.has('set-cookie')) return true;
  return /(?:^|[\s,])(?:cookie|\*)(?:$|[\s,])/i.test(headers.get('vary') ?? '');
}

/**
 * Whether a page may hold personal data: the composer sends every such page `no-store` (a session,
 * the account, basket and checkout, mailed links; decision 0113). Every composed page is `private`
 * (no shared cache may keep it), so `private` alone says nothing here. The worker never stores a page;
 * of a page that is not personal it notes a product's name and picture.
 */
export function isPersonalPage(headers: Headers): boolean {
  return /(?:^|[\s,])no-store(?:$|[\s,])/i.test(headers.get('cache-control') ?? '');
}

/** A picture the worker may keep (cache first): a 200 image that is not personal. */
export function isCacheableImage(response: Response): boolean {
  return (
    response.status === 200 &&
    /^image\//i.test(response.headers.get('content-type') ?? '') &&
    !isPersonal(response.headers)
  );
}

/** The locale of a path in the shopper's shop: its language prefix, else the default. */
export function localeOfPath(
  pathname: string,
  config: Pick<WorkerConfig, 'defaultLocale' | 'prefixes'>,
): Locale {
  const first = pathname.split('/')[1] ?? '';
  return Object.hasOwn(config.prefixes, first) ? config.prefixes[first]! : config.defaultLocale;
}

/** Whether a path is a product page of the shop. */
export function isProductPath(pathname: string, config: Pick<WorkerConfig, 'products'>): boolean {
  return config.products.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
}

/** A product the shopper viewed: its page, name and picture (same-origin path or null). */
export interface RecentProduct {
  readonly url: string;
  readonly name: string;
  readonly image: string | null;
}

/** How many viewed products the offline page lists. */
export const RECENT_LIMIT = 6;
const NAME_LIMIT = 200;

const JSON_LD = /<script\b[^>]*\btype=(["']?)application\/ld\+json\1[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The product of a product page's HTML: the schema.org `Product` JSON-LD the catalog writes (name and
 * `image`); the picture only when it is on the page's own origin (returned as a path). Null without one.
 */
export function productFromHtml(html: string, pageUrl: string): RecentProduct | null {
  const page = new URL(pageUrl);
  for (const match of html.matchAll(JSON_LD)) {
    let data: unknown;
    try {
      data = JSON.parse(match[2] ?? '');
    } catch {
      continue;
    }
    if (typeof data !== 'object' || data === null) continue;
    const product = data as Record<string, unknown>;
    if (product['@type'] !== 'Product' || typeof product.name !== 'string') continue;
    const name = product.name.trim().slice(0, NAME_LIMIT);
    if (!name) continue;
    const raw = Array.isArray(product.image) ? product.image[0] : product.image;
    let image: string | null = null;
    if (typeof raw === 'string') {
      try {
        const url = new URL(raw, page);
        if (url.origin === page.origin) image = `${url.pathname}${url.search}`;
      } catch {
        image = null;
      }
    }
    return { url: `${page.pathname}${page.search}`, name, image };
  }
  return null;
}

/** The list with `product` first (a product viewed again moves up), at most {@link RECENT_LIMIT}. */
export function rememberProduct(list: readonly RecentProduct[], product: RecentProduct): RecentProduct[] {
  return [product, ...list.filter((p) => p.url !== product.url)].slice(0, RECENT_LIMIT);
}

/** A path on this site (not `//host`, not a scheme). */
const isSitePath = (v: unknown): v is string =>
  typeof v === 'string' && v.startsWith('/') && !v.startsWith('//');

/** A stored list read back: only well-formed entries on this site, at most {@link RECENT_LIMIT}. */
export function readRecentList(value: unknown): RecentProduct[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((p): p is RecentProduct => {
      if (typeof p !== 'object' || p === null) return false;
      const r = p as Record<string, unknown>;
      return isSitePath(r.url) && typeof r.name === 'string' && (r.image === null || isSitePath(r.image));
    })
    .slice(0, RECENT_LIMIT);
}

/** Markers in the offline page around the "last viewed" section and where its items go. */
export const RECENT_MARKERS = {
  start: '<!--sf-recent-start-->',
  items: '<!--sf-recent-items-->',
  end: '<!--sf-recent-end-->',
} as const;

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The offline page with the viewed products listed (names as link texts, pictures decorative), or
 * without the section when there are none. `isCached` says whether a picture can be shown offline.
 */
export function withRecentProducts(
  page: string,
  products: readonly RecentProduct[],
  isCached: (image: string) => boolean,
): string {
  const start = page.indexOf(RECENT_MARKERS.start);
  const end = page.indexOf(RECENT_MARKERS.end);
  if (start < 0 || end < start) return page;
  if (products.length === 0) return page.slice(0, start) + page.slice(end + RECENT_MARKERS.end.length);
  const items = products
    .map((p) => {
      const img =
        p.image && isCached(p.image)
          ? `<img src="${escape(p.image)}" alt="" width="64" height="80" loading="lazy">`
          : '';
      return `<li><a href="${escape(p.url)}">${img}<span>${escape(p.name)}</span></a></li>`;
    })
    .join('');
  return page.replace(RECENT_MARKERS.items, items);
}

/**
 * Headers of the offline page the worker answers a failed navigation with: HTML that runs no script
 * and loads nothing but its own pictures, never stored.
 */
export const OFFLINE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** The precache entries of the build (relative to the shell's assets): the light entry and the tenant's offline pages. */
export function precacheEntries<T extends { readonly url: string }>(
  manifest: readonly T[],
  config: Pick<WorkerConfig, 'assets' | 'defaultLocale' | 'prefixes'>,
): T[] {
  const locales = new Set<string>([config.defaultLocale, ...Object.values(config.prefixes)]);
  return manifest
    .filter((entry) => {
      const offline = /^offline\/([^/]+)\.html$/.exec(entry.url);
      return !offline || locales.has(offline[1]!);
    })
    .map((entry) => ({ ...entry, url: `${config.assets}${entry.url}` }));
}
