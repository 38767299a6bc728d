import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale, TenantId } from '@sf/contracts';
import { categoryKeyOfPath, categoryPath, productPath, productSkuOfTail } from './catalog-routes';
import { CATALOG_CATEGORIES } from './catalog-categories';
import { resolveRoute } from './resolve-route';

const CONTENT = path.resolve(__dirname, '../../../../shell/content');
const TENANT: Record<string, TenantId> = {
  'de-DE': 'DE',
  'de-AT': 'AT',
  'de-CH': 'CH',
  'fr-CH': 'CH',
  'nl-NL': 'NL',
};

/** Every `href` of a locale's navigation content (items and their groups' links). */
function navigationHrefs(locale: string): string[] {
  const file = path.join(CONTENT, locale, 'navigation.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as {
    items: { href: string; groups?: { links: { href: string }[] }[] }[];
  };
  return doc.items.flatMap((item) => [
    item.href,
    ...(item.groups ?? []).flatMap((g) => g.links.map((l) => l.href)),
  ]);
}

describe('catalog routes', () => {
  const locales = readdirSync(CONTENT).filter((l) =>
    readdirSync(path.join(CONTENT, l)).includes('navigation.json'),
  );

  it.each(locales)('every navigation link of %s is a category page of the catalog', (locale) => {
    const hrefs = navigationHrefs(locale);
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      const resolved = resolveRoute(TENANT[locale] as TenantId, href);
      expect({ href, route: resolved?.route.id, locale: resolved?.locale }).toEqual({
        href,
        route: 'category',
        locale,
      });
      expect(categoryKeyOfPath(locale as Locale, href)).not.toBeNull();
    }
  });

  it('gives each category a path in every locale that leads back to it', () => {
    for (const locale of ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const) {
      for (const { key } of CATALOG_CATEGORIES) {
        const p = categoryPath(key, locale);
        expect(categoryKeyOfPath(locale, p)).toBe(key);
        expect(resolveRoute(TENANT[locale] as TenantId, p)?.route.id).toBe('category');
      }
    }
  });

  it('builds and reads product paths', () => {
    expect(productPath('sommerkleid', '100042', 'de-DE')).toBe('/p/sommerkleid-100042');
    expect(productPath('robe-d-ete', '100042', 'fr-CH')).toBe('/fr/p/robe-d-ete-100042');
    const resolved = resolveRoute('CH', '/fr/p/robe-d-ete-100042');
    expect(resolved?.route.id).toBe('product');
    expect(productSkuOfTail(resolved?.params.tail ?? '')).toBe('100042');
    expect(productSkuOfTail('100042')).toBe('100042');
    expect(productSkuOfTail('kleid-12345')).toBeNull();
    expect(productSkuOfTail('kleid-1000420')).toBeNull();
  });
});
