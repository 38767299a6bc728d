import { productPath } from '@sf/i18n';
import { type CatalogCategoryKey } from '../../categories';
import { categoryPath } from '../../category-paths';
import { CATEGORY_TITLES } from '../../shared/category-titles';
import { catalogText, type CatalogMessageId } from '../../shared/messages';
import { categoryAncestors } from '../domain/catalog-scope';
import type { ProductTile } from '../domain/listing';
import type { ProductDetail } from '../domain/product';
import type { Shop } from '@sf/remote-server';

const languageIndex = (shop: Shop) => (shop.language === 'fr' ? 1 : shop.language === 'nl' ? 2 : 0);

/** The title of a category in the shop's language. */
export function categoryTitle(key: CatalogCategoryKey, shop: Shop): string {
  const title = CATEGORY_TITLES[key][languageIndex(shop)] ?? key;
  return shop.locale === 'de-CH' ? title.replace(/ß/g, 'ss') : title;
}

/** Breadcrumbs of a category: home, its ancestors (department, group), itself. */
export function categoryBreadcrumbs(
  key: CatalogCategoryKey,
  department: string | null,
  shop: Shop,
): { label: string; url: string }[] {
  const home = {
    label: catalogText(shop.locale, 'catalog.home'),
    url: shop.locale === 'fr-CH' ? '/fr' : '/',
  };
  const crumbs = [home];
  for (const parent of categoryAncestors(key, department))
    crumbs.push({ label: categoryTitle(parent, shop), url: categoryPath(parent, shop.locale) });
  crumbs.push({ label: categoryTitle(key, shop), url: categoryPath(key, shop.locale) });
  return crumbs;
}

/** A variation's label: "Rot, 38", "Rot, 75B", "38", "Rot"; null without variations. */
export function variantLabel(
  shop: Pick<Shop, 'locale'>,
  v: { readonly colour: string | null; readonly size: string | null },
): string | null {
  const colour = v.colour ? catalogText(shop.locale, `catalog.colour.${v.colour}` as CatalogMessageId) : null;
  const parts = [colour, v.size].filter((x): x is string => Boolean(x));
  return parts.length ? parts.join(', ') : null;
}

/** Departments whose products carry the shop's 1-year warranty (electrical goods and technology). */
const WARRANTY_DEPARTMENTS: ReadonlySet<string> = new Set(['household', 'technology']);
/** Appliances the delivery team connects, with a hose extension up to 3.5 m. */
const HOSE_KINDS: ReadonlySet<string> = new Set(['washing-machine', 'dishwasher']);

/** The GraphQL `Product` of a product page's detail. */
export function productOfDetail(p: ProductDetail, shop: Shop) {
  const available = p.variants.some((v) => v.stock > 0);
  const maxQuantity = Math.min(99, Math.max(0, ...p.variants.map((v) => v.stock)));
  const price = { amount: p.price, currency: p.currency, oldAmount: p.oldPrice };
  const t = (id: CatalogMessageId, values?: Record<string, string | number>) =>
    catalogText(shop.locale, id, values);
  return {
    sku: p.sku,
    productName: p.name,
    description: p.description,
    brand: { name: p.brand },
    price,
    offer: { price, available, maxQuantity },
    url: productPath(p.slug, p.sku, shop.locale),
    imageId: p.variants[0]?.imageId ?? null,
    variationDimension: p.dimension,
    colorsHidden: p.coloursHidden,
    variations: p.variants.map((v) => ({
      sku: v.sku,
      colour: v.colour,
      colourName: v.colour ? t(`catalog.colour.${v.colour}` as CatalogMessageId) : null,
      colourHex: v.colourHex,
      size: v.size,
      label: variantLabel(shop, v),
      available: v.stock > 0,
      imageId: v.imageId,
    })),
    quantity: maxQuantity,
    energyClass: p.energyClass,
    tyreLabel: p.tyre
      ? {
          fuelEfficiency: p.tyre.fuel,
          wetGrip: p.tyre.wetGrip,
          rollingNoiseDb: p.tyre.noiseDb,
          rollingNoiseClass: p.tyre.noiseClass,
        }
      : null,
    downloads: p.downloads.map((kind) => ({
      kind,
      label: t(`catalog.download.${kind}` as CatalogMessageId),
      url: `/api/catalog/downloads/${p.sku}/${kind.toLowerCase()}.pdf`,
    })),
    rating: p.ratingCount ? p.rating10 / 10 : null,
    reviewCount: p.ratingCount,
    delivery: p.delivery
      ? {
          minDays: p.delivery.min,
          maxDays: p.delivery.max,
          text: t('catalog.delivery.days', { min: p.delivery.min, max: p.delivery.max }),
        }
      : { minDays: null, maxDays: null, text: t('catalog.delivery.fallback') },
    availability: {
      available,
      text: t(available ? 'catalog.availability.available' : 'catalog.availability.soldOut'),
    },
    services: [
      { key: 'returns', label: t('catalog.service.returns') },
      { key: 'instalments', label: t('catalog.service.instalments') },
      ...(p.downloads.includes('ASSEMBLY')
        ? [{ key: 'assembly', label: t('catalog.service.assembly') }]
        : []),
      // spec § 9: warranty 1 year (electrical goods and technology), hose extension up to 3.5 m
      ...(WARRANTY_DEPARTMENTS.has(p.department)
        ? [{ key: 'warranty', label: t('catalog.service.warranty') }]
        : []),
      ...(HOSE_KINDS.has(p.kind) ? [{ key: 'connection', label: t('catalog.service.connection') }] : []),
    ],
    breadcrumbs: [
      ...categoryBreadcrumbs(p.category as CatalogCategoryKey, p.department, shop),
      { label: p.name, url: productPath(p.slug, p.sku, shop.locale) },
    ],
  };
}

/** The GraphQL `Product` of a category tile (the fields a tile has; the rest from defaults). */
export function productOfTile(p: ProductTile, shop: Shop) {
  const price = { amount: p.price, currency: p.currency, oldAmount: p.oldPrice };
  return {
    sku: p.sku,
    productName: p.name,
    description: '',
    brand: { name: p.brand },
    price,
    offer: { price, available: true, maxQuantity: 99 },
    url: productPath(p.slug, p.sku, shop.locale),
    imageId: p.imageId,
    variationDimension: 'NONE',
    colorsHidden: false,
    variations: [],
    quantity: 99,
    energyClass: null,
    tyreLabel: null,
    downloads: [],
    rating: p.ratingCount ? p.rating10 / 10 : null,
    reviewCount: p.ratingCount,
    delivery: { minDays: null, maxDays: null, text: '' },
    availability: { available: true, text: '' },
    services: [],
    breadcrumbs: [],
  };
}
