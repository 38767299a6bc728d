/** What the seed knows about a picture to draw (contract: catalog-contracts §1). */
export type ImageKind =
  | 'dress'
  | 'blouse'
  | 'trousers'
  | 'jeans'
  | 'jacket'
  | 'bra'
  | 'lingerie'
  | 'shoes'
  | 'shirt'
  | 't-shirt'
  | 'kids'
  | 'baby'
  | 'sofa'
  | 'armchair'
  | 'coffee-table'
  | 'wall-unit'
  | 'bed'
  | 'mattress'
  | 'wardrobe'
  | 'kitchen'
  | 'dining-table'
  | 'chair'
  | 'bedding'
  | 'curtain'
  | 'rug'
  | 'washing-machine'
  | 'dryer'
  | 'fridge'
  | 'dishwasher'
  | 'coffee-machine'
  | 'food-processor'
  | 'air-fryer'
  | 'vacuum'
  | 'robot-vacuum'
  | 'tv'
  | 'soundbar'
  | 'headphones'
  | 'laptop'
  | 'tablet'
  | 'monitor'
  | 'smartphone'
  | 'smartwatch'
  | 'console'
  | 'tyre';

/** One picture to draw: the product kind, its variant colour, a seed for small variations, the view. */
export interface ImageSpec {
  readonly kind: ImageKind;
  /** `#rrggbb`, the variant colour: a red dress is drawn red. */
  readonly colour: string;
  /** 32-bit, varies details deterministically. */
  readonly seed: number;
  /** 0 = main picture, 1..3 = further gallery views (detail, side, back). */
  readonly view: number;
}

/** Output formats of the transform endpoint. */
export type ImageFormat = 'avif' | 'webp' | 'jpeg';
