import { BASKET_LIMITS } from '../../shared/constants';

/** Variation skus: letters, digits, `.`, `_`, `-`, 1–64 characters, starting with a letter or digit. */
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The sku if it is one, else null (refused before the catalog is asked). */
export function checkSku(value: unknown): string | null {
  return typeof value === 'string' && value.length <= BASKET_LIMITS.maxSkuLength && SKU.test(value)
    ? value
    : null;
}

/** A quantity 1..99 as a safe integer, else null (negative, zero, huge, fractional, not a number). */
export function checkQuantity(value: unknown): number | null {
  return typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= 1 &&
    value <= BASKET_LIMITS.maxQuantity
    ? value
    : null;
}
