import type { Locale, TenantId } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { CalculatorForm } from '../../features/calculator/calculator-form';
import { FiguresList, PriceNotice } from '../../features/calculator/figures-list';
import { translator } from '../../shared/messages';
import { calculatorState } from './calculator-state';

/**
 * The modal calculator's content (`GET /api/credit/dialog?price=&term=&pause=`): heading, the
 * product's price fixed, term and pause, every figure; no legal hints (spec § 2). The widget's
 * script puts it into a `<dialog>` and asks again on every change; a tenant or price it cannot
 * compute gives the fallback text.
 */
export async function renderCalculatorDialog(input: {
  tenant: TenantId | null;
  locale: Locale;
  query: Record<string, string>;
}): Promise<string> {
  const t = translator(input.locale);
  if (!input.tenant) return `<p role="alert">${t('credit.calculator.fallback')}</p>`;
  const state = calculatorState(input.tenant, new URLSearchParams(input.query));
  const f = state.figures;
  const price = f?.requestedPrice ?? 0;
  return renderToStaticMarkup(
    <div className="sfc-dialog-body">
      <h2 id="sfc-dialog-title">{t('credit.calculator.title')}</h2>
      {f ? (
        <>
          <CalculatorForm
            options={state.options}
            locale={input.locale}
            t={t}
            action={localizedPath('credit-calculator', input.locale)}
            price={price}
            term={state.term}
            pause={state.pause}
            idPrefix="sfc-dialog"
          />
          <div aria-live="polite">
            <PriceNotice figures={f} currency={state.options.currency} locale={input.locale} t={t} />
            <FiguresList figures={f} currency={state.options.currency} locale={input.locale} t={t} />
          </div>
        </>
      ) : (
        <p role="alert">{t('credit.calculator.fallback')}</p>
      )}
      <button type="button" data-sfc-close="">
        {t('credit.calculator.close')}
      </button>
    </div>,
  );
}
