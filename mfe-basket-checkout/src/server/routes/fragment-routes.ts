import { fragmentContext, fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import { localizedPath } from '@sf/i18n';
import { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import {
  currencyOf,
  readBasket,
  readWishlist,
  readWishlistItem,
  resolveVisitor,
  serverText,
} from '../domain';
import type { BusEvent } from '@sf/contracts';
import { basketLines } from '../domain/basket-store';
import type { BasketPageState } from '../../shared/state';
import { noticeOf } from '../pages/basket-notice';
import { changeEventsScript } from '../pages/change-events';
import { wishlistNoticeOf, wishlistPageState } from '../pages/wishlist-state';
import { basketRemote } from '../remote';
import { visitorOf } from '../request-info';
import { registerCheckoutPages } from './checkout-pages';
import { registerCreditPages } from './checkout-credit-pages';
import { registerPaylinkPages } from './paylink-pages';

/** Notices of a change that happened (not of a refusal): the page then emits the bus events. */
const BASKET_CHANGES: ReadonlySet<string> = new Set([
  'updated',
  'removed',
  'voucher-applied',
  'voucher-removed',
  'co2-added',
  'co2-removed',
]);
const WISHLIST_CHANGES: ReadonlySet<string> = new Set(['removed', 'moved', 'edited']);

/**
 * `GET /fragment/<route id>`: `basket` (`/warenkorb`) renders the visitor's basket on the server as
 * the remote's React page (hydrated in the browser, decision 0195) from the basket cookie the composer passes to this remote's fragments alone (decision 0037);
 * `no-store`, `noindex`. `checkout-premium` (`/kasse/premium`) redirects to the basket: the premium
 * programme is disabled (decision 0034). `wishlist` (`/merkzettel`) renders the logged-in visitor's
 * wishlist likewise (anonymous visitors are asked to log in, with 200). The checkout's steps are `checkout-pages.ts`, the payment link's pages and
 * `/kasse/bezahlt/` `paylink-pages.ts`. Any other route id answers the platform's "not found" through the fragment protocol
 * (`x-sf-status: 404`, empty body), so the composer writes its own 404 page (decision 0055). A page
 * reached by a change's form post (`?notice=`) also carries the bus events of that change (decision 0088).
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
    const notice = noticeOf(query);
    // the page a change's form post lands on announces it: `basket:changed` (decision 0088)
    const events: BusEvent[] =
      notice && BASKET_CHANGES.has(notice.kind) ? [{ type: 'basket:changed', v: 1, count: view.count }] : [];
    // a React remote (decision 0195): rendered through the preset, hydrated in the browser from this state
    const state: BasketPageState = { v: 1, page: 'basket', view, notice };
    return fragmentResponse(
      (await basketRemote.render('basket', fragment, state)) +
        changeEventsScript(events, c.req.header('x-sf-nonce') ?? null),
      {
        cacheControl: 'private, no-store',
        head: '<meta name="robots" content="noindex, follow">',
        title: `${serverText(fragment.locale, 'basket.page.title')}`,
      },
    );
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
    const read =
      editSku && !view.loginRequired ? await readWishlistItem(deps.basket, visitor, editSku) : null;
    const edit =
      read && editSku
        ? read.ok
          ? { sku: editSku, detail: read.detail }
          : { sku: editSku, failure: read.failure }
        : null;
    const notice = wishlistNoticeOf(query);
    const events: BusEvent[] = [];
    if (notice?.kind === 'moved') {
      const count = (await basketLines(deps.basket.db, visitor.id)).reduce((n, l) => n + l.quantity, 0);
      events.push({ type: 'basket:changed', v: 1, count });
    }
    if (notice && WISHLIST_CHANGES.has(notice.kind))
      events.push({ type: 'wishlist:changed', v: 1, count: view.count, skus: [...view.skus] });
    // a React remote (decision 0195), as the basket page
    const state = wishlistPageState(view, fragment.locale, currencyOf(fragment.tenant), notice, edit);
    const html =
      (await basketRemote.render('wishlist', fragment, state)) +
      changeEventsScript(events, c.req.header('x-sf-nonce') ?? null);
    return fragmentResponse(html, {
      cacheControl: 'private, no-store',
      head: '<meta name="robots" content="noindex, follow">',
      title: serverText(fragment.locale, 'wishlist.page.title'),
    });
  });
  // the premium programme is disabled (decision 0034): its checkout step sends the shopper back to the basket
  app.get('/checkout-premium', (c) =>
    fragmentResponse('', {
      status: 302,
      location: localizedPath('basket', c.get('fragment').locale),
      cacheControl: 'no-store',
    }),
  );
  registerCheckoutPages(app, deps);
  registerCreditPages(app, deps);
  registerPaylinkPages(app, deps);
  app.get('/:routeId', () => fragmentResponse('', { status: 404, cacheControl: 'no-store' }));
  return app;
}
