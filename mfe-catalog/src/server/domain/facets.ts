import type { Db } from '@sf/data';
import { CATALOG_CATEGORIES, type CatalogCategoryKey } from '../../categories';
import { categoryCondition, priceColumn, type Currency } from './catalog-scope';

/** The filter values a category offers, with how many products have each. */
export interface Facets {
  readonly brands: readonly { readonly value: string; readonly count: number }[];
  readonly colours: readonly { readonly value: string; readonly hex: string; readonly count: number }[];
  readonly sizes: readonly { readonly value: string; readonly count: number }[];
  readonly energy: readonly { readonly value: string; readonly count: number }[];
  /** Whole currency units; null for an empty category. */
  readonly priceMin: number | null;
  readonly priceMax: number | null;
}

/** At most (categories × currencies) entries: a plain map with an expiry is enough. */
const cache = new Map<string, { readonly at: number; readonly facets: Promise<Facets> }>();
/** The catalog changes only by seed runs: ten minutes keeps facets fresh enough. */
const TTL_MS = 600_000;

/** Size order for the filter: numbers by value, then the rest as written. */
const sizeOrder = (a: string, b: string) => {
  const na = parseFloat(a.replace(/^W/, ''));
  const nb = parseFloat(b.replace(/^W/, ''));
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  return a.localeCompare(b);
};
const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

async function loadFacets(db: Db, key: CatalogCategoryKey, currency: Currency): Promise<Facets> {
  const params: unknown[] = [];
  const where = categoryCondition(key, params);
  const [brands, colours, sizes, energy, range] = await Promise.all([
    db.query<{ value: string; count: number }>(
      `SELECT p.brand AS value, count(*)::int AS count FROM products p WHERE ${where} GROUP BY p.brand ORDER BY p.brand`,
      params,
    ),
    db.query<{ value: string; hex: string; count: number }>(
      `SELECT v.colour AS value, min(v.colour_hex) AS hex, count(DISTINCT p.sku)::int AS count FROM products p JOIN variants v ON v.product_sku = p.sku
        WHERE ${where} AND v.colour IS NOT NULL AND NOT p.colours_hidden GROUP BY v.colour ORDER BY count DESC, v.colour`,
      params,
    ),
    db.query<{ value: string; count: number }>(
      `SELECT v.size AS value, count(DISTINCT p.sku)::int AS count FROM products p JOIN variants v ON v.product_sku = p.sku
        WHERE ${where} AND v.size IS NOT NULL GROUP BY v.size`,
      params,
    ),
    db.query<{ value: string; count: number }>(
      `SELECT p.energy_class AS value, count(*)::int AS count FROM products p WHERE ${where} AND p.energy_class IS NOT NULL GROUP BY p.energy_class ORDER BY p.energy_class`,
      params,
    ),
    db.query<{ lo: number | null; hi: number | null }>(
      `SELECT min(${priceColumn(currency)}) AS lo, max(${priceColumn(currency)}) AS hi FROM products p WHERE ${where}`,
      params,
    ),
  ]);
  const r = range.rows[0];
  const sortedSizes = [...sizes.rows].sort((a, b) => {
    const la = LETTER_SIZES.indexOf(a.value);
    const lb = LETTER_SIZES.indexOf(b.value);
    return la >= 0 && lb >= 0 ? la - lb : sizeOrder(a.value, b.value);
  });
  return {
    brands: brands.rows,
    colours: colours.rows,
    sizes: sortedSizes.length > 40 ? [] : sortedSizes,
    energy: energy.rows,
    priceMin: r?.lo == null ? null : Math.floor(r.lo / 100),
    priceMax: r?.hi == null ? null : Math.ceil(r.hi / 100),
  };
}

/** The facets of a category in a currency (cached per process for a minute: the catalog changes by seed runs). */
export function categoryFacets(db: Db, key: CatalogCategoryKey, currency: Currency): Promise<Facets> {
  const id = `${db.schema}:${key}:${currency}`;
  const now = Date.now();
  const hit = cache.get(id);
  if (hit && now - hit.at < TTL_MS) return hit.facets;
  const facets = loadFacets(db, key, currency);
  facets.catch(() => cache.delete(id));
  cache.set(id, { at: now, facets });
  return facets;
}

/** Forgets cached facets (tests, after a seed in the same process). */
export function clearFacetCache(): void {
  cache.clear();
}

/**
 * Computes the facets of every category in both currencies, one after the other (server start).
 * Each step yields to the event loop first: an embedded database answers in microtasks, so without
 * it the whole warm-up would run before the server's first request (its health check included).
 */
export async function warmFacets(db: Db): Promise<void> {
  for (const { key } of CATALOG_CATEGORIES) {
    for (const currency of ['EUR', 'CHF'] as const) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await categoryFacets(db, key, currency);
    }
  }
}
