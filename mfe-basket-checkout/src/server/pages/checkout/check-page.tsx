import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type {
  Address,
  CheckoutPaymentMethod,
  Delivery,
  OrderPricing,
  PaymentDetails,
} from '../../checkout/types';
import { maskIban } from '@sf/validation';
import { percentOf } from './payment-info';
import { formatMoney } from '../../../shared/money';
import { CheckoutFrame, LocaleField, textsOf, type T } from './layout';

/** What the check page shows and the order form carries (the key; the total the shopper saw). */
export interface CheckView {
  readonly pricing: OrderPricing;
  readonly address: Address;
  readonly delivery: Delivery;
  readonly paymentMethod: CheckoutPaymentMethod;
  readonly paymentDetails: PaymentDetails | null;
  readonly orderKey: string;
  readonly notice: { readonly text: string; readonly alert: boolean } | null;
}

export function AddressBlock({ address, t }: { address: Address; t: T }): ReactElement {
  const salutation =
    address.salutation === 'notSpecified' ? '' : `${t(`checkout.field.salutation.${address.salutation}`)} `;
  return (
    <address>
      {salutation}
      {address.firstname} {address.lastname}
      <br />
      {address.street} {address.housenumber}
      <br />
      {address.postalcode} {address.city}
      <br />
      {address.email}
    </address>
  );
}

export function DeliveryBlock({ delivery, t }: { delivery: Delivery; t: T }): ReactElement {
  if (delivery.kind === 'home') return <p>{t('checkout.delivery.home')}</p>;
  const s = delivery.shop;
  return (
    <p>
      {t('checkout.delivery.parcelShop')}: {s.name}, {s.street}, {s.postalcode} {s.city}
    </p>
  );
}

function Sum({
  label,
  value,
  total = false,
}: {
  label: string;
  value: string;
  total?: boolean;
}): ReactElement {
  return (
    <p className={`sf-checkout__sum${total ? ' sf-checkout__total' : ''}`}>
      <span>{label}</span> <span>{value}</span>
    </p>
  );
}

/** `/kasse`: the lines, addresses, delivery, payment and totals as the server computed them; the order button. */
function CheckPage({ view, locale }: { view: CheckView; locale: Locale }): ReactElement {
  const t = textsOf(locale);
  const p = view.pricing;
  const money = (cents: number) => formatMoney(cents, p.currency, locale);
  return (
    <CheckoutFrame
      id="sf-checkout-title"
      title={t('checkout.check.title')}
      step="checkout"
      t={t}
      notice={view.notice}
    >
      <div className="sf-checkout__box">
        <h2 id="sf-check-lines">{t('checkout.check.lines')}</h2>
        <ul className="sf-checkout__lines" aria-labelledby="sf-check-lines">
          {p.lines.map((l) => (
            <li key={l.sku}>
              <Sum
                label={`${l.productName}${l.variantLabel ? `, ${l.variantLabel}` : ''} – ${t('checkout.check.quantity', { quantity: l.quantity })}`}
                value={money(l.lineTotalCents)}
              />
            </li>
          ))}
        </ul>
        <a href={localizedPath('basket', locale)}>{t('checkout.check.changeBasket')}</a>
      </div>
      <div className="sf-checkout__grid sf-checkout__two">
        <div className="sf-checkout__box">
          <h2>{t('checkout.check.address')}</h2>
          <AddressBlock address={view.address} t={t} />
          <h2>{t('checkout.check.delivery')}</h2>
          <DeliveryBlock delivery={view.delivery} t={t} />
          <a href={localizedPath('checkout-delivery-change', locale)}>{t('checkout.check.changeAddress')}</a>
        </div>
        <div className="sf-checkout__box">
          <h2>{t('checkout.check.payment')}</h2>
          <p>{t(`checkout.method.${view.paymentMethod}`)}</p>
          {view.paymentDetails?.kind === 'sepa-mandate' ? (
            <p>
              {t('checkout.check.mandate', {
                iban: maskIban(view.paymentDetails.iban),
                holder: view.paymentDetails.accountHolder,
              })}
            </p>
          ) : null}
          {view.paymentDetails?.kind === 'payment-pause' ? (
            <p>
              {t('checkout.check.pause', {
                months: view.paymentDetails.months,
                percent: percentOf(view.paymentDetails.surchargeBp, locale),
                amount: money(p.surchargeCents),
              })}
            </p>
          ) : null}
          <a href={localizedPath('checkout-payment-change', locale)}>{t('checkout.check.changePayment')}</a>
          {view.paymentMethod === 'instalments' ? (
            <>
              <a href={localizedPath('checkout-payment-protection', locale)}>
                {t('checkout.protection.title')}
              </a>
              <a href={localizedPath('checkout-payment-pause', locale)}>{t('checkout.pause.title')}</a>
            </>
          ) : null}
        </div>
      </div>
      <form method="post" action="/api/basket/checkout/order" className="sf-checkout__box">
        <LocaleField locale={locale} />
        <input type="hidden" name="orderKey" value={view.orderKey} />
        <input type="hidden" name="shownTotal" value={p.totalCents} />
        <Sum label={t('checkout.check.subtotal')} value={money(p.subtotalCents)} />
        {p.voucherCode ? (
          <Sum
            label={t('checkout.check.voucher', { code: p.voucherCode })}
            value={`−${money(p.discountCents)}`}
          />
        ) : null}
        <Sum
          label={t('checkout.check.shipping')}
          value={
            p.shippingCents === 0
              ? t(p.clubFreeShipping ? 'checkout.check.shippingClub' : 'checkout.check.shippingFree')
              : money(p.shippingCents)
          }
        />
        {p.co2Cents > 0 ? <Sum label={t('checkout.check.co2')} value={money(p.co2Cents)} /> : null}
        {p.surchargeCents > 0 ? (
          <Sum label={t('checkout.check.surcharge')} value={money(p.surchargeCents)} />
        ) : null}
        <Sum label={t('checkout.check.total')} value={money(p.totalCents)} total />
        <p>{t('checkout.check.vat')}</p>
        <p>
          {t('checkout.check.terms')}{' '}
          <a href="/service-hilfe/ueber-uns/agb/">{t('checkout.check.termsLink')}</a>
        </p>
        <div className="sf-checkout__actions">
          <button type="submit" className="sf-checkout__primary">
            {t('checkout.check.submit')}
          </button>
        </div>
      </form>
    </CheckoutFrame>
  );
}

export function renderCheckPage(view: CheckView, locale: Locale): string {
  return renderToStaticMarkup(<CheckPage view={view} locale={locale} />);
}
