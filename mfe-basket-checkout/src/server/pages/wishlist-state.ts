import type { Locale } from '@sf/contracts';
import type { PageMessage, WishlistEditState, WishlistPageState } from '../../shared/state';
import {
  failure,
  failureMessage,
  serverText,
  type BasketErrorCode,
  type BasketFailure,
  type WishlistItemDetail,
  type WishlistView,
} from '../domain';
import { boundOf } from '../domain/basket-view';

/** A notice after a change made without JavaScript (`?notice=` of the redirect back; `reason=`, `max=` of a refusal). */
export type WishlistNotice =
  | { readonly kind: 'removed' | 'moved' | 'edited' | 'unchanged' | 'edit-sold-out' }
  | { readonly kind: 'remove-failed' | 'move-failed' | 'edit-failed'; readonly failure: BasketFailure };

/** What `?edit=<sku>` found: the item's detail, or why it cannot be edited now. */
export type WishlistEditRead =
  | { readonly sku: string; readonly detail: WishlistItemDetail }
  | { readonly sku: string; readonly failure: BasketFailure };

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

/** The notice as the page shows it: a move failure starts with the spec's add-to-basket error, a removal with the wishlist's. */
function messageOf(notice: WishlistNotice, locale: Locale): PageMessage {
  if (!('failure' in notice))
    return {
      role: notice.kind === 'edit-sold-out' ? 'alert' : 'status',
      text: serverText(locale, NOTICE_TEXT[notice.kind]),
      basketLink: notice.kind === 'moved',
    };
  const action =
    notice.kind === 'move-failed'
      ? 'add'
      : notice.kind === 'edit-failed'
        ? 'wishlist-edit'
        : 'wishlist-remove';
  return { role: 'alert', text: failureMessage(locale, action, notice.failure), basketLink: false };
}

/** The edit view's state: the variations (sold-out ones not choosable) and the quantity, or the refusal's text. */
function editOf(read: WishlistEditRead, view: WishlistView, locale: Locale): WishlistEditState {
  const listed = view.items.find((i) => i.sku === read.sku);
  const name = listed?.offer ? listed.offer.productName : read.sku;
  const refused = (reason: BasketFailure): WishlistEditState => ({
    sku: read.sku,
    name,
    failure: failureMessage(locale, 'wishlist-edit', reason),
  });
  if ('failure' in read) return refused(read.failure);
  // an edit view asked for an item that is not (or no longer) listed says why
  if (!listed) return refused(failure('NOT_ON_WISHLIST', read.sku));
  const { detail } = read;
  return {
    sku: detail.sku,
    name,
    quantity: detail.quantity,
    choice: detail.variations.length > 1 || Boolean(detail.variations[0]?.variantLabel),
    variations: detail.variations.map((v) => ({
      sku: v.sku,
      label: v.variantLabel ?? v.sku,
      soldOut: boundOf(v) < 1,
    })),
  };
}

/** The wishlist page's state for its React remote (decision 0195): the items, the notice and edit view worded. */
export function wishlistPageState(
  view: WishlistView,
  locale: Locale,
  currency: string,
  notice: WishlistNotice | null,
  edit: WishlistEditRead | null,
): WishlistPageState {
  return {
    v: 1,
    page: 'wishlist',
    items: view.items,
    count: view.count,
    loginRequired: view.loginRequired,
    catalogAvailable: view.catalogAvailable,
    currency,
    notice: notice ? messageOf(notice, locale) : null,
    edit: edit && !view.loginRequired ? editOf(edit, view, locale) : null,
  };
}
