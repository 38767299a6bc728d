import type { CreditConditions } from './conditions';

/** Why the base price differs from the price asked for. */
export type PriceNotice = 'belowMinimum' | 'aboveMaximum' | null;

/** The calculator's figures, all money in integer cents (docs/decisions/0045-instalment-formulas.md). */
export interface InstalmentFigures {
  /** The price asked for, before the clamp. */
  readonly requestedPrice: number;
  readonly basePrice: number;
  readonly notice: PriceNotice;
  readonly term: number;
  readonly firstInstallment: number;
  readonly monthlyInstallment: number;
  readonly lastInstallment: number;
  readonly overallPrice: number;
  /** Interest: overallPrice − basePrice − (paymentPause ? paymentPauseSurcharge : 0). */
  readonly installmentSurcharge: number;
  readonly yearlyRateBp: number;
  /** yearly rate / 100 % (0.0999 for 9.99 %). */
  readonly yearlyInterestFactor: number;
  /** yearlyInterestFactor / 12. */
  readonly monthlyInterestFactor: number;
  readonly paymentPause: boolean;
  readonly pauseMonths: number;
  /** round(basePrice × pauseSurchargeBp / 10 000), shown whether or not the pause is chosen. */
  readonly paymentPauseSurcharge: number;
  readonly paymentPauseSurchargeBp: number;
}

/** Half-up rounding of a non-negative amount to whole cents (a 1e-9 guard against binary noise). */
export function roundHalfUp(value: number): number {
  return Math.floor(value + 0.5 + 1e-9);
}

/** The base price clamped into the tenant's [min, max] range, with the notice saying why. */
export function clampBasePrice(
  price: number,
  c: CreditConditions,
): { basePrice: number; notice: PriceNotice } {
  if (price < c.minBasePrice) return { basePrice: c.minBasePrice, notice: 'belowMinimum' };
  if (price > c.maxBasePrice) return { basePrice: c.maxBasePrice, notice: 'aboveMaximum' };
  return { basePrice: price, notice: null };
}

/**
 * The exact (unrounded) annuity of `principal` cents over `term` months at the monthly factor `q`:
 * principal × q / (1 − (1 + q)^−term), or principal / term when q = 0.
 */
export function exactAnnuity(principal: number, term: number, q: number): number {
  if (q === 0) return principal / term;
  return (principal * q) / (1 - Math.pow(1 + q, -term));
}

/**
 * The figures for a price, term and payment-pause choice under a tenant's conditions; null when the
 * term is not offered (the caller shows the calculator's fallback text).
 *
 * 1. basePrice = the price clamped into [minBasePrice, maxBasePrice] (notice when it moved).
 * 2. monthlyInstallment = roundHalfUp(exactAnnuity(basePrice, term, yearlyRate / 12)).
 * 3. installmentSurcharge = roundHalfUp(term × exactAnnuity) − basePrice (the interest).
 * 4. paymentPauseSurcharge = roundHalfUp(basePrice × pauseSurchargeBp / 10 000); added to the
 *    overall price and to the first instalment only when the pause is chosen.
 * 5. overallPrice = basePrice + installmentSurcharge (+ paymentPauseSurcharge).
 * 6. the last instalment absorbs the rounding difference: lastInstallment = basePrice +
 *    installmentSurcharge − (term − 1) × monthlyInstallment; firstInstallment = monthlyInstallment
 *    (+ paymentPauseSurcharge with the pause).
 */
export function computeInstalments(
  price: number,
  term: number,
  paymentPause: boolean,
  c: CreditConditions,
): InstalmentFigures | null {
  const yearlyRateBp = c.yearlyRateBp[term];
  if (yearlyRateBp === undefined || !c.terms.includes(term) || !Number.isSafeInteger(price) || price < 0)
    return null;
  const { basePrice, notice } = clampBasePrice(price, c);
  const yearlyInterestFactor = yearlyRateBp / 10_000;
  const monthlyInterestFactor = yearlyInterestFactor / 12;
  const annuity = exactAnnuity(basePrice, term, monthlyInterestFactor);
  const monthlyInstallment = roundHalfUp(annuity);
  const installmentSurcharge = Math.max(0, roundHalfUp(annuity * term) - basePrice);
  const paymentPauseSurcharge = roundHalfUp((basePrice * c.pauseSurchargeBp) / 10_000);
  const pause = paymentPause ? paymentPauseSurcharge : 0;
  const credit = basePrice + installmentSurcharge;
  const lastInstallment = credit - (term - 1) * monthlyInstallment;
  return {
    requestedPrice: price,
    basePrice,
    notice,
    term,
    firstInstallment: monthlyInstallment + pause,
    monthlyInstallment,
    lastInstallment,
    overallPrice: credit + pause,
    installmentSurcharge,
    yearlyRateBp,
    yearlyInterestFactor,
    monthlyInterestFactor,
    paymentPause,
    pauseMonths: c.pauseMonths,
    paymentPauseSurcharge,
    paymentPauseSurchargeBp: c.pauseSurchargeBp,
  };
}

/** The instalment plan as a list (first, the middle ones, last): what the sum property checks. */
export function instalmentList(f: InstalmentFigures): number[] {
  const middle: number[] = Array.from({ length: Math.max(0, f.term - 2) }, () => f.monthlyInstallment);
  return f.term === 1 ? [f.overallPrice] : [f.firstInstallment, ...middle, f.lastInstallment];
}

/** Rate protection: 1.15 % of the open balance per month, rounded half-up to cents. */
export function rateProtectionFee(openBalance: number, c: CreditConditions): number {
  return roundHalfUp((Math.max(0, openBalance) * c.rateProtectionBp) / 10_000);
}
