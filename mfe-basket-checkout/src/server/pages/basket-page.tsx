import type { Locale } from '@sf/contracts';
import { formatPrice, localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BasketLineView, BasketView } from '../domain';
import { serverText, type VoucherRefusal } from '../domain';

const VOUCHER_REFUSALS: readonly VoucherRefusal[] = [
  'invalid',
  'expired',
  'minimum',
  'currency',
  'customers',
  'redeemed',
  'newsletter-currency',
  'unavailable',
];

/** A notice after a change made without JavaScript (`?notice=` of the redirect back; `min=` for a minimum order). */
export type BasketNotice =
  | {
      readonly kind:
        | 'updated'
        | 'removed'
        | 'failed'
        | 'voucher-applied'
        | 'voucher-removed'
        | 'co2-added'
        | 'co2-removed';
    }
  | { readonly kind: 'voucher-refused'; readonly reason: VoucherRefusal; readonly minimumCents: number };

/** Reads `?notice=` (and `min=`) of the page's query; anything else is no notice. */
export function noticeOf(query: URLSearchParams): BasketNotice | null {
  const value = query.get('notice') ?? '';
  if (
    [
      'updated',
      'removed',
      'failed',
      'voucher-applied',
      'voucher-removed',
      'co2-added',
      'co2-removed',
    ].includes(value)
  )
    return { kind: value as 'updated' };
  const reason = value.startsWith('voucher-') ? (value.slice('voucher-'.length) as VoucherRefusal) : null;
  if (!reason || !VOUCHER_REFUSALS.includes(reason)) return null;
  const min = Number(query.get('min'));
  return { kind: 'voucher-refused', reason, minimumCents: Number.isSafeInteger(min) && min >= 0 ? min : 0 };
}

const CSS = `.sf-basket{display:grid;gap:1.5rem;padding:1.5rem 0}
.sf-basket h1{margin:0;font-size:1.75rem}
.sf-basket__layout{display:grid;gap:1.5rem}
@media (min-width:900px){.sf-basket__layout{grid-template-columns:1fr 20rem;align-items:start}}
.sf-basket__lines{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.sf-basket__line{display:grid;grid-template-columns:5rem 1fr;gap:1rem;padding:1rem;border:1px solid var(--sf-divider,#d6d6d6);border-radius:4px}
.sf-basket__line img{width:5rem;height:6.25rem;object-fit:cover;background:var(--sf-surface,#f5f5f5)}
.sf-basket__line h2{margin:0 0 .25rem;font-size:1.125rem}
.sf-basket__line dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:.5rem 0}
.sf-basket__line dd{margin:0}
.sf-basket__actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end}
.sf-basket__actions form{display:flex;gap:.5rem;align-items:end}
.sf-basket label{display:block;font-size:.875rem}
.sf-basket select,.sf-basket button{min-height:2.75rem;min-width:2.75rem;font:inherit;padding:.25rem .75rem;border-radius:4px}
.sf-basket select{border:1px solid var(--sf-border,#767676);background:var(--sf-bg,#fff);color:var(--sf-text,#1a1a1a)}
.sf-basket button{border:1px solid var(--sf-primary,#057187);background:var(--sf-bg,#fff);color:var(--sf-primary,#057187);cursor:pointer}
.sf-basket__summary{padding:1rem;border:1px solid var(--sf-divider,#d6d6d6);border-radius:4px;display:grid;gap:.5rem}
.sf-basket__summary h2{margin:0;font-size:1.25rem}
.sf-basket__summary h3{margin:.5rem 0 0;font-size:1rem}
.sf-basket__total{display:flex;justify-content:space-between;font-weight:700}
.sf-basket__credit{min-height:4.5rem}
.sf-basket__notice{margin:0;padding:.75rem 1rem;border:1px solid var(--sf-border,#767676);border-radius:4px}
.sf-basket__warning{color:var(--sf-warning-fg,#663c00)}
.sf-basket__checkout{display:flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.25rem 1rem;border-radius:4px;background:var(--sf-primary,#057187);color:#fff;font-weight:700;text-decoration:none}
.sf-basket__checkout:focus-visible{outline:3px solid var(--sf-focus,#1a1a1a);outline-offset:2px}
.sf-basket__voucher{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end}
.sf-basket__voucher input{min-height:2.75rem;font:inherit;padding:.25rem .5rem;border:1px solid var(--sf-border,#767676);border-radius:4px;max-width:12rem}`;

/** The shop's money format: integer cents in the tenant's currency (CHF in CH). */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return formatPrice(cents / 100, locale, currency === 'CHF' ? 'CHF' : 'EUR');
}

function Line({
  line,
  locale,
  currency,
}: {
  line: BasketLineView;
  locale: Locale;
  currency: string;
}): ReactElement {
  const t = (id: string, values?: Record<string, string | number>) => serverText(locale, id, values);
  const offer = line.offer;
  const name = offer ? offer.productName : line.sku;
  const action = `/api/basket/form/items/${encodeURIComponent(line.sku)}`;
  const options = Array.from({ length: Math.max(line.maxQuantity, line.quantity) }, (_, i) => i + 1);
  return (
    <li className="sf-basket__line">
      {offer?.imageId ? (
        <img
          src={`/api/catalog/images/${encodeURIComponent(offer.imageId)}/160.webp`}
          width={80}
          height={100}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span aria-hidden="true" />
      )}
      <div>
        <h2>{offer ? <a href={offer.url}>{name}</a> : name}</h2>
        <dl>
          {offer ? (
            <>
              <dt>{t('basket.page.brand')}</dt>
              <dd>{offer.brand}</dd>
            </>
          ) : null}
          {offer?.variantLabel ? (
            <>
              <dt>{t('basket.page.variant')}</dt>
              <dd>{offer.variantLabel}</dd>
            </>
          ) : null}
          {offer && offer.available ? (
            <>
              <dt>{t('basket.page.unitPrice')}</dt>
              <dd>{formatMoney(offer.price.amount, currency, locale)}</dd>
              <dt>{t('basket.page.lineTotal')}</dt>
              <dd>{formatMoney(line.lineTotal ?? 0, currency, locale)}</dd>
            </>
          ) : null}
        </dl>
        {!offer ? (
          <p className="sf-basket__warning">{t('basket.page.unknown')}</p>
        ) : !offer.available ? (
          <p className="sf-basket__warning">{t('basket.page.unavailable')}</p>
        ) : null}
        <div className="sf-basket__actions">
          {line.maxQuantity > 0 ? (
            <form method="post" action={action}>
              <input type="hidden" name="locale" value={locale} />
              <div>
                <label htmlFor={`q-${line.sku}`}>{t('basket.page.quantity')}</label>
                <select
                  id={`q-${line.sku}`}
                  name="quantity"
                  defaultValue={String(line.quantity)}
                  aria-label={t('basket.page.quantityOf', { name })}
                >
                  {options.map((n) => (
                    <option key={n} value={n} disabled={n > line.maxQuantity}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit">{t('basket.page.update')}</button>
            </form>
          ) : null}
          <form method="post" action={`${action}/remove`}>
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" aria-label={t('basket.page.removeLabel', { name })}>
              {t('basket.page.remove')}
            </button>
          </form>
        </div>
      </div>
    </li>
  );
}

/** The basket page: the lines with their quantity and remove forms (they work without JavaScript), and the summary. */
export function BasketPage({
  view,
  locale,
  notice,
}: {
  view: BasketView;
  locale: Locale;
  notice: BasketNotice | null;
}): ReactElement {
  const t = (id: string, values?: Record<string, string | number>) => serverText(locale, id, values);
  const money = (cents: number) => formatMoney(cents, view.currency, locale);
  return (
    <section className="sf-basket" aria-labelledby="sf-basket-title">
      <style>{CSS}</style>
      <h1 id="sf-basket-title">
        {t('basket.page.title')} <span>({t('basket.page.count', { count: view.count })})</span>
      </h1>
      {notice ? (
        <p
          className="sf-basket__notice"
          role={notice.kind === 'failed' || notice.kind === 'voucher-refused' ? 'alert' : 'status'}
        >
          {notice.kind === 'voucher-refused'
            ? t(`basket.voucher.${notice.reason}`, { minimum: money(notice.minimumCents) })
            : t(`basket.notice.${notice.kind}`)}
        </p>
      ) : null}
      {!view.catalogAvailable ? (
        <p className="sf-basket__notice" role="alert">
          {t('basket.error.catalogUnavailable')}
        </p>
      ) : null}
      {view.items.length === 0 ? (
        <p>
          {t('basket.page.empty')} <a href={localizedPath('home', locale)}>{t('basket.page.continue')}</a>
        </p>
      ) : (
        <div className="sf-basket__layout">
          <ul className="sf-basket__lines">
            {view.items.map((line) => (
              <Line key={line.sku} line={line} locale={locale} currency={view.currency} />
            ))}
          </ul>
          <aside className="sf-basket__summary" aria-labelledby="sf-basket-summary">
            <h2 id="sf-basket-summary">{t('basket.page.summary')}</h2>
            <p className="sf-basket__total">
              <span>{t('basket.page.subtotal')}</span> <span>{money(view.subtotal)}</span>
            </p>
            {view.voucher ? (
              <>
                <p className="sf-basket__total">
                  <span>
                    {t('basket.voucher.discount')} {view.voucher.code}
                  </span>{' '}
                  <span>{view.voucher.applies ? `−${money(view.discount)}` : '–'}</span>
                </p>
                {!view.voucher.applies && view.voucher.reason ? (
                  <p className="sf-basket__warning">
                    {t(`basket.voucher.${view.voucher.reason}`, {
                      minimum: money(view.voucher.minimumOrderCents),
                    })}
                  </p>
                ) : null}
                <form method="post" action="/api/basket/form/voucher/remove">
                  <input type="hidden" name="locale" value={locale} />
                  <button type="submit">{t('basket.voucher.remove')}</button>
                </form>
              </>
            ) : (
              <form method="post" action="/api/basket/form/voucher" className="sf-basket__voucher">
                <input type="hidden" name="locale" value={locale} />
                <div>
                  <label htmlFor="sf-basket-voucher">{t('basket.voucher.label')}</label>
                  <input
                    id="sf-basket-voucher"
                    name="code"
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={32}
                    required
                  />
                </div>
                <button type="submit">{t('basket.voucher.redeem')}</button>
              </form>
            )}
            <div>
              <h3>{t('basket.co2.title')}</h3>
              <p>
                {view.co2.chosen
                  ? t('basket.co2.chosen', { amount: money(view.co2.cents) })
                  : t('basket.co2.text')}
              </p>
              <form method="post" action="/api/basket/form/co2">
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="chosen" value={view.co2.chosen ? 'no' : 'yes'} />
                <button type="submit">
                  {view.co2.chosen
                    ? t('basket.co2.remove')
                    : t('basket.co2.add', { amount: money(view.co2.cents) })}
                </button>
              </form>
            </div>
            {view.co2.chosen || view.voucher ? (
              <p className="sf-basket__total">
                <span>{t('basket.voucher.total')}</span> <span>{money(view.total)}</span>
              </p>
            ) : null}
            <div
              className="sf-basket__credit"
              data-sf-widget-slot="mfe-credit-instalments"
              data-sf-widget-props={JSON.stringify({ price: view.total, currency: view.currency })}
              aria-hidden="true"
            />
            <p>
              {view.clubFreeShipping
                ? t('basket.page.clubFreeShipping')
                : view.freeShipping
                  ? t('basket.page.freeShipping')
                  : t('basket.page.missingForFreeShipping', {
                      amount: money(view.missingForFreeShipping),
                      threshold: money(view.freeShippingThreshold),
                    })}
            </p>
            <p>{t('basket.page.vatNote')}</p>
            {view.catalogAvailable && view.items.every((i) => i.lineTotal !== null) ? (
              <a className="sf-basket__checkout" href={localizedPath('checkout-login', locale)}>
                {t('checkout.basket.toCheckout')}
              </a>
            ) : null}
          </aside>
        </div>
      )}
    </section>
  );
}

/** The page's HTML for the fragment body (server-rendered, no script: every change is a form post). */
export function renderBasketPage(view: BasketView, locale: Locale, notice: BasketNotice | null): string {
  return renderToStaticMarkup(<BasketPage view={view} locale={locale} notice={notice} />);
}
