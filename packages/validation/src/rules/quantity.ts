/** The largest quantity of one item the shop takes in one line, whatever the stock. */
export const QUANTITY_MAX = 99;

/**
 * The quantity rule of the buy box, the basket and their APIs (one rule for browser and server): a
 * whole number from 1 to `max` (at most {@link QUANTITY_MAX}; a stock of 0 still allows 1, the
 * basket refuses what is not there), given as a number or as the one or two digits a form sends.
 * Returns the number, or `null` for anything else (empty, 0, negative, fractional, "1e1", " 2").
 * @example parseQuantity('3', 5) // 3
 * @example parseQuantity('6', 5) // null
 */
export function parseQuantity(value: unknown, max: number = QUANTITY_MAX): number | null {
  const limit = Math.min(QUANTITY_MAX, Math.max(1, Math.floor(max)));
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,2}$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= limit ? n : null;
}
