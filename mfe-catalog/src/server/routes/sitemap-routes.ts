import type { Locale } from '@sf/contracts';
import type { Db } from '@sf/data';
import { productPath } from '@sf/i18n';
import { CATALOG_CATEGORIES } from '../../categories';
import { categoryPath } from '../../category-paths';
import { tenantOfLocale } from '@sf/tenant-config';
import { Hono } from 'hono';
import type { ShopOrigins } from '../seo';

const LOCALES: readonly Locale[] = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });

/**
 * `/sitemap.xml`: a sitemap index with one sitemap per locale (`/sitemaps/<locale>.xml`), each
 * listing the locale's category pages and every product page, absolute on the locale's shop.
 * (50,000 URLs per file is the protocol's limit: 10,000 products + 60 categories fit.)
 */
export function sitemapRoutes(db: Db, origins: ShopOrigins): Hono {
  const app = new Hono();
  app.get('/sitemap.xml', (c) => {
    const origin =
      origins[(c.req.header('x-sf-tenant') as keyof ShopOrigins | undefined) ?? 'DE'] ?? origins.DE;
    const items = LOCALES.map(
      (l) => `<sitemap><loc>${esc(`${origin}/sitemaps/${l}.xml`)}</loc></sitemap>`,
    ).join('');
    return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`);
  });
  app.get('/sitemaps/:file', async (c) => {
    const locale = c.req.param('file').replace(/\.xml$/, '') as Locale;
    if (!LOCALES.includes(locale)) return c.text('Not found', 404);
    const origin = origins[tenantOfLocale(locale)];
    const language = locale === 'fr-CH' ? 'fr' : locale === 'nl-NL' ? 'nl' : 'de';
    const { rows } = await db.query<{ sku: string; slug: string }>(
      'SELECT sku, slug FROM product_texts WHERE language = $1 ORDER BY sku LIMIT 49000',
      [language],
    );
    const urls = [
      ...CATALOG_CATEGORIES.map((cat) => categoryPath(cat.key, locale)),
      ...rows.map((r) => productPath(r.slug, r.sku, locale)),
    ];
    return xml(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${esc(origin + u)}</loc></url>`).join('')}</urlset>`,
    );
  });
  return app;
}
