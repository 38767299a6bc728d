import type { Db } from '@sf/data';
import { oldPriceColumn, priceColumn, type Currency } from './catalog-scope';
import type { Language } from './listing';

export interface VariantDetail {
  readonly sku: string;
  readonly colour: string | null;
  readonly colourHex: string | null;
  readonly size: string | null;
  readonly stock: number;
  readonly imageId: string | null;
}

/** Everything the product page shows about one product, in a currency and language. */
export interface ProductDetail {
  readonly sku: string;
  readonly category: string;
  readonly department: string;
  readonly kind: string;
  readonly brand: string;
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  /** The product's name and slug in every language (hreflang alternates). */
  readonly slugs: Readonly<Record<Language, string>>;
  readonly price: number;
  readonly oldPrice: number | null;
  readonly currency: Currency;
  readonly dimension: string;
  readonly coloursHidden: boolean;
  readonly energyClass: string | null;
  readonly tyre: {
    readonly fuel: string;
    readonly wetGrip: string;
    readonly noiseDb: number;
    readonly noiseClass: string;
  } | null;
  readonly downloads: readonly string[];
  readonly delivery: { readonly min: number; readonly max: number } | null;
  readonly ratingCount: number;
  readonly rating10: number;
  readonly imageSeed: number;
  readonly variants: readonly VariantDetail[];
}

/** One product by its 6-digit sku, or null (unknown sku, or not a sku at all). */
export async function findProduct(
  db: Db,
  sku: string,
  opts: { readonly currency: Currency; readonly language: Language },
): Promise<ProductDetail | null> {
  if (!/^\d{6}$/.test(sku)) return null;
  const { rows } = await db.query<{
    sku: string;
    category: string;
    department: string;
    kind: string;
    brand: string;
    price: number;
    old_price: number | null;
    dimension: string;
    colours_hidden: boolean;
    energy_class: string | null;
    tyre_fuel: string | null;
    tyre_wet_grip: string | null;
    tyre_noise_db: number | null;
    tyre_noise_class: string | null;
    downloads: string[];
    delivery_min: number | null;
    delivery_max: number | null;
    rating_count: number;
    rating_sum: number;
    image_seed: number;
  }>(
    `SELECT p.sku, p.category, p.department, p.kind, p.brand, ${priceColumn(opts.currency)} AS price, ${oldPriceColumn(opts.currency)} AS old_price,
            p.dimension, p.colours_hidden, p.energy_class, p.tyre_fuel, p.tyre_wet_grip, p.tyre_noise_db, p.tyre_noise_class, p.downloads,
            p.delivery_min, p.delivery_max, p.rating_count, p.rating_sum, p.image_seed
       FROM products p WHERE p.sku = $1`,
    [sku],
  );
  const p = rows[0];
  if (!p) return null;
  const [texts, variants] = await Promise.all([
    db.query<{ language: Language; name: string; slug: string; description: string }>(
      'SELECT language, name, slug, description FROM product_texts WHERE sku = $1',
      [sku],
    ),
    db.query<{
      sku: string;
      colour: string | null;
      colour_hex: string | null;
      size: string | null;
      stock: number;
      image_id: string | null;
    }>(
      'SELECT sku, colour, colour_hex, size, stock, image_id FROM variants WHERE product_sku = $1 ORDER BY position',
      [sku],
    ),
  ]);
  const text = texts.rows.find((t) => t.language === opts.language) ?? texts.rows[0];
  const slugs = Object.fromEntries(texts.rows.map((t) => [t.language, t.slug])) as Record<Language, string>;
  return {
    sku: p.sku,
    category: p.category,
    department: p.department,
    kind: p.kind,
    brand: p.brand,
    name: text?.name ?? p.sku,
    slug: text?.slug ?? '',
    description: text?.description ?? '',
    slugs,
    price: p.price,
    oldPrice: p.old_price,
    currency: opts.currency,
    dimension: p.dimension,
    coloursHidden: p.colours_hidden,
    energyClass: p.energy_class,
    tyre:
      p.tyre_fuel && p.tyre_wet_grip && p.tyre_noise_db !== null && p.tyre_noise_class
        ? {
            fuel: p.tyre_fuel,
            wetGrip: p.tyre_wet_grip,
            noiseDb: p.tyre_noise_db,
            noiseClass: p.tyre_noise_class,
          }
        : null,
    downloads: p.downloads,
    delivery:
      p.delivery_min !== null && p.delivery_max !== null
        ? { min: p.delivery_min, max: p.delivery_max }
        : null,
    ratingCount: p.rating_count,
    rating10: p.rating_count ? Math.round((p.rating_sum * 10) / p.rating_count) : 0,
    imageSeed: p.image_seed,
    variants: variants.rows.map((v) => ({
      sku: v.sku,
      colour: v.colour,
      colourHex: v.colour_hex,
      size: v.size,
      stock: v.stock,
      imageId: v.image_id,
    })),
  };
}

/** Offer of a variation sku (the basket's price source), in a currency and language. */
export interface OfferRow {
  readonly sku: string;
  readonly productSku: string;
  readonly productName: string;
  readonly slug: string;
  readonly brand: string;
  readonly colour: string | null;
  readonly size: string | null;
  readonly dimension: string;
  readonly price: number;
  readonly oldPrice: number | null;
  readonly stock: number;
  readonly imageId: string | null;
}

/** Offers for up to 100 variation skus; unknown or malformed skus are left out. */
export async function findOffers(
  db: Db,
  skus: readonly string[],
  opts: { readonly currency: Currency; readonly language: Language },
): Promise<OfferRow[]> {
  const wanted = [...new Set(skus.filter((s) => /^\d{8}$/.test(s)))].slice(0, 100);
  if (!wanted.length) return [];
  const { rows } = await db.query<{
    sku: string;
    product_sku: string;
    name: string;
    slug: string;
    brand: string;
    colour: string | null;
    size: string | null;
    dimension: string;
    price: number;
    old_price: number | null;
    stock: number;
    image_id: string | null;
  }>(
    `SELECT v.sku, v.product_sku, t.name, t.slug, p.brand, v.colour, v.size, p.dimension, ${priceColumn(opts.currency)} AS price,
            ${oldPriceColumn(opts.currency)} AS old_price, v.stock, v.image_id
       FROM variants v JOIN products p ON p.sku = v.product_sku
       JOIN product_texts t ON t.sku = p.sku AND t.language = $2
      WHERE v.sku = ANY($1::text[])`,
    [wanted, opts.language],
  );
  const order = new Map(wanted.map((s, i) => [s, i]));
  return rows
    .sort((a, b) => (order.get(a.sku) ?? 0) - (order.get(b.sku) ?? 0))
    .map((r) => ({
      sku: r.sku,
      productSku: r.product_sku,
      productName: r.name,
      slug: r.slug,
      brand: r.brand,
      colour: r.colour,
      size: r.size,
      dimension: r.dimension,
      price: r.price,
      oldPrice: r.old_price,
      stock: r.stock,
      imageId: r.image_id,
    }));
}
