/**
 * The shop as an installable, offline-safe web app (decision 0155): the web app manifest per tenant and
 * locale, `/sw.js` (the shell version's worker after a line with its configuration, or the kill
 * switch's self-unregistering worker) and whether a page runs the worker (`BootPayload.serviceWorker`).
 */
import {
  serializeForScript,
  type Locale,
  type Registry,
  type ServiceWorkerMode,
  type TenantId,
} from '@sf/contracts';
import type { OwnedRoute, RouteTable } from '@sf/i18n';
import { linkOf } from './links';
import { getTenantConfig } from '@sf/tenant-config';
import { composerTexts } from './texts';

/** What a shell version's `mf-manifest.json` says about its web app (`metaData.pwa`, written by @sf/federation). */
export interface PwaFiles {
  /** URL of the built worker (`/_assets/shell/<version>/sw.js`). */
  readonly serviceWorker: string;
  readonly icons: readonly WebAppIcon[];
  /** Colours from the design tokens (`themeColor`, `backgroundColor`). */
  readonly themeColor: string | null;
  readonly backgroundColor: string | null;
}

/** An icon of the web app manifest. */
export interface WebAppIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose: string;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
const COLOR = /^#[0-9a-f]{3,8}$/i;
const SAFE_FILE = /^[\w./-]+$/;

/** `metaData.pwa` of a manifest, its files as URLs under `assetsUrl`; null without a worker. */
export function pwaFilesOf(assetsUrl: string, meta: Record<string, unknown>): PwaFiles | null {
  const pwa = meta.pwa;
  if (typeof pwa !== 'object' || pwa === null) return null;
  const p = pwa as Record<string, unknown>;
  const worker = str(p.serviceWorker);
  if (!worker || !SAFE_FILE.test(worker) || worker.includes('..')) return null;
  const base = assetsUrl.endsWith('/') ? assetsUrl : `${assetsUrl}/`;
  const icons = (Array.isArray(p.icons) ? p.icons : []).flatMap((icon: unknown): WebAppIcon[] => {
    if (typeof icon !== 'object' || icon === null) return [];
    const i = icon as Record<string, unknown>;
    const src = str(i.src);
    if (!src || !SAFE_FILE.test(src) || src.includes('..')) return [];
    return [
      {
        src: base + src,
        sizes: str(i.sizes) ?? 'any',
        type: str(i.type) ?? 'image/png',
        purpose: str(i.purpose) ?? 'any',
      },
    ];
  });
  const color = (v: unknown) => {
    const c = str(v);
    return c && COLOR.test(c) ? c : null;
  };
  return {
    serviceWorker: base + worker,
    icons,
    themeColor: color(p.themeColor),
    backgroundColor: color(p.backgroundColor),
  };
}

/** Whether pages run the worker: off by the platform's kill switch (env or registry) or without one. */
export function serviceWorkerMode(
  registry: Registry,
  disabledByEnv: boolean,
  pwa: PwaFiles | null | undefined,
): ServiceWorkerMode {
  return disabledByEnv || registry.serviceWorker === 'off' || !pwa ? 'off' : 'on';
}

/** The web app manifest's path of a locale (linked from every page's head). */
export function webManifestPath(locale: Locale): string {
  return `/manifest-${locale}.webmanifest`;
}

/** The locale of a manifest path, when it is one of the tenant's. */
export function localeOfManifestPath(tenant: TenantId, pathname: string): Locale | null {
  const match = /^\/manifest-([a-zA-Z]{2}-[a-zA-Z]{2})\.webmanifest$/.exec(pathname);
  if (!match) return null;
  const locale = getTenantConfig(tenant).locales.find((l) => l === match[1]);
  return locale ?? null;
}

/** The app's home of a locale, with a trailing slash (start URL and scope). */
function appHome(locale: Locale, table: RouteTable<OwnedRoute> | undefined): string {
  const home = linkOf(table, 'home', locale);
  return home.endsWith('/') ? home : `${home}/`;
}

/** The web app manifest of a locale: names, start URL and scope of the locale, icons and colours of the shell version. */
export function webManifest(
  locale: Locale,
  pwa: PwaFiles,
  table?: RouteTable<OwnedRoute>,
): Record<string, unknown> {
  const texts = composerTexts(locale);
  const home = appHome(locale, table);
  return {
    id: home,
    name: texts.appName,
    short_name: texts.appShortName,
    description: texts.shopDescription,
    lang: locale,
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    ...(pwa.themeColor ? { theme_color: pwa.themeColor } : {}),
    ...(pwa.backgroundColor ? { background_color: pwa.backgroundColor } : {}),
    icons: pwa.icons,
  };
}

/** What the worker is told (`WorkerConfig` of the shell's `sw-rules.ts`). */
export function workerConfig(
  tenant: TenantId,
  shellAssetsUrl: string,
  table?: RouteTable<OwnedRoute>,
): Record<string, unknown> {
  const config = getTenantConfig(tenant);
  // the catalog's product pages (their prefix, with a slash) in the table composed for the host's versions
  const prefix = (l: Locale) => linkOf(table, 'product', l).replace(/\/*$/, '/');
  const products = [...new Set(config.locales.map(prefix))];
  return {
    assets: shellAssetsUrl.endsWith('/') ? shellAssetsUrl : `${shellAssetsUrl}/`,
    defaultLocale: config.defaultLocale,
    prefixes: config.languagePrefixes,
    products,
  };
}

/** `/sw.js`: the configuration line, then the shell version's worker. */
export function serviceWorkerScript(config: Record<string, unknown>, worker: string): string {
  return `self.__SF_SW__=${serializeForScript(config)};\n${worker}`;
}

/**
 * The kill switch's worker: it replaces the shop's worker, deletes the worker's caches and unregisters
 * itself; it answers no request (pages go to the network as without a worker).
 */
export const SELF_UNREGISTERING_WORKER =
  "self.addEventListener('install',function(){self.skipWaiting()});" +
  "self.addEventListener('activate',function(e){e.waitUntil(caches.keys().then(function(k){" +
  'return Promise.all(k.filter(function(n){return /^(sf-|workbox-)/.test(n)}).map(function(n){return caches.delete(n)}))' +
  '}).then(function(){return self.registration.unregister()}))});\n';

/**
 * Headers of `/sw.js`: always revalidated (a new shell version or the kill switch reaches the browser's
 * next update check), and the worker's own CSP (its `fetch` calls: this origin and the asset origins).
 */
export function serviceWorkerHeaders(assetOrigins: readonly string[]): Record<string, string> {
  const extra = assetOrigins.length > 0 ? ` ${assetOrigins.join(' ')}` : '';
  return {
    'content-type': 'text/javascript; charset=utf-8',
    'cache-control': 'no-cache',
    'content-security-policy': `default-src 'self'${extra}; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
  };
}

/** Reads built workers through the assets handler, one text per URL (a version's files never change). */
export class WorkerSources {
  private readonly cache = new Map<string, Promise<string | null>>();
  constructor(
    private readonly load: (url: string) => Promise<Response | null | undefined>,
    private readonly maxEntries = 8,
  ) {}

  /** The worker's text, or null when it cannot be read (then it is asked again next time). */
  textOf(url: string): Promise<string | null> {
    const cached = this.cache.get(url);
    if (cached) return cached;
    const text = this.load(url)
      .then(async (res) => (res && res.ok ? res.text() : null))
      .catch(() => null)
      .then((t) => {
        if (t === null) this.cache.delete(url);
        return t;
      });
    this.cache.set(url, text);
    if (this.cache.size > this.maxEntries) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return text;
  }
}
