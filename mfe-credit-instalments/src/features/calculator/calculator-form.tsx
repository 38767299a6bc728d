import type { Locale } from '@sf/contracts';
import type { ChangeEvent, ReactElement } from 'react';
import { formatPercent } from '../../shared/format';
import type { Translate } from '../../shared/messages';
import type { CalculatorOptions } from '../../shared/state';

export interface CalculatorFormProps {
  readonly options: CalculatorOptions;
  readonly locale: Locale;
  readonly t: Translate;
  /** Where the form goes without JavaScript (the calculator page). */
  readonly action: string;
  /** The price field (page) or a fixed price in cents (modal: hidden field). */
  readonly amount?: string;
  readonly price?: number;
  /** The amount field refused: empty or not an amount (its message under the field). */
  readonly amountError?: 'missing' | 'invalid';
  readonly term: number;
  readonly pause: boolean;
  readonly idPrefix: string;
  readonly onChange?: (form: HTMLFormElement) => void;
}

/**
 * The calculator's form: price (or the product's fixed price), term and payment pause. It works
 * without JavaScript (GET to the calculator page); with it, every change recalculates in place.
 */
export function CalculatorForm(p: CalculatorFormProps): ReactElement {
  const { options, t, idPrefix } = p;
  const changed = p.onChange ? (e: ChangeEvent<HTMLFormElement>) => p.onChange?.(e.currentTarget) : undefined;
  return (
    <form
      method="get"
      action={p.action}
      className="sfc-form"
      onChange={changed}
      onSubmit={p.onChange ? (e) => (e.preventDefault(), p.onChange?.(e.currentTarget)) : undefined}
    >
      <input type="hidden" name="locale" value={p.locale} />
      {p.price === undefined ? (
        <p>
          <label htmlFor={`${idPrefix}-amount`}>{t('credit.calculator.price')}</label>
          <input
            id={`${idPrefix}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={p.amount ?? ''}
            required
            aria-invalid={p.amountError ? true : undefined}
            aria-describedby={p.amountError ? `${idPrefix}-amount-error` : undefined}
          />
          {p.amountError && (
            <span id={`${idPrefix}-amount-error`} className="sfc-field-error">
              {t(
                p.amountError === 'missing'
                  ? 'credit.calculator.invalidPrice'
                  : 'credit.calculator.invalidAmount',
              )}
            </span>
          )}
        </p>
      ) : (
        <input type="hidden" name="price" value={p.price} />
      )}
      <p>
        <label htmlFor={`${idPrefix}-term`}>{t('credit.calculator.term')}</label>
        <select id={`${idPrefix}-term`} name="term" defaultValue={String(p.term)}>
          {options.terms.map((term) => (
            <option key={term} value={term}>
              {t('credit.calculator.termOption', { term })}
            </option>
          ))}
        </select>
      </p>
      <p>
        <input id={`${idPrefix}-pause`} type="checkbox" name="pause" value="1" defaultChecked={p.pause} />
        <label htmlFor={`${idPrefix}-pause`}>
          {t('credit.calculator.pause', {
            months: options.pauseMonths,
            percent: formatPercent(options.pauseSurchargeBp, p.locale, 1),
          })}
        </label>
      </p>
      <button type="submit">{t('credit.calculator.submit')}</button>
    </form>
  );
}
