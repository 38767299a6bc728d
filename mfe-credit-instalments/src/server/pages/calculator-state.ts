import type { TenantId } from '@sf/contracts';
import { amountField, parseAmount } from '../../shared/amount';
import type { CalculatorOptions, CalculatorState } from '../../shared/state';
import { conditionsOf, defaultTerm, type CreditConditions } from '../domain/conditions';
import { computeInstalments } from '../domain/formulas';
import { MAX_PRICE_CENTS } from '../calculate-input';

export function optionsOf(c: CreditConditions): CalculatorOptions {
  return {
    currency: c.currency,
    terms: c.terms,
    minBasePrice: c.minBasePrice,
    maxBasePrice: c.maxBasePrice,
    pauseMonths: c.pauseMonths,
    pauseSurchargeBp: c.pauseSurchargeBp,
  };
}

/**
 * The calculator's state from a query: `price` (cents, from the widget's link) or `amount` (the
 * form's field in currency units), `term`, `pause`. A term the tenant does not offer falls back to
 * the default; an empty amount or one that is no number is marked on the field (`amountError`), one
 * above the largest the API reads is computed with the tenant's maximum and its notice.
 */
export function calculatorState(tenant: TenantId, query: URLSearchParams): CalculatorState {
  const c = conditionsOf(tenant);
  const termAsked = Number(query.get('term'));
  const term = c.terms.includes(termAsked) ? termAsked : defaultTerm(c);
  const pause = query.get('pause') === '1' || query.get('pause') === 'on';
  const priceParam = query.get('price');
  const amountParam = query.get('amount');
  const price =
    priceParam !== null && /^\d{1,12}$/.test(priceParam)
      ? Number(priceParam)
      : amountParam !== null
        ? parseAmount(amountParam)
        : undefined;
  const asked = priceParam !== null || amountParam !== null;
  // an amount beyond any tenant's maximum is computed with the maximum, with the notice (spec §5)
  const valid = price !== undefined && price !== null;
  const figures = valid ? computeInstalments(Math.min(price, MAX_PRICE_CENTS), term, pause, c) : null;
  const amountError =
    priceParam === null && amountParam !== null && !valid
      ? amountParam.trim() === ''
        ? ('missing' as const)
        : ('invalid' as const)
      : undefined;
  return {
    page: 'calculator',
    options: optionsOf(c),
    amount: valid ? amountField(Math.min(price, MAX_PRICE_CENTS)) : (amountParam ?? ''),
    term,
    pause,
    figures,
    failed: asked && !amountError && figures === null,
    ...(amountError ? { amountError } : {}),
  };
}
