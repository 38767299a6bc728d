import { createRandom, type Random } from './random';
import {
  BRA_BANDS,
  BRA_CUPS,
  PRODUCT_TYPES,
  type DownloadKind,
  type ImageKind,
  type ProductType,
} from './product-types';
import { COLOURS, DESCRIPTIONS, MODELS, REVIEWERS, REVIEWS, slugify } from './words';

/** The three content languages, in this order in every tuple of the seed. */
export const LANGUAGES = ['de', 'fr', 'nl'] as const;

export interface SeedProduct {
  readonly sku: string;
  readonly category: string;
  readonly department: string;
  readonly kind: ImageKind;
  readonly brand: string;
  readonly names: readonly [string, string, string];
  readonly slugs: readonly [string, string, string];
  readonly descriptions: readonly [string, string, string];
  /** Cents. */
  readonly priceEur: number;
  readonly oldPriceEur: number | null;
  readonly priceChf: number;
  readonly oldPriceChf: number | null;
  readonly dimension: ProductType['dimension'];
  readonly coloursHidden: boolean;
  readonly energyClass: string | null;
  readonly tyre: {
    readonly fuel: string;
    readonly wetGrip: string;
    readonly noiseDb: number;
    readonly noiseClass: string;
  } | null;
  readonly downloads: readonly DownloadKind[];
  /** Working days; null = no delivery statement possible (the page shows the fallback). */
  readonly delivery: { readonly min: number; readonly max: number } | null;
  readonly popularity: number;
  /** Newest first: a higher number is newer. */
  readonly novelty: number;
  readonly imageSeed: number;
}

export interface SeedVariant {
  readonly sku: string;
  readonly productSku: string;
  readonly position: number;
  readonly colour: string | null;
  readonly colourHex: string | null;
  readonly size: string | null;
  readonly stock: number;
}

export interface SeedRating {
  readonly productSku: string;
  readonly stars: number;
  readonly title: string;
  readonly text: string;
  readonly author: string;
  readonly language: string;
  /** Days before the seed's reference date. */
  readonly ageDays: number;
}

export interface SeedData {
  readonly products: SeedProduct[];
  readonly variants: SeedVariant[];
  readonly ratings: SeedRating[];
}

const ENERGY = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
const TYRE_CLASSES = ['A', 'B', 'C', 'D', 'E'];

/** A price in cents ending in ,99 (EUR) from whole euros. */
const euroCents = (euros: number) => euros * 100 - 1;
/** CHF price from EUR cents: ×1.08, rounded to 5 Rappen, ending in ,95 (decision 0041). */
export const chfCents = (eurCents: number) => Math.max(95, Math.round((eurCents * 1.08) / 100) * 100 - 5);

function variantsOf(r: Random, type: ProductType, productSku: string): SeedVariant[] {
  const colours =
    type.dimension === 'COLOUR_SIZE' || type.dimension === 'COLOUR' || type.dimension === 'BAND_CUP'
      ? r.some(COLOURS, r.int(1, type.dimension === 'BAND_CUP' ? 2 : 4))
      : [null];
  const sizes =
    type.dimension === 'BAND_CUP'
      ? BRA_BANDS.flatMap((band) => BRA_CUPS.map((cup) => `${band}${cup}`))
      : type.dimension === 'COLOUR_SIZE' || type.dimension === 'SIZE'
        ? (type.sizes ?? [null])
        : [null];
  const out: SeedVariant[] = [];
  for (const colour of colours) {
    for (const size of sizes) {
      const position = out.length + 1;
      out.push({
        sku: `${productSku}${String(position).padStart(2, '0')}`,
        productSku,
        position,
        colour: colour?.key ?? null,
        colourHex: colour?.hex ?? null,
        size,
        stock: r.chance(0.12) ? 0 : r.int(1, 250),
      });
    }
  }
  return out;
}

function ratingsOf(r: Random, productSku: string): SeedRating[] {
  const count = r.chance(0.15) ? r.int(21, 60) : r.int(0, 8);
  const bias = r.int(0, 2); // some products are liked more than others
  return Array.from({ length: count }, () => {
    const stars = Math.max(1, Math.min(5, r.int(2, 5) + (bias === 2 ? 1 : bias === 0 ? -1 : 0)));
    const language = r.int(0, 2);
    const review = REVIEWS[Math.min(REVIEWS.length - 1, 5 - stars)] as (typeof REVIEWS)[number];
    const [title, text] = review[language] as readonly [string, string];
    return {
      productSku,
      stars,
      title,
      text,
      author: r.pick(REVIEWERS),
      language: LANGUAGES[language] as string,
      ageDays: r.int(1, 720),
    };
  });
}

function productOf(r: Random, index: number, type: ProductType): SeedProduct {
  const sku = String(100001 + index);
  const brand = r.pick(type.brands);
  const model = r.pick(MODELS);
  const names = [
    `${type.noun[0]} „${model}“`,
    `${type.noun[1]} « ${model} »`,
    `${type.noun[2]} „${model}”`,
  ] as const;
  const euros = r.int(type.price[0], type.price[1]);
  // every fourth product is reduced (4 and the number of types share no factor: each category has some)
  const reduced = index % 4 === 1;
  const oldEuros = reduced ? Math.round(euros * (1 + r.int(10, 50) / 100)) : null;
  const fill = (s: string, lang: number) =>
    s
      .replace('{noun}', type.noun[lang] ?? '')
      .replace('{brand}', brand)
      .replace('{model}', model);
  const descriptions = [0, 1, 2].map((lang) =>
    DESCRIPTIONS.map((d) => fill(d[lang] ?? '', lang)).join(' '),
  ) as unknown as [string, string, string];
  const priceEur = euroCents(euros);
  const oldPriceEur = oldEuros === null ? null : euroCents(oldEuros);
  const tyre = type.tyre
    ? {
        fuel: r.pick(TYRE_CLASSES),
        wetGrip: r.pick(TYRE_CLASSES),
        noiseDb: r.int(67, 74),
        noiseClass: r.pick(['A', 'B', 'C']),
      }
    : null;
  return {
    sku,
    category: type.category,
    department: type.department,
    kind: type.kind,
    brand,
    names,
    slugs: [
      slugify(`${brand} ${names[0]}`),
      slugify(`${brand} ${names[1]}`),
      slugify(`${brand} ${names[2]}`),
    ],
    descriptions,
    priceEur,
    oldPriceEur,
    priceChf: chfCents(priceEur),
    oldPriceChf: oldPriceEur === null ? null : chfCents(oldPriceEur),
    dimension: type.dimension,
    coloursHidden: type.dimension === 'COLOUR_SIZE' && r.chance(0.05),
    energyClass: type.energy ? r.pick(ENERGY) : null,
    tyre,
    downloads: type.downloads ?? [],
    delivery: r.chance(0.04)
      ? null
      : (() => {
          const min = r.int(1, 5);
          return { min, max: min + r.int(1, 4) };
        })(),
    popularity: r.int(0, 100000),
    novelty: r.int(0, 1000000),
    imageSeed: r.int(0, 0x7fffffff),
  };
}

/**
 * The catalog's seed data for `count` products: the same count and seed give the same data.
 * Product i belongs to leaf category i mod (number of types), so every category has products
 * once count ≥ the number of types (51).
 */
export function generateCatalog(count: number, seed = 7): SeedData {
  const r = createRandom(seed);
  const products: SeedProduct[] = [];
  const variants: SeedVariant[] = [];
  const ratings: SeedRating[] = [];
  for (let i = 0; i < count; i++) {
    const type = PRODUCT_TYPES[i % PRODUCT_TYPES.length] as ProductType;
    const product = productOf(r, i, type);
    products.push(product);
    variants.push(...variantsOf(r, type, product.sku));
    ratings.push(...ratingsOf(r, product.sku));
  }
  return { products, variants, ratings };
}
