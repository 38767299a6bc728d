import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  failure,
  failureMessage,
  serverText,
  type BasketErrorCode,
  type BasketFailure,
  type CatalogOffer,
  type WishlistView,
} from '../domain';
import { formatMoney } from '../../shared/money';
import { EDIT_CSS, WishlistEditView, type WishlistEditState } from './wishlist-edit-view';

/** A notice after a change made without JavaScript (`?notice=` of the redirect back; `reason=`, `max=` of a refusal). */
export type WishlistNotice =
  | { readonly kind: 'removed' | 'moved' | 'edited' | 'unchanged' | 'edit-sold-out' }
  | { readonly kind: 'remove-failed' | 'move-failed' | 'edit-failed'; readonly failure: BasketFailure };

const NOTICE_TEXT = {
  removed: 'wishlist.notice.removed',
  moved: 'wishlist.notice.moved',
  edited: 'wishlist.notice.edited',
  unchanged: 'wishlist.notice.unchanged',
  'edit-sold-out': 'wishlist.notice.editSoldOut',
} as const;

const REASONS: readonly BasketErrorCode[] = [
  'INVALID_SKU',
  'UNKNOWN_SKU',
  'NOT_AVAILABLE',
  'INVALID_QUANTITY',
  'QUANTITY_TOO_HIGH',
  'BASKET_FULL',
  'CATALOG_UNAVAILABLE',
  'LOGIN_REQUIRED',
  'NOT_ON_WISHLIST',
];

/** Reads `?notice=` (with `reason=` and `max=` for a refusal) of the page's query; anything else is no notice. */
export function wishlistNoticeOf(query: URLSearchParams): WishlistNotice | null {
  const kind = query.get('notice');
  if (
    kind === 'removed' ||
    kind === 'moved' ||
    kind === 'edited' ||
    kind === 'unchanged' ||
    kind === 'edit-sold-out'
  )
    return { kind };
  if (kind !== 'remove-failed' && kind !== 'move-failed' && kind !== 'edit-failed') return null;
  const raw = query.get('reason') as BasketErrorCode | null;
  // an unknown reason is still a failure: shown with the general "not in your wishlist" reason
  const code = raw && REASONS.includes(raw) ? raw : 'NOT_ON_WISHLIST';
  const max = Number(query.get('max'));
  return { kind, failure: failure(code, null, Number.isSafeInteger(max) && max > 0 ? max : null) };
}

const CSS = `.sf-wishlist{display:grid;gap:1.5rem;padding:1.5rem 0}
.sf-wishlist h1{margin:0;font-size:1.75rem}
.sf-wishlist__items{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.sf-wishlist__item{display:grid;grid-template-columns:5rem 1fr;gap:1rem;padding:1rem;border:1px solid var(--sf-divider,#d6d6d6);border-radius:4px}
.sf-wishlist__item img{width:5rem;height:6.25rem;object-fit:cover;background:var(--sf-surface,#f5f5f5)}
.sf-wishlist__item h2{margin:0 0 .25rem;font-size:1.125rem}
.sf-wishlist__item dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:.5rem 0}
.sf-wishlist__item dd{margin:0}
.sf-wishlist__actions{display:flex;flex-wrap:wrap;gap:.75rem}
.sf-wishlist button{min-height:2.75rem;min-width:2.75rem;font:inherit;padding:.25rem .75rem;border-radius:4px;border:1px solid var(--sf-primary,#057187);background:var(--sf-bg,#fff);color:var(--sf-primary,#057187);cursor:pointer}
.sf-wishlist__primary button{background:var(--sf-primary,#057187);color:#fff;font-weight:700}
.sf-wishlist__notice{margin:0;padding:.75rem 1rem;border:1px solid var(--sf-border,#767676);border-radius:4px}
.sf-wishlist__warning{color:var(--sf-warning-fg,#663c00)}
.sf-wishlist__actions>a{display:inline-flex;align-items:center;min-height:2.75rem}
${EDIT_CSS}`;

type Text = (id: string, values?: Record<string, string | number>) => string;

interface ItemProps {
  readonly sku: string;
  readonly quantity: number;
  readonly offer: CatalogOffer | null;
  readonly locale: Locale;
  readonly currency: string;
  readonly edit: WishlistEditState | null;
  readonly t: Text;
}

function Item({ sku, quantity, offer, locale, currency, edit, t }: ItemProps): ReactElement {
  const name = offer ? offer.productName : sku;
  const action = `/api/basket/form/wishlist/${encodeURIComponent(sku)}`;
  // an offer priced in another currency than the shop's is shown without a price, as in the basket
  const priced = offer !== null && offer.available && offer.price.currency === currency;
  return (
    <li className="sf-wishlist__item">
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
        {offer ? (
          <dl>
            <dt>{t('wishlist.page.brand')}</dt>
            <dd>{offer.brand}</dd>
            {offer.variantLabel ? (
              <>
                <dt>{t('wishlist.page.variant')}</dt>
                <dd>{offer.variantLabel}</dd>
              </>
            ) : null}
            <dt>{t('wishlist.page.quantity')}</dt>
            <dd>{quantity}</dd>
            {priced ? (
              <>
                <dt>{t('wishlist.page.price')}</dt>
                <dd>{formatMoney(offer.price.amount, currency, locale)}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {!offer ? (
          <p className="sf-wishlist__warning">{t('wishlist.page.unknown')}</p>
        ) : !offer.available ? (
          <p className="sf-wishlist__warning">{t('wishlist.page.soldOut')}</p>
        ) : null}
        <div className="sf-wishlist__actions">
          {priced ? (
            <form method="post" action={`${action}/to-basket`} className="sf-wishlist__primary">
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" aria-label={t('wishlist.page.toBasketLabel', { name })}>
                {t('wishlist.page.toBasket')}
              </button>
            </form>
          ) : null}
          <form method="post" action={`${action}/remove`}>
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" aria-label={t('wishlist.page.removeLabel', { name })}>
              {t('wishlist.page.remove')}
            </button>
          </form>
          {/* a link, not a form: opening the edit view is a GET that changes nothing */}
          {offer && !edit ? (
            <a
              href={`${localizedPath('wishlist', locale)}?edit=${encodeURIComponent(sku)}#sf-wishlist-edit`}
              aria-label={t('wishlist.page.editLabel', { name })}
            >
              {t('wishlist.page.edit')}
            </a>
          ) : null}
        </div>
      </div>
      {edit ? <WishlistEditView state={edit} name={name} locale={locale} t={t} /> : null}
    </li>
  );
}

function Notice({ notice, locale, t }: { notice: WishlistNotice; locale: Locale; t: Text }): ReactElement {
  if (!('failure' in notice)) {
    return (
      <p className="sf-wishlist__notice" role={notice.kind === 'edit-sold-out' ? 'alert' : 'status'}>
        {t(NOTICE_TEXT[notice.kind])}
        {notice.kind === 'moved' ? (
          <>
            {' '}
            <a href={localizedPath('basket', locale)}>{t('wishlist.page.basketLink')}</a>
          </>
        ) : null}
      </p>
    );
  }
  // a move failure starts with the spec's add-to-basket error, a removal with the wishlist's
  return (
    <p className="sf-wishlist__notice" role="alert">
      {failureMessage(
        locale,
        notice.kind === 'move-failed'
          ? 'add'
          : notice.kind === 'edit-failed'
            ? 'wishlist-edit'
            : 'wishlist-remove',
        notice.failure,
      )}
    </p>
  );
}

/** The wishlist page: the items with their move-to-basket and remove forms (they work without JavaScript). */
export function WishlistPage({
  view,
  locale,
  currency,
  notice,
  edit = null,
}: {
  view: WishlistView;
  locale: Locale;
  currency: string;
  notice: WishlistNotice | null;
  edit?: WishlistEditState | null;
}): ReactElement {
  const t: Text = (id, values) => serverText(locale, id, values);
  const login = `${localizedPath('account', locale)}?returnTo=${encodeURIComponent(localizedPath('wishlist', locale))}`;
  return (
    <section className="sf-wishlist" aria-labelledby="sf-wishlist-title">
      <style>{CSS}</style>
      <h1 id="sf-wishlist-title">
        {t('wishlist.page.title')} <span>({t('wishlist.page.count', { count: view.count })})</span>
      </h1>
      {notice ? <Notice notice={notice} locale={locale} t={t} /> : null}
      {/* an edit view asked for an item that is not (or no longer) listed: say why here */}
      {edit && !view.items.some((i) => i.sku === edit.sku) && !view.loginRequired ? (
        <WishlistEditView
          state={'failure' in edit ? edit : { sku: edit.sku, failure: failure('NOT_ON_WISHLIST', edit.sku) }}
          name={edit.sku}
          locale={locale}
          t={t}
        />
      ) : null}
      {!view.catalogAvailable ? (
        <p className="sf-wishlist__notice" role="alert">
          {t('basket.error.catalogUnavailable')}
        </p>
      ) : null}
      {view.loginRequired ? (
        <p>
          {t('wishlist.page.login')} <a href={login}>{t('wishlist.page.loginLink')}</a>
        </p>
      ) : view.items.length === 0 ? (
        <p>
          {t('wishlist.page.empty')} <a href={localizedPath('home', locale)}>{t('wishlist.page.continue')}</a>
        </p>
      ) : (
        <>
          <ul className="sf-wishlist__items">
            {view.items.map((item) => (
              <Item
                key={item.sku}
                sku={item.sku}
                quantity={item.quantity}
                offer={item.offer}
                locale={locale}
                currency={currency}
                edit={edit?.sku === item.sku ? edit : null}
                t={t}
              />
            ))}
          </ul>
          <p>{t('wishlist.page.vatNote')}</p>
        </>
      )}
    </section>
  );
}

/** The page's HTML for the fragment body (server-rendered, no script: every change is a form post); `edit`: the open mini detail view. */
export function renderWishlistPage(
  view: WishlistView,
  locale: Locale,
  currency: string,
  notice: WishlistNotice | null,
  edit: WishlistEditState | null = null,
): string {
  return renderToStaticMarkup(
    <WishlistPage view={view} locale={locale} currency={currency} notice={notice} edit={edit} />,
  );
}
