import { isTenantId, type TenantId } from '@sf/contracts';
import { conditionsOf, defaultTerm, type CreditConditions } from './domain/conditions';
import { computeInstalments, type InstalmentFigures } from './domain/formulas';

/** Largest price the API reads (cents): beyond any tenant's maximum, so the clamp notice shows. */
export const MAX_PRICE_CENTS = 100_000_000;

export type CalculateInput =
  | { readonly ok: true; readonly conditions: CreditConditions; readonly figures: InstalmentFigures }
  | { readonly ok: false; readonly field: 'price' | 'term' | 'tenant' };

const INTEGER = /^\d{1,12}$/;

/** The tenant of the request: `x-sf-tenant` (set by the edge), else `DE` for direct calls in development. */
export function tenantOf(headers: Headers): TenantId | null {
  const tenant = headers.get('x-sf-tenant') ?? 'DE';
  return isTenantId(tenant) ? tenant : null;
}

/**
 * Reads `price` (integer cents, up to 12 digits; above 100 000 000 computed as that), `term` (a term the tenant offers; default 12 or the
 * shortest) and `pause` (`1`/`true`/`on`) and computes the figures; which field is wrong otherwise.
 */
export function calculateFrom(
  tenant: TenantId | null,
  params: { price?: unknown; term?: unknown; pause?: unknown },
): CalculateInput {
  if (!tenant) return { ok: false, field: 'tenant' };
  const conditions = conditionsOf(tenant);
  const price = typeof params.price === 'string' && INTEGER.test(params.price) ? Number(params.price) : NaN;
  if (!Number.isSafeInteger(price)) return { ok: false, field: 'price' };
  const termText =
    params.term === undefined || params.term === '' ? String(defaultTerm(conditions)) : params.term;
  const term = typeof termText === 'string' && /^\d{1,3}$/.test(termText) ? Number(termText) : NaN;
  const pause = params.pause === '1' || params.pause === 'true' || params.pause === 'on';
  // beyond any tenant's maximum: computed with the maximum and its notice (spec §5), never refused
  const figures = Number.isInteger(term)
    ? computeInstalments(Math.min(price, MAX_PRICE_CENTS), term, pause, conditions)
    : null;
  if (!figures) return { ok: false, field: 'term' };
  return { ok: true, conditions, figures };
}

/** The conditions as the API shows them (terms, rates, bounds, pause and rate protection). */
export function conditionsView(c: CreditConditions) {
  return {
    tenant: c.tenant,
    currency: c.currency,
    terms: c.terms.map((term) => ({ term, yearlyRateBp: c.yearlyRateBp[term] ?? 0 })),
    defaultTerm: defaultTerm(c),
    minBasePrice: c.minBasePrice,
    maxBasePrice: c.maxBasePrice,
    pauseMonths: c.pauseMonths,
    pauseSurchargeBp: c.pauseSurchargeBp,
    rateProtectionBp: c.rateProtectionBp,
  };
}
