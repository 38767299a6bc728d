import type { TenantId } from '@sf/contracts';

/**
 * Credit conditions per tenant (docs/decisions/0045-instalment-formulas.md): the terms offered, the
 * nominal yearly rate per term in basis points (999 = 9.99 %), the valid base-price range in cents
 * of the tenant's currency, the payment-pause surcharge in basis points of the base price and the
 * rate protection fee (1.15 % of the open balance per month, spec § 9).
 */
export interface CreditConditions {
  readonly tenant: TenantId;
  readonly currency: 'EUR' | 'CHF';
  /** Terms in months, ascending. */
  readonly terms: readonly number[];
  /** Yearly nominal rate in basis points per term (same keys as `terms`). */
  readonly yearlyRateBp: Readonly<Record<number, number>>;
  readonly minBasePrice: number;
  readonly maxBasePrice: number;
  /** Payment pause: the first instalment is due after this many months. */
  readonly pauseMonths: number;
  /** Payment pause surcharge in basis points of the base price. */
  readonly pauseSurchargeBp: number;
  /** Rate protection: basis points of the open balance per month. */
  readonly rateProtectionBp: number;
}

const EURO_RATES: Readonly<Record<number, number>> = { 6: 0, 12: 999, 18: 999, 24: 1099, 36: 1199, 48: 1299 };

export const CREDIT_CONDITIONS: Readonly<Record<TenantId, CreditConditions>> = {
  DE: {
    tenant: 'DE',
    currency: 'EUR',
    terms: [6, 12, 18, 24, 36, 48],
    yearlyRateBp: EURO_RATES,
    minBasePrice: 10_000,
    maxBasePrice: 1_000_000,
    pauseMonths: 4,
    pauseSurchargeBp: 350,
    rateProtectionBp: 115,
  },
  AT: {
    tenant: 'AT',
    currency: 'EUR',
    terms: [6, 12, 18, 24, 36, 48],
    yearlyRateBp: EURO_RATES,
    minBasePrice: 10_000,
    maxBasePrice: 1_000_000,
    pauseMonths: 4,
    pauseSurchargeBp: 350,
    rateProtectionBp: 115,
  },
  CH: {
    tenant: 'CH',
    currency: 'CHF',
    terms: [6, 12, 24, 36],
    yearlyRateBp: { 6: 0, 12: 950, 24: 995, 36: 995 },
    minBasePrice: 15_000,
    maxBasePrice: 800_000,
    pauseMonths: 4,
    pauseSurchargeBp: 400,
    rateProtectionBp: 115,
  },
  NL: {
    tenant: 'NL',
    currency: 'EUR',
    terms: [6, 12, 24],
    yearlyRateBp: { 6: 0, 12: 800, 24: 900 },
    minBasePrice: 15_000,
    maxBasePrice: 500_000,
    pauseMonths: 4,
    pauseSurchargeBp: 300,
    rateProtectionBp: 115,
  },
};

export function conditionsOf(tenant: TenantId): CreditConditions {
  return CREDIT_CONDITIONS[tenant];
}

/** The term the calculator starts with: 12 months where offered, else the shortest. */
export function defaultTerm(c: CreditConditions): number {
  return c.terms.includes(12) ? 12 : (c.terms[0] ?? 6);
}
