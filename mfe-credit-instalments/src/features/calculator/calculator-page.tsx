import type { Locale } from '@sf/contracts';
import { useState, type ReactElement } from 'react';
import type { InstalmentFigures } from '../../server/domain/formulas';
import { parseAmount } from '../../shared/amount';
import { translator } from '../../shared/messages';
import type { CalculatorState } from '../../shared/state';
import { CalculatorForm, type CalculatorValues } from './calculator-form';
import { FiguresList, PriceNotice } from './figures-list';

type Outcome =
  | { readonly figures: InstalmentFigures }
  | { readonly amountError: 'missing' | 'invalid' }
  | { readonly failed: true };

/** Asks the API for the figures of the form's values; an amount that is none is the field's error, not a failure. */
async function fetchFigures(values: CalculatorValues): Promise<Outcome> {
  const amount = values.amount ?? '';
  const price = parseAmount(amount);
  if (price === null) return { amountError: amount.trim() === '' ? 'missing' : 'invalid' };
  if (!Number.isSafeInteger(price)) return { failed: true };
  const query = new URLSearchParams({
    price: String(price),
    term: values.term,
    pause: values.pause ? '1' : '0',
  });
  try {
    const response = await fetch(`/api/credit/calculate?${query}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return { failed: true };
    return { figures: ((await response.json()) as { figures: InstalmentFigures }).figures };
  } catch {
    return { failed: true };
  }
}

/**
 * The calculator page (`credit-calculator`): the no-JS form (GET to itself) with every figure and the
 * legal hint; once hydrated each change recalculates through `GET /api/credit/calculate`.
 */
export function CalculatorPage({
  state,
  locale,
  action,
}: {
  readonly state: CalculatorState;
  readonly locale: Locale;
  readonly action: string;
}): ReactElement {
  const t = translator(locale);
  const [figures, setFigures] = useState(state.figures);
  const [failed, setFailed] = useState(state.failed);
  const [amountError, setAmountError] = useState(state.amountError);
  const recalculate = (values: CalculatorValues) => {
    void fetchFigures(values).then((next) => {
      setFigures('figures' in next ? next.figures : null);
      setFailed('failed' in next);
      setAmountError('amountError' in next ? next.amountError : undefined);
    });
  };
  return (
    <section className="sfc-page" aria-labelledby="sfc-calculator-title">
      <h1 id="sfc-calculator-title">{t('credit.calculator.title')}</h1>
      <p>{t('credit.calculator.intro')}</p>
      <CalculatorForm
        options={state.options}
        locale={locale}
        t={t}
        action={action}
        amount={state.amount}
        term={state.term}
        pause={state.pause}
        {...(amountError ? { amountError } : {})}
        idPrefix="sfc-page"
        onChange={recalculate}
      />
      <div aria-live="polite">
        {failed && <p role="alert">{t('credit.calculator.fallback')}</p>}
        {figures && !failed && (
          <>
            <h2>{t('credit.calculator.results')}</h2>
            <PriceNotice figures={figures} currency={state.options.currency} locale={locale} t={t} />
            <FiguresList figures={figures} currency={state.options.currency} locale={locale} t={t} />
            <p className="sfc-legal">{t('credit.legal')}</p>
          </>
        )}
      </div>
    </section>
  );
}
