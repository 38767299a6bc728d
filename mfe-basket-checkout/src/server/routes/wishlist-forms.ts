import { isLocale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { Context, Hono } from 'hono';
import type { ServerDeps } from '../deps';
import { moveWishlistItemToBasket, removeFromWishlist, resolveVisitor, type BasketFailure } from '../domain';
import { basketCookies, requestLocale, visitorOf } from '../request-info';

/** Where the page is read again: the wishlist of the form's locale with the notice (and a refusal's reason). */
function backToPage(c: Context, locale: Parameters<typeof localizedPath>[1], notice: string, refused: BasketFailure | null): Headers {
  const query = new URLSearchParams({ notice });
  if (refused) query.set('reason', refused.code);
  if (refused?.maxQuantity) query.set('max', String(refused.maxQuantity));
  return new Headers({ location: `${localizedPath('wishlist', locale)}?${query}`, 'cache-control': 'no-store' });
}

/**
 * The wishlist page's forms without JavaScript (on the basket API, so behind its origin check, body
 * limit and rate limit): `POST /form/wishlist/:sku/remove` and `POST /form/wishlist/:sku/to-basket`,
 * each answered with 303 back to `/merkzettel` and a notice; a move sets the basket count cookie.
 */
export function registerWishlistForms(api: Hono, deps: ServerDeps): void {
  const ctx = deps.basket;
  const form = async (c: Context) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const locale = isLocale(body['locale']) ? body['locale'] : requestLocale(c.req.raw.headers);
    const visitor = await resolveVisitor(ctx.db, visitorOf(c.req.raw.headers));
    return { locale, visitor, sku: c.req.param('sku') ?? '' };
  };
  api.post('/form/wishlist/:sku/remove', async (c) => {
    const { locale, visitor, sku } = await form(c);
    const outcome = await removeFromWishlist(ctx, visitor, sku);
    const headers = backToPage(c, locale, outcome.ok ? 'removed' : 'remove-failed', outcome.ok ? null : outcome.failure);
    return new Response(null, { status: 303, headers });
  });
  api.post('/form/wishlist/:sku/to-basket', async (c) => {
    const { locale, visitor, sku } = await form(c);
    const outcome = await moveWishlistItemToBasket(ctx, visitor, sku);
    const headers = backToPage(c, locale, outcome.ok ? 'moved' : 'move-failed', outcome.ok ? null : outcome.failure);
    if (outcome.ok) for (const cookie of basketCookies(c.req.raw.headers, outcome.visitorId, outcome.basket.count)) headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  });
}
