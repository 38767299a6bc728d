import type { Locale, TenantId } from '@sf/contracts';
import { getTenantConfig, tenantOfLocale } from '@sf/tenant-config';
import { productPath } from '@sf/i18n';
import { type CatalogCategoryKey } from '../categories';
import { categoryPath } from '../category-paths';
import type { CategoryState, ProductState } from '../shared/state';
import { imageUrl } from './images/urls';

const LOCALES: readonly Locale[] = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'];

/** The public origin of each shop (`http://de.localhost:3000`, `https://www.shop.ch`), for absolute URLs. */
export type ShopOrigins = Readonly<Record<TenantId, string>>;

/**
 * The shops' origins: `CATALOG_PUBLIC_ORIGINS` (JSON `{ "DE": "https://…", … }`) when set, else the
 * first host of each tenant's config over http with the composer's port (the local stack).
 */
export function shopOrigins(
  env: Readonly<Record<string, string | undefined>>,
  composerPort: number,
): ShopOrigins {
  const given = env['CATALOG_PUBLIC_ORIGINS']
    ? (JSON.parse(env['CATALOG_PUBLIC_ORIGINS']) as Partial<Record<TenantId, string>>)
    : {};
  const of = (t: TenantId) =>
    given[t] ?? `http://${getTenantConfig(t).hosts[0] ?? 'localhost'}:${composerPort}`;
  return { DE: of('DE'), AT: of('AT'), CH: of('CH'), NL: of('NL') };
}

const originOf = (origins: ShopOrigins, locale: Locale) => origins[tenantOfLocale(locale)];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON for a `<script>`: no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function links(
  origins: ShopOrigins,
  locale: Locale,
  path: string,
  alternates: (l: Locale) => string,
): string {
  const parts = [`<link rel="canonical" href="${esc(originOf(origins, locale) + path)}">`];
  for (const l of LOCALES)
    parts.push(`<link rel="alternate" hreflang="${l}" href="${esc(originOf(origins, l) + alternates(l))}">`);
  parts.push(
    `<link rel="alternate" hreflang="x-default" href="${esc(originOf(origins, 'de-DE') + alternates('de-DE'))}">`,
  );
  return parts.join('');
}

/** Head markup of a category page (`x-sf-head`): canonical (without filters) and hreflang alternates. */
export function categoryHead(origins: ShopOrigins, locale: Locale, state: CategoryState): string {
  return links(origins, locale, state.path, (l) => categoryPath(state.key as CatalogCategoryKey, l));
}

/** Head markup of a product page: canonical, hreflang alternates (each locale's own slug). */
export function productHead(
  origins: ShopOrigins,
  locale: Locale,
  state: ProductState,
  slugs: Readonly<Record<'de' | 'fr' | 'nl', string>>,
): string {
  const slugOf = (l: Locale) => (l === 'fr-CH' ? slugs.fr : l === 'nl-NL' ? slugs.nl : slugs.de);
  return links(origins, locale, state.url, (l) => productPath(slugOf(l), state.sku, l));
}

/** The product's picture: the chosen variation's, else the first variation's that has one. */
function productImageId(state: ProductState): string | null {
  const chosen = state.variations.find((v) => v.sku === state.selected)?.imageId;
  return chosen ?? state.variations.find((v) => v.imageId !== null)?.imageId ?? null;
}

/**
 * schema.org Product + BreadcrumbList JSON-LD of a product page, as `<script>`s with the page's nonce.
 * `image` (a 480 px JPEG) is what search engines and the shop's service worker show for the product
 * (its offline page lists the products last viewed, decision 0155).
 */
export function productJsonLd(origin: string, state: ProductState, nonce: string | null): string {
  const imageId = productImageId(state);
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: state.name,
    sku: state.sku,
    description: state.description,
    brand: { '@type': 'Brand', name: state.brand },
    url: origin + state.url,
    ...(imageId ? { image: origin + imageUrl(imageId, 480, 'jpeg') } : {}),
    offers: {
      '@type': 'Offer',
      price: (state.price.amount / 100).toFixed(2),
      priceCurrency: state.price.currency,
      availability: state.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: origin + state.url,
    },
    ...(state.ratings.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: state.ratings.average,
            reviewCount: state.ratings.total,
          },
        }
      : {}),
  };
  return jsonLdScript(product, nonce) + breadcrumbJsonLd(origin, state.breadcrumbs, nonce);
}

/** schema.org BreadcrumbList JSON-LD. */
export function breadcrumbJsonLd(
  origin: string,
  crumbs: readonly { label: string; url: string }[],
  nonce: string | null,
): string {
  return jsonLdScript(
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.label,
        item: origin + c.url,
      })),
    },
    nonce,
  );
}

function jsonLdScript(value: unknown, nonce: string | null): string {
  return `<script type="application/ld+json"${nonce ? ` nonce="${esc(nonce)}"` : ''}>${scriptJson(value)}</script>`;
}
