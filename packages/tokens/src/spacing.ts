/** Spacing scale: one unit is 0.5rem (spec section 9). */

/** One spacing unit in rem. */
export const SPACING_UNIT_REM = 0.5;

/** Spacing helper type: one to four multipliers, like CSS shorthand (top, right, bottom, left). */
export type Spacing = {
  (a: number): string;
  (a: number, b: number): string;
  (a: number, b: number, c: number): string;
  (a: number, b: number, c: number, d: number): string;
};

const one = (n: number): string => {
  if (!Number.isFinite(n)) throw new Error(`spacing: not a finite number: ${n}`);
  return n === 0 ? '0' : `${+(n * SPACING_UNIT_REM).toFixed(4)}rem`;
};

/**
 * Multiples of the 0.5rem unit as CSS lengths, so all gaps come from one scale.
 * @example spacing(2) // '1rem';  spacing(1, 2) // '0.5rem 1rem'
 */
export const spacing: Spacing = (...n: number[]) => n.map(one).join(' ');
