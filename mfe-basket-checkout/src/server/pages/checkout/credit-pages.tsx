import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatMoney } from '../../../shared/money';
import { CheckoutFrame, LocaleField, textsOf } from './layout';
import { longDay, percentOf } from '../../../shared/formats';

export type CreditPage = 'protection' | 'protection-update' | 'pause';

/** The slot keeps its room while the composer fills it (CLS 0, decision 0046). */
const CSS = '.sf-checkout__credit{min-height:4.5rem}';

/**
 * The credit domain's widget in this page, filled by the composer (decision 0046, 0093): its figures
 * are the credit domain's own (the customer's rate protection fee, the pause surcharge), never
 * computed here. Empty and `aria-hidden` until filled.
 */
function CreditWidgetSlot({
  widget,
  props,
}: {
  widget: 'rate-protection-widget' | 'payment-pause-widget';
  props?: object;
}): ReactElement {
  return (
    <div
      className="sf-checkout__credit"
      data-sf-widget-slot="mfe-credit-instalments"
      data-sf-widget={widget}
      {...(props ? { 'data-sf-widget-props': JSON.stringify(props) } : {})}
      aria-hidden="true"
    />
  );
}

/**
 * `/kasse/ratenschutz` (`-aktualisierung`) and `/kasse/zahlpause` for a purchase on the Flexikonto:
 * the credit domain's widget shows what the option costs (the protection with the customer's own
 * fee and its order form; the pause's surcharge % and amount on this order's total), and the way to
 * the credit domain, which owns both contracts.
 */
function CreditStep({
  kind,
  locale,
  totalCents,
  currency,
}: {
  kind: CreditPage;
  locale: Locale;
  totalCents: number;
  currency: string;
}): ReactElement {
  const t = textsOf(locale);
  const title = t(
    kind === 'pause'
      ? 'checkout.pause.title'
      : kind === 'protection'
        ? 'checkout.protection.title'
        : 'checkout.protection.updateTitle',
  );
  return (
    <CheckoutFrame id="sf-checkout-title" title={title} step="checkout" t={t}>
      <style>{CSS}</style>
      <div className="sf-checkout__box">
        {kind === 'pause' ? (
          <>
            <p>{t('checkout.pause.text')}</p>
            <CreditWidgetSlot widget="payment-pause-widget" props={{ price: totalCents, currency }} />
            <a className="sf-checkout__button" href={localizedPath('credit-calculator', locale)}>
              {t('checkout.pause.link')}
            </a>
          </>
        ) : (
          <>
            <p>{t('checkout.protection.text')}</p>
            <CreditWidgetSlot widget="rate-protection-widget" />
            <a className="sf-checkout__button" href={localizedPath('credit-rate-protection', locale)}>
              {t('checkout.protection.link')}
            </a>
          </>
        )}
      </div>
      <p>
        <a className="sf-checkout__button sf-checkout__primary" href={localizedPath('checkout', locale)}>
          {t('checkout.credit.back')}
        </a>
      </p>
    </CheckoutFrame>
  );
}

/** What `/kasse/zahlpause` shows when the pause is a payment method of its own (decision 0160). */
export interface PauseChoice {
  readonly months: number;
  readonly surchargeBp: number;
  readonly surchargeCents: number;
  /** The order's total with the surcharge. */
  readonly totalCents: number;
  readonly currency: string;
  /** The day it would be due if ordered today (ISO). */
  readonly dueOn: string;
  readonly chosen: boolean;
}

/**
 * `/kasse/zahlpause` as the payment pause of the tenant (DE, AT): what it is, its surcharge and due
 * day on this order, and the choice (a plain form post of the payment step) or, once chosen, the
 * way on to the check page.
 */
function PauseStep({ locale, pause }: { locale: Locale; pause: PauseChoice }): ReactElement {
  const t = textsOf(locale);
  const money = (cents: number) => formatMoney(cents, pause.currency, locale);
  const percent = percentOf(pause.surchargeBp, locale);
  return (
    <CheckoutFrame id="sf-checkout-title" title={t('checkout.pause.title')} step="checkout-payment" t={t}>
      <div className="sf-checkout__box">
        <p>{t('checkout.method.paymentPause.text', { months: pause.months, percent })}</p>
        <p>
          {t('checkout.pause.figures', {
            percent,
            surcharge: money(pause.surchargeCents),
            amount: money(pause.totalCents),
            date: longDay(pause.dueOn, locale),
          })}
        </p>
        {pause.chosen ? (
          <p className="sf-checkout__notice" role="status">
            {t('checkout.pause.chosen')}
          </p>
        ) : (
          <form method="post" action="/api/basket/checkout/payment">
            <LocaleField locale={locale} />
            <input type="hidden" name="method" value="paymentPause" />
            <button type="submit" className="sf-checkout__primary">
              {t('checkout.pause.choose')}
            </button>
          </form>
        )}
      </div>
      <p>
        {pause.chosen ? (
          <a className="sf-checkout__button sf-checkout__primary" href={localizedPath('checkout', locale)}>
            {t('checkout.credit.back')}
          </a>
        ) : (
          <a className="sf-checkout__button" href={localizedPath('checkout-payment', locale)}>
            {t('checkout.payment.changeTitle')}
          </a>
        )}
      </p>
    </CheckoutFrame>
  );
}

export function renderPauseChoice(locale: Locale, pause: PauseChoice): string {
  return renderToStaticMarkup(<PauseStep locale={locale} pause={pause} />);
}

export function renderCreditStep(
  kind: CreditPage,
  locale: Locale,
  totalCents: number,
  currency: string,
): string {
  return renderToStaticMarkup(
    <CreditStep kind={kind} locale={locale} totalCents={totalCents} currency={currency} />,
  );
}
