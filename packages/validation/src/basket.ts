/**
 * `@sf/validation/basket`: the buy box's rules alone (a few hundred bytes), for a browser entry that
 * needs nothing else of this package: the shared `@sf/validation` entry brings every rule and
 * ibantools (about 8 KB compressed) with it, which a product page's first intent should not pay for
 * (decision 0175). The same functions as the main entry exports.
 */
export { parseQuantity, QUANTITY_MAX } from './rules/quantity';
export { validateVariantSelected } from './rules/misc';
