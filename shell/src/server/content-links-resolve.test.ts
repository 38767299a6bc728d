/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale, type Locale } from '@sf/contracts';
import { resolveRoute } from '@sf/i18n';
import { tenantOfLocale } from '@sf/tenant-config';
import { LOCALE_FALLBACK } from '../content-bucket/server';
import { isNavigationDoc } from '../shared/content-guards';
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
      for (const identifier of [...bucketIdentifiers(locale)].sort()) {
        const own = join(CONTENT_DIR, locale, `${identifier}.json`);
        const fallback = LOCALE_FALLBACK[locale];
        const file =
          readdirSync(join(CONTENT_DIR, locale)).includes(`${identifier}.json`) || !fallback
            ? own
            : join(CONTENT_DIR, fallback, `${identifier}.json`);
        for (const href of hrefsOf(JSON.parse(readFileSync(file, 'utf8')))) {
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
        const href = navLinkHref(link, locale);
        const resolved = href === null ? null : resolveRoute(tenantOfLocale(locale), href);
        expect({
          link,
          route: resolved?.route.id,
          key: resolved?.params.key,
          locale: resolved?.locale,
        }).toEqual({
          link,
          route: link.route,
          key: link.key,
          locale,
        });
      }
      expect(deadLinkReason(locale, doc.service.href)).toBeNull();
    }
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
