import { specImageId, type ImageSpec } from '../images';
import type { SeedData } from './generate';

/** Finishes of products that come in no colour option (appliances, technology, tyres). */
const FINISHES = ['#37474f', '#8d99a6', '#263238', '#b71c1c', '#1e4a5e'] as const;

/** A picture of the catalog: its id (the spec's id) and the spec the first request draws it from. */
export interface PictureRow {
  readonly id: string;
  readonly spec: ImageSpec;
}

/**
 * The picture of each variant (one per product colour: a red dress is drawn red; a product without
 * colours gets a finish chosen by its seed) and the rows of the `images` table that let the image
 * endpoint draw it on first request. Nothing is drawn here: a seed of 10,000 products stays seconds.
 */
export function pictureSpecs(data: SeedData): { byVariant: Map<string, string>; rows: PictureRow[] } {
  const products = new Map(data.products.map((p) => [p.sku, p]));
  const byVariant = new Map<string, string>();
  const rows = new Map<string, PictureRow>();
  for (const v of data.variants) {
    const product = products.get(v.productSku);
    if (!product) continue;
    const colour = v.colourHex ?? FINISHES[Math.abs(product.imageSeed) % FINISHES.length]!;
    const spec: ImageSpec = { kind: product.kind, colour, seed: product.imageSeed, view: 0 };
    const id = specImageId(spec);
    byVariant.set(v.sku, id);
    if (!rows.has(id)) rows.set(id, { id, spec });
  }
  return { byVariant, rows: [...rows.values()] };
}
