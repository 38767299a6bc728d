import { isLocale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { Context, Hono } from 'hono';
import type { ServerDeps } from '../deps';
import {
  editWishlistItem,
  moveWishlistItemToBasket,
  removeFromWishlist,
  resolveVisitor,
  type BasketErrorCode,
  type BasketFailure,
} from '../domain';
import { checkSku } from '../domain/input-checks';
import { basketCookies, requestLocale, visitorOf } from '../request-info';

const MENDABLE: readonly BasketErrorCode[] = [
  'INVALID_QUANTITY',
  'QUANTITY_TOO_HIGH',
  'UNKNOWN_SKU',
  'INVALID_SKU',
];

/** Where the page is read again: the wishlist of the form's locale with the notice (and a refusal's reason). */
function backToPage(
  c: Context,
  locale: Parameters<typeof localizedPath>[1],
  notice: string,
  refused: BasketFailure | null,
  edit: string | null = null,
): Headers {
  const query = new URLSearchParams({ notice });
  if (refused) query.set('reason', refused.code);
  if (refused?.maxQuantity) query.set('max', String(refused.maxQuantity));
  if (edit) query.set('edit', edit);
  return new Headers({
    location: `${localizedPath('wishlist', locale)}?${query}${edit ? '#sf-wishlist-edit' : ''}`,
    'cache-control': 'no-store',
  });
}

/**
 * The wishlist page's forms without JavaScript (on the basket API, so behind its origin check, body
 * limit and rate limit): `POST /form/wishlist/:sku/remove`, `POST /form/wishlist/:sku/to-basket` and
 * `POST /form/wishlist/:sku/edit` (`variant`, `quantity`: the mini detail view), each answered with
 * 303 back to `/merkzettel` and a notice; a move sets the basket count cookie.
 */
export function registerWishlistForms(api: Hono, deps: ServerDeps): void {
  const ctx = deps.basket;
  const form = async (c: Context) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const locale = isLocale(body['locale']) ? body['locale'] : requestLocale(c.req.raw.headers);
    const visitor = await resolveVisitor(ctx.db, visitorOf(c.req.raw.headers));
    return { locale, visitor, sku: c.req.param('sku') ?? '', body };
  };
  api.post('/form/wishlist/:sku/remove', async (c) => {
    const { locale, visitor, sku } = await form(c);
    const outcome = await removeFromWishlist(ctx, visitor, sku);
    const headers = backToPage(
      c,
      locale,
      outcome.ok ? 'removed' : 'remove-failed',
      outcome.ok ? null : outcome.failure,
    );
    return new Response(null, { status: 303, headers });
  });
  api.post('/form/wishlist/:sku/to-basket', async (c) => {
    const { locale, visitor, sku } = await form(c);
    const outcome = await moveWishlistItemToBasket(ctx, visitor, sku);
    const headers = backToPage(
      c,
      locale,
      outcome.ok ? 'moved' : 'move-failed',
      outcome.ok ? null : outcome.failure,
    );
    if (outcome.ok)
      for (const cookie of basketCookies(c.req.raw.headers, outcome.visitorId, outcome.basket.count))
        headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  });
  api.post('/form/wishlist/:sku/edit', async (c) => {
    const { locale, visitor, sku, body } = await form(c);
    const raw = body['quantity'];
    // the form's text as a whole number only ("2", not "2.5" or "2abc"): anything else is refused by the domain
    const quantity = typeof raw === 'string' && /^\d{1,3}$/.test(raw.trim()) ? Number(raw.trim()) : raw;
    const outcome = await editWishlistItem(ctx, visitor, sku, body['variant'], quantity);
    // a refusal the shopper can mend (another variation, a smaller quantity) opens the edit view again
    const again = checkSku(sku);
    const headers =
      outcome.kind === 'sold-out'
        ? backToPage(c, locale, 'edit-sold-out', null, again)
        : outcome.kind === 'failed'
          ? backToPage(
              c,
              locale,
              'edit-failed',
              outcome.failure,
              MENDABLE.includes(outcome.failure.code) ? again : null,
            )
          : backToPage(c, locale, outcome.kind, null);
    return new Response(null, { status: 303, headers });
  });
}
