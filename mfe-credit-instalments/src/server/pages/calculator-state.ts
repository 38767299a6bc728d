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
 * the default; an amount that is no number shows the fallback text.
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
  const valid = price !== undefined && price !== null && price <= MAX_PRICE_CENTS;
  const figures = valid ? computeInstalments(price, term, pause, c) : null;
  return {
    page: 'calculator',
    options: optionsOf(c),
    amount: valid ? amountField(price) : (amountParam ?? ''),
    term,
    pause,
    figures,
    failed: asked && figures === null,
  };
}
