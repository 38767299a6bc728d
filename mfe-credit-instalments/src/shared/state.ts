import type { FlexikontoOverview } from '../server/domain/accounts';
import type { InstalmentFigures } from '../server/domain/formulas';

/** Terms and bounds the calculator offers (from the tenant's conditions). */
export interface CalculatorOptions {
  readonly currency: 'EUR' | 'CHF';
  readonly terms: readonly number[];
  readonly minBasePrice: number;
  readonly maxBasePrice: number;
  readonly pauseMonths: number;
  readonly pauseSurchargeBp: number;
}

export interface CalculatorState {
  readonly page: 'calculator';
  readonly options: CalculatorOptions;
  /** The price field as entered (currency units, e.g. "999,00"). */
  readonly amount: string;
  readonly term: number;
  readonly pause: boolean;
  /** Null: nothing asked yet, or the calculator could not compute (fallback text when `failed`). */
  readonly figures: InstalmentFigures | null;
  readonly failed: boolean;
  /** Why the price field was refused: empty, or not an amount ("abc", "-5"); the field says so, not the fallback. */
  readonly amountError?: 'missing' | 'invalid';
}

export interface FlexikontoState {
  readonly page: 'flexikonto' | 'rate-protection';
  readonly loggedIn: boolean;
  readonly loginPath: string;
  readonly overview: FlexikontoOverview | null;
  /** The account domain's ledger could not be read: a notice instead of the overview (decision 0092). */
  readonly unavailable: boolean;
  /** Rate protection page: after the order (`?ordered=1`) or a refused post (`?error=terms`). */
  readonly ordered: boolean;
  readonly error: 'terms' | 'message' | null;
  /** Update of an existing protection (`/kasse/ratenschutz-aktualisierung`, `?kind=update`). */
  readonly update: boolean;
  /** The Flexikonto after joining or leaving the advantage club (`?club=joined|left`, decision 0186). */
  readonly club?: 'joined' | 'left' | null;
  /** The shop offers the payment pause (decision 0160): the club names it among its advantages. */
  readonly pauseOffered?: boolean;
}

export type CreditState = CalculatorState | FlexikontoState;

export function isCreditState(value: unknown): value is CreditState {
  if (typeof value !== 'object' || value === null) return false;
  const page = (value as { page?: unknown }).page;
  return page === 'calculator' || page === 'flexikonto' || page === 'rate-protection';
}
