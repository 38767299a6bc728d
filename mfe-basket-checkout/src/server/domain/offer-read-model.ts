import { LOCALES, type Locale } from '@sf/contracts';
import type { Db } from '@sf/data';
import { languageOf, productPath } from '@sf/i18n';
import type { FeedWriter } from '@sf/server-kit';
import { currencyOf } from './basket-view';
import type { CatalogOffer, ShopperContext } from './catalog-offers';

type Language = 'de' | 'fr' | 'nl';
const LANGUAGES: readonly Language[] = ['de', 'fr', 'nl'];

/** One variation of a product as the catalog's feed publishes it (decision 0220). */
export interface OfferFeedVariation {
  readonly sku: string;
  readonly labels: Readonly<Record<Locale, string | null>>;
  readonly maxQuantity: number;
  readonly imageId: string | null;
}

/** What the basket keeps of a product of the catalog's feed (`GET /api/catalog/feed`): the rest is search's. */
export interface OfferFeedProduct {
  readonly sku: string;
  readonly version: string;
  readonly brand: string;
  readonly texts: Readonly<Record<Language, { readonly name: string; readonly slug: string }>>;
  readonly prices: { readonly EUR: number; readonly CHF: number };
  readonly oldPrices: { readonly EUR: number | null; readonly CHF: number | null };
  readonly variations: readonly OfferFeedVariation[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCents = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
const isOldCents = (v: unknown) => v === null || v === undefined || isCents(v);

function isVariation(v: unknown): v is OfferFeedVariation {
  if (!isRecord(v) || !isRecord(v['labels'])) return false;
  const labels = v['labels'];
  const max = v['maxQuantity'];
  return (
    typeof v['sku'] === 'string' &&
    /^[0-9]{1,12}$/.test(v['sku']) &&
    LOCALES.every((l) => labels[l] === null || typeof labels[l] === 'string') &&
    Number.isInteger(max) &&
    (max as number) >= 0 &&
    (max as number) <= 99 &&
    (v['imageId'] === null || typeof v['imageId'] === 'string')
  );
}

/** Whether a feed entry has what a basket line needs (a malformed one is skipped, never kept). */
export function isOfferFeedProduct(v: unknown): v is OfferFeedProduct {
  if (!isRecord(v)) return false;
  const { texts, prices, oldPrices, variations } = v;
  return (
    typeof v['sku'] === 'string' &&
    /^[0-9]{1,8}$/.test(v['sku']) &&
    typeof v['version'] === 'string' &&
    typeof v['brand'] === 'string' &&
    isRecord(texts) &&
    LANGUAGES.every((l) => {
      const t = texts[l];
      return isRecord(t) && typeof t['name'] === 'string' && typeof t['slug'] === 'string';
    }) &&
    isRecord(prices) &&
    isCents(prices['EUR']) &&
    isCents(prices['CHF']) &&
    isRecord(oldPrices) &&
    isOldCents(oldPrices['EUR']) &&
    isOldCents(oldPrices['CHF']) &&
    Array.isArray(variations) &&
    variations.every(isVariation)
  );
}

/**
 * The basket's offers as the feed follower writes them (server-kit's `FeedWriter`): a product and
 * its variations replaced together in one transaction, one statement a table for a whole page.
 */
export function createOfferWriter(db: Db): FeedWriter<OfferFeedProduct> {
  return {
    async upsert(products) {
      const rows = products.map((p) => ({
        sku: p.sku,
        version: p.version,
        brand: p.brand,
        price_eur: p.prices.EUR,
        price_chf: p.prices.CHF,
        old_price_eur: p.oldPrices.EUR ?? null,
        old_price_chf: p.oldPrices.CHF ?? null,
        names: Object.fromEntries(LANGUAGES.map((l) => [l, p.texts[l].name])),
        slugs: Object.fromEntries(LANGUAGES.map((l) => [l, p.texts[l].slug])),
      }));
      const variations = products.flatMap((p) =>
        p.variations.map((v, position) => ({
          sku: v.sku,
          product_sku: p.sku,
          position,
          labels: v.labels,
          max_quantity: v.maxQuantity,
          image_id: v.imageId,
        })),
      );
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO offer_products (sku, version, brand, price_eur, price_chf, old_price_eur, old_price_chf, names, slugs)
           SELECT sku, version, brand, price_eur, price_chf, old_price_eur, old_price_chf, names, slugs
             FROM jsonb_to_recordset($1::jsonb) AS r(sku text, version text, brand text, price_eur integer,
                  price_chf integer, old_price_eur integer, old_price_chf integer, names jsonb, slugs jsonb)
           ON CONFLICT (sku) DO UPDATE SET version = EXCLUDED.version, brand = EXCLUDED.brand,
             price_eur = EXCLUDED.price_eur, price_chf = EXCLUDED.price_chf, old_price_eur = EXCLUDED.old_price_eur,
             old_price_chf = EXCLUDED.old_price_chf, names = EXCLUDED.names, slugs = EXCLUDED.slugs, synced_at = now()`,
          [JSON.stringify(rows)],
        );
        // a variation may have moved to another product: it is replaced wherever it was
        await tx.query(
          'DELETE FROM offer_variations WHERE product_sku = ANY($1::text[]) OR sku = ANY($2::text[])',
          [rows.map((r) => r.sku), variations.map((v) => v.sku)],
        );
        if (variations.length)
          await tx.query(
            `INSERT INTO offer_variations (sku, product_sku, position, labels, max_quantity, image_id)
             SELECT sku, product_sku, position, labels, max_quantity, image_id
               FROM jsonb_to_recordset($1::jsonb) AS r(sku text, product_sku text, position smallint,
                    labels jsonb, max_quantity integer, image_id text)`,
            [JSON.stringify(variations)],
          );
      });
    },
    async remove(skus) {
      if (!skus.length) return 0;
      const { rows } = await db.query<{ n: number }>(
        'WITH gone AS (DELETE FROM offer_products WHERE sku = ANY($1::text[]) RETURNING 1) SELECT count(*)::int AS n FROM gone',
        [skus],
      );
      return rows[0]?.n ?? 0;
    },
    async versions() {
      const { rows } = await db.query<{ sku: string; version: string }>(
        'SELECT sku, version FROM offer_products',
      );
      return new Map(rows.map((r) => [r.sku, r.version]));
    },
    async refresh() {
      // nothing derives from all offers
    },
    async clear() {
      await db.query('DELETE FROM offer_products');
    },
  };
}

type OfferRow = {
  sku: string;
  product_sku: string;
  brand: string;
  price_eur: number;
  price_chf: number;
  old_price_eur: number | null;
  old_price_chf: number | null;
  names: Record<string, string> | string;
  slugs: Record<string, string> | string;
  labels: Record<string, string | null> | string;
  max_quantity: number;
  image_id: string | null;
};

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** A row of the read model as the shopper's shop sees it: the same offer the catalog's `catalogOffers` gives. */
function offerOfRow(r: OfferRow, shopper: ShopperContext): CatalogOffer {
  const currency = currencyOf(shopper.tenant);
  const chf = currency === 'CHF';
  const language = languageOf(shopper.locale);
  return {
    sku: r.sku,
    productSku: r.product_sku,
    productName: json(r.names)[language] ?? '',
    brand: r.brand,
    variantLabel: json(r.labels)[shopper.locale] ?? null,
    price: {
      amount: chf ? r.price_chf : r.price_eur,
      currency,
      oldAmount: chf ? r.old_price_chf : r.old_price_eur,
    },
    available: r.max_quantity > 0,
    maxQuantity: r.max_quantity,
    imageId: r.image_id,
    url: productPath(json(r.slugs)[language] ?? '', r.product_sku, shopper.locale),
  };
}

/** The offers of `skus` the read model holds, in the shopper's shop (one indexed query). */
export async function readOffers(
  db: Db,
  skus: readonly string[],
  shopper: ShopperContext,
): Promise<Map<string, CatalogOffer>> {
  if (!skus.length) return new Map();
  const { rows } = await db.query<OfferRow>(
    `SELECT v.sku, v.product_sku, p.brand, p.price_eur, p.price_chf, p.old_price_eur, p.old_price_chf,
            p.names, p.slugs, v.labels, v.max_quantity, v.image_id
       FROM offer_variations v JOIN offer_products p ON p.sku = v.product_sku
      WHERE v.sku = ANY($1::text[])`,
    [[...new Set(skus)]],
  );
  return new Map(rows.map((r) => [r.sku, offerOfRow(r, shopper)]));
}

/** The variation skus of a product the read model holds, in the product page's order; null when it holds none. */
export async function readVariations(db: Db, productSku: string): Promise<readonly string[] | null> {
  const { rows } = await db.query<{ sku: string }>(
    'SELECT sku FROM offer_variations WHERE product_sku = $1 ORDER BY position',
    [productSku],
  );
  return rows.length ? rows.map((r) => r.sku) : null;
}
