/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale, type Locale } from '@sf/contracts';
import { resolveRoute } from '@sf/i18n';
import { tenantOfLocale } from '@sf/tenant-config';
import { LOCALE_FALLBACK } from '../content-bucket/server';
import { isNavigationDoc, isNavLink } from '../shared/content-guards';
import type { RouteLink } from '../shared/content-types';
import { navLinkHref } from './chrome/nav-links';
import { contentIdentifier } from './content-identifier';
import { CONTENT_DIR } from './test-helpers';

const LOCALES = readdirSync(CONTENT_DIR).filter(isLocale);

/** The identifiers a locale's bucket answers: its own documents and those of its fallback locale. */
function bucketIdentifiers(locale: Locale): ReadonlySet<string> {
  const own = (l: Locale) =>
    readdirSync(join(CONTENT_DIR, l))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));
  const fallback = LOCALE_FALLBACK[locale];
  return new Set([...own(locale), ...(fallback ? own(fallback) : [])]);
}

/** Every `href` in a document, however deep. */
function hrefsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefsOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === 'href' && typeof v === 'string' ? [v] : hrefsOf(v),
  );
}

/** Every route link (`{ label, route, key?, query? }`, decisions 0275/0277) in a document, however deep. */
function routeLinksOf(value: unknown): RouteLink[] {
  if (Array.isArray(value)) return value.flatMap(routeLinksOf);
  if (value === null || typeof value !== 'object') return [];
  const own = 'route' in value ? [value as RouteLink] : [];
  return [...own, ...Object.values(value).flatMap(routeLinksOf)];
}

/** The file a locale's bucket answers `identifier` with: its own, else its fallback locale's. */
function documentFile(locale: Locale, identifier: string): string {
  const fallback = LOCALE_FALLBACK[locale];
  return readdirSync(join(CONTENT_DIR, locale)).includes(`${identifier}.json`) || !fallback
    ? join(CONTENT_DIR, locale, `${identifier}.json`)
    : join(CONTENT_DIR, fallback, `${identifier}.json`);
}

/** Every document a locale's bucket answers, read (de-AT and de-CH: de-DE's where they have none). */
function documentsOf(locale: Locale): { identifier: string; doc: unknown }[] {
  return [...bucketIdentifiers(locale)].sort().map((identifier) => ({
    identifier,
    doc: JSON.parse(readFileSync(documentFile(locale, identifier), 'utf8')) as unknown,
  }));
}

/**
 * How a route link resolves in `locale` with no composed table (the published snapshot, which is the
 * catalog's declared routes): the page's route, key and locale, and the query after its path.
 */
function resolvedRouteLink(link: RouteLink, locale: Locale) {
  const href = navLinkHref(link, locale);
  const [path, query] = href === null ? [null, undefined] : href.split('?');
  const resolved = path === null ? null : resolveRoute(tenantOfLocale(locale), path);
  return { link, route: resolved?.route.id, key: resolved?.params.key, locale: resolved?.locale, query };
}

/** Why an internal link of `locale`'s content leads nowhere, or null when it has a page. */
function deadLinkReason(locale: Locale, href: string): string | null {
  const tenant = tenantOfLocale(locale);
  const path = href.replace(/[?#].*$/, '');
  const resolved = resolveRoute(tenant, path);
  if (!resolved) return 'no route';
  if (resolved.route.id === 'home' || resolved.route.id === 'content') {
    // the content route is a prefix route: only the bucket knows whether the page exists
    const identifier = contentIdentifier(tenant, path);
    if (identifier === null) return 'no content identifier';
    return bucketIdentifiers(resolved.locale).has(identifier)
      ? null
      : `no content page ${resolved.locale}/${identifier}.json`;
  }
  if (resolved.route.id === 'service-layer') {
    // `/servicelayer/` is the index of the layers, `/servicelayer/<id>` the layer `servicelayer-<id>`
    const id = path.replace(/^\/(?:fr\/)?servicelayer\/?/, '').replace(/\/+$/, '');
    const identifier = id === '' ? 'servicelayer' : `servicelayer-${id}`;
    return bucketIdentifiers(resolved.locale).has(identifier)
      ? null
      : `no service layer ${resolved.locale}/${identifier}.json`;
  }
  // a category path resolves only as one of the catalog's keyed pages (decision 0260)
  if (resolved.route.id === 'category' && resolved.params.key === undefined) return 'no category key';
  return null;
}

describe('internal links of the CMS content', () => {
  it('are read from every locale', () => {
    expect(LOCALES.sort()).toEqual(['de-AT', 'de-CH', 'de-DE', 'fr-CH', 'nl-NL']);
    expect(hrefsOf(JSON.parse(readFileSync(join(CONTENT_DIR, 'de-DE', 'footer.json'), 'utf8')))).toContain(
      '/service-hilfe/versand-und-lieferung',
    );
  });

  it('each lead to a content page of the locale or to a route of @sf/i18n', () => {
    const dead: string[] = [];
    for (const locale of LOCALES) {
      // de-AT and de-CH serve de-DE's documents they do not have, so their links are checked there too
      for (const { identifier, doc } of documentsOf(locale)) {
        for (const href of hrefsOf(doc)) {
          if (!href.startsWith('/') || href.startsWith('//')) continue;
          const reason = deadLinkReason(locale, href);
          if (reason) dead.push(`${locale} ${identifier}: ${href} (${reason})`);
        }
      }
    }
    expect([...new Set(dead)]).toEqual([]);
  });

  it('of the navigation each lead to a served page: a catalog category named by its key, or a content page', () => {
    for (const locale of LOCALES) {
      // de-AT has no navigation of its own: it serves de-DE's, linked in its own locale
      const own = readdirSync(join(CONTENT_DIR, locale)).includes('navigation.json');
      const source = own ? locale : LOCALE_FALLBACK[locale];
      if (!source) throw new Error(`${locale} has no navigation`);
      const doc = JSON.parse(readFileSync(join(CONTENT_DIR, source, 'navigation.json'), 'utf8')) as unknown;
      if (!isNavigationDoc(doc)) throw new Error(`${source}/navigation.json is not a navigation`);
      // the departments and their groups' links (the service link beside them is a content page)
      const links = doc.items.flatMap((item) => [item, ...item.groups.flatMap((g) => g.links)]);
      expect(links.length).toBeGreaterThan(20);
      for (const link of links) {
        if ('href' in link) {
          expect({ href: link.href, dead: deadLinkReason(locale, link.href) }).toEqual({
            href: link.href,
            dead: null,
          });
          continue;
        }
        // no composed table here: the published snapshot, which is the catalog's declared routes
        expect(resolvedRouteLink(link, locale)).toEqual({
          link,
          route: link.route,
          key: link.key,
          locale,
          query: undefined,
        });
      }
      expect(deadLinkReason(locale, doc.service.href)).toBeNull();
    }
  });

  it('of the other documents (flyout teasers, footer, CMS pages) that name a route each lead to its page', () => {
    let count = 0;
    for (const locale of LOCALES) {
      for (const { identifier, doc } of documentsOf(locale)) {
        if (identifier === 'navigation') continue;
        for (const link of routeLinksOf(doc)) {
          count++;
          expect({ identifier, valid: isNavLink(link) }).toEqual({ identifier, valid: true });
          expect(resolvedRouteLink(link, locale)).toEqual({
            link,
            route: link.route,
            key: link.key,
            locale,
            query: link.query,
          });
        }
      }
    }
    // every locale's home page, flyout and banner name their categories (de-AT through de-DE's)
    expect(count).toBeGreaterThan(60);
  });

  it('name a catalog category by its key, never by a literal path the catalog may move (decision 0277)', () => {
    const literal: string[] = [];
    for (const locale of LOCALES) {
      for (const { identifier, doc } of documentsOf(locale)) {
        for (const href of hrefsOf(doc)) {
          if (!href.startsWith('/') || href.startsWith('//')) continue;
          const resolved = resolveRoute(tenantOfLocale(locale), href.replace(/[?#].*$/, ''));
          if (resolved?.route.id === 'category') literal.push(`${locale} ${identifier}: ${href}`);
        }
      }
    }
    expect(literal).toEqual([]);
  });

  it('tells a missing content page from an existing one and from a route', () => {
    expect(deadLinkReason('de-DE', '/service-hilfe/versand-und-lieferung')).toBeNull();
    expect(deadLinkReason('de-AT', '/service-hilfe/versand-und-lieferung')).toBeNull();
    expect(deadLinkReason('de-DE', '/service-hilfe/gibt-es-nicht')).toBe(
      'no content page de-DE/service-hilfe-gibt-es-nicht.json',
    );
    expect(deadLinkReason('de-DE', '/warenkorb')).toBeNull();
    expect(deadLinkReason('de-DE', '/damenmode/kleider/')).toBeNull();
    expect(deadLinkReason('de-DE', '/keine-seite')).toBe('no route');
    expect(deadLinkReason('de-CH', '/fr/aide-service')).toBeNull();
    expect(deadLinkReason('nl-NL', '/servicelayer/')).toBeNull();
    expect(deadLinkReason('fr-CH', '/fr/servicelayer/garantie')).toBeNull();
    expect(deadLinkReason('de-DE', '/servicelayer/gibt-es-nicht')).toBe(
      'no service layer de-DE/servicelayer-gibt-es-nicht.json',
    );
  });
});
