import type { Locale } from '@sf/contracts';
import { useMemo, type ReactElement } from 'react';
import { Field, Form } from 'react-final-form';
import { formatPercent } from '../../shared/format';
import type { Translate } from '../../shared/messages';
import type { CalculatorOptions } from '../../shared/state';

/** The calculator's values as react-final-form holds them (what the form sends without JavaScript). */
export interface CalculatorValues {
  /** The price field as typed (the page); absent in the modal, whose price is fixed. */
  readonly amount?: string;
  readonly term: string;
  readonly pause: boolean;
}

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
  /** Called with the form's values on every change and on submit (then nothing is sent). */
  readonly onChange?: (values: CalculatorValues) => void;
}

/**
 * The calculator's form, held by react-final-form (decision 0175): price (or the product's fixed
 * price), term and payment pause. It works without JavaScript (GET to the calculator page); with
 * it, every change recalculates in place from the form's values.
 */
export function CalculatorForm(p: CalculatorFormProps): ReactElement {
  const { options, t, idPrefix, onChange } = p;
  const fixed = p.price !== undefined;
  const initialValues = useMemo<CalculatorValues>(
    () => ({ ...(fixed ? {} : { amount: p.amount ?? '' }), term: String(p.term), pause: p.pause }),
    [fixed, p.amount, p.term, p.pause],
  );
  return (
    <Form<CalculatorValues>
      onSubmit={(values) => onChange?.(values)}
      initialValues={initialValues}
      subscription={{}}
      render={({ handleSubmit, form }) => (
        <form
          method="get"
          action={p.action}
          className="sfc-form"
          // a control's own handler has updated the form's state when its event reaches the form
          onChange={onChange ? () => onChange(form.getState().values) : undefined}
          onSubmit={onChange ? handleSubmit : undefined}
        >
          <input type="hidden" name="locale" value={p.locale} />
          {fixed ? (
            <input type="hidden" name="price" value={p.price} />
          ) : (
            <p>
              <label htmlFor={`${idPrefix}-amount`}>{t('credit.calculator.price')}</label>
              <Field<string> name="amount" subscription={{ value: true }}>
                {({ input }) => (
                  <input
                    {...input}
                    id={`${idPrefix}-amount`}
                    inputMode="decimal"
                    autoComplete="off"
                    required
                    aria-invalid={p.amountError ? true : undefined}
                    aria-describedby={p.amountError ? `${idPrefix}-amount-error` : undefined}
                  />
                )}
              </Field>
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
          )}
          <p>
            <label htmlFor={`${idPrefix}-term`}>{t('credit.calculator.term')}</label>
            <Field<string> name="term" subscription={{ value: true }}>
              {({ input }) => (
                <select {...input} id={`${idPrefix}-term`}>
                  {options.terms.map((term) => (
                    <option key={term} value={term}>
                      {t('credit.calculator.termOption', { term })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </p>
          <p>
            <Field<boolean> name="pause" type="checkbox" subscription={{ value: true }}>
              {({ input }) => <input {...input} id={`${idPrefix}-pause`} value="1" />}
            </Field>
            <label htmlFor={`${idPrefix}-pause`}>
              {t('credit.calculator.pause', {
                months: options.pauseMonths,
                percent: formatPercent(options.pauseSurchargeBp, p.locale, 1),
              })}
            </label>
          </p>
          <button type="submit">{t('credit.calculator.submit')}</button>
        </form>
      )}
    />
  );
}
