import { fragmentContext, fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import { localizedPath } from '@sf/i18n';
import { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import { currencyOf, readBasket, readWishlist, readWishlistItem, resolveVisitor, serverText } from '../domain';
import { noticeOf, renderBasketPage } from '../pages/basket-page';
import { renderWishlistPage, wishlistNoticeOf } from '../pages/wishlist-page';
import { visitorOf } from '../request-info';
import { registerCheckoutPages } from './checkout-pages';
import { registerCreditPages } from './checkout-credit-pages';
import { registerPaylinkPages } from './paylink-pages';

/**
 * `GET /fragment/<route id>`: `basket` (`/warenkorb`) renders the visitor's basket on the server
 * from the basket cookie the composer passes to this remote's fragments alone (decision 0037);
 * `no-store`, `noindex`. `checkout-premium` (`/kasse/premium`) redirects to the basket: the premium
 * programme is disabled (decision 0034). `wishlist` (`/merkzettel`) renders the logged-in visitor's
 * wishlist likewise (anonymous visitors are asked to log in, with 200). The checkout's steps are `checkout-pages.ts`, the payment link's pages and
 * `/kasse/bezahlt/` `paylink-pages.ts`. Any other route id answers the platform's "not found" through the fragment protocol
 * (`x-sf-status: 404`, empty body), so the composer writes its own 404 page (decision 0055).
 */
export function fragmentRoutes(deps: ServerDeps): Hono<FragmentEnv> {
  const app = new Hono<FragmentEnv>();
  app.use('*', fragmentContext());
  app.get('/basket', async (c) => {
    const fragment = c.get('fragment');
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-sf-locale', fragment.locale);
    headers.set('x-sf-tenant', fragment.tenant);
    const visitor = await resolveVisitor(deps.basket.db, visitorOf(headers));
    const view = await readBasket(deps.basket, visitor);
    const query = new URL(fragment.path, 'http://x').searchParams;
    return fragmentResponse(renderBasketPage(view, fragment.locale, noticeOf(query)), {
      cacheControl: 'private, no-store',
      head: '<meta name="robots" content="noindex, follow">',
      title: `${serverText(fragment.locale, 'basket.page.title')}`,
    });
  });
  app.get('/wishlist', async (c) => {
    const fragment = c.get('fragment');
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-sf-locale', fragment.locale);
    headers.set('x-sf-tenant', fragment.tenant);
    const visitor = await resolveVisitor(deps.basket.db, visitorOf(headers));
    const view = await readWishlist(deps.basket, visitor);
    const query = new URL(fragment.path, 'http://x').searchParams;
    // `?edit=<sku>` opens the item's mini detail view (read only; the change is the form's post)
    const editSku = query.get('edit');
    const read = editSku && !view.loginRequired ? await readWishlistItem(deps.basket, visitor, editSku) : null;
    const edit = read && editSku ? (read.ok ? { sku: editSku, detail: read.detail } : { sku: editSku, failure: read.failure }) : null;
    return fragmentResponse(renderWishlistPage(view, fragment.locale, currencyOf(fragment.tenant), wishlistNoticeOf(query), edit), {
      cacheControl: 'private, no-store',
      head: '<meta name="robots" content="noindex, follow">',
      title: serverText(fragment.locale, 'wishlist.page.title'),
    });
  });
  // the premium programme is disabled (decision 0034): its checkout step sends the shopper back to the basket
  app.get('/checkout-premium', (c) => fragmentResponse('', { status: 302, location: localizedPath('basket', c.get('fragment').locale), cacheControl: 'no-store' }));
  registerCheckoutPages(app, deps);
  registerCreditPages(app, deps);
  registerPaylinkPages(app, deps);
  app.get('/:routeId', () => fragmentResponse('', { status: 404, cacheControl: 'no-store' }));
  return app;
}
