import { appError, isLocale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { bodyLimit, errorResponse, HttpError, originGuard, rateLimit } from '@sf/server-kit';
import { Hono, type Context } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import {
  addToBasket,
  addToWishlist,
  changeBasketQuantity,
  dropVoucher,
  failureMessage,
  findVoucher,
  normalizeCode,
  redeemVoucher,
  readBasket,
  readWishlist,
  removeFromBasket,
  resolveVisitor,
  removeFromWishlist,
  serverText,
  setCo2Chosen,
  type BasketAction,
  type BasketFailure,
  type BasketOutcome,
  type WishlistOutcome,
} from '../domain';
import { BASKET_ID, WISHLIST_ID } from '../graphql/schema';
import { basketRemote } from '../remote';
import { STATUS_OF } from './refusal-status';
import { basketCookies, requestLocale, staleCountCookie, visitorOf } from '../request-info';
import { registerWishlistForms } from './wishlist-forms';

/** The JSON body of a change: an object, else 400/415 with a localized message. */
async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const locale = requestLocale(c.req.raw.headers);
  if (type !== 'application/json')
    throw new HttpError(appError('API-415', serverText(locale, 'basket.error.generic')));
  const body: unknown = await c.req.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(appError('API-400', serverText(locale, 'basket.error.generic')));
  return body as Record<string, unknown>;
}

function refusal(c: Context, action: BasketAction, f: BasketFailure): Response {
  const message = failureMessage(requestLocale(c.req.raw.headers), action, f);
  const error = {
    ...appError(STATUS_OF[f.code], message),
    reason: f.code,
    sku: f.sku,
    maxQuantity: f.maxQuantity,
  };
  return new Response(JSON.stringify({ error }), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function answer(c: Context, action: BasketAction, outcome: BasketOutcome | WishlistOutcome): Response {
  if (!outcome.ok) return refusal(c, action, outcome.failure);
  const headers = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  const count = 'basket' in outcome ? outcome.basket.count : null;
  for (const cookie of basketCookies(c.req.raw.headers, outcome.visitorId, count))
    headers.append('set-cookie', cookie);
  const body =
    'basket' in outcome
      ? { basket: { id: BASKET_ID, ...outcome.basket } }
      : { wishlist: { id: WISHLIST_ID, ...outcome.wishlist } };
  return new Response(JSON.stringify(body), { status: 200, headers });
}

/**
 * `/api/basket/*` (REST, JSON; the same services as the subgraph): `GET /` the basket,
 * `POST /items` `{ sku, quantity }`, `PUT /items/:sku` `{ quantity }`, `DELETE /items/:sku`,
 * `GET /wishlist`, `POST /wishlist/items` `{ sku }`, `DELETE /wishlist/items/:sku`. Changes set the
 * visitor cookie (first change) and the count cookie. Origin check, 8 KB, per-address rate limit.
 * The basket page's forms without JavaScript: `POST /form/items/:sku` (`quantity`) and
 * `POST /form/items/:sku/remove`, answered with 303 to the page and a notice; the wishlist page's
 * forms are `wishlist-forms.ts`.
 */
export function apiRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  api.use('*', basketRemote.refusals());
  const sameOrigin = originGuard({ trustedOrigins: [...deps.trustedOrigins] });
  api.use('*', sameOrigin);
  api.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES }));
  const limit = rateLimit({
    name: 'basket-api',
    windowMs: 60_000,
    max: deps.rateLimitPerMinute,
    ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}),
  });
  api.on(['POST', 'PUT', 'DELETE'], '*', limit);
  const ctx = deps.basket;
  // the basket row this request may use (decision 0078)
  const who = (c: Context) => resolveVisitor(ctx.db, visitorOf(c.req.raw.headers));
  const noStore = { 'cache-control': 'no-store' };

  api.get('/', async (c) => {
    const visitor = await who(c);
    const basket = await readBasket(ctx, visitor);
    const res = c.json({ basket: { id: BASKET_ID, ...basket } }, 200, noStore);
    for (const cookie of staleCountCookie(c.req.raw.headers, visitor, basket.count))
      res.headers.append('set-cookie', cookie);
    return res;
  });
  api.post('/items', async (c) => {
    const body = await jsonBody(c);
    return answer(c, 'add', await addToBasket(ctx, await who(c), body.sku, body.quantity));
  });
  api.put('/items/:sku', async (c) => {
    const body = await jsonBody(c);
    return answer(
      c,
      'change',
      await changeBasketQuantity(ctx, await who(c), c.req.param('sku'), body.quantity),
    );
  });
  api.delete('/items/:sku', async (c) =>
    answer(c, 'remove', await removeFromBasket(ctx, await who(c), c.req.param('sku'))),
  );
  api.get('/wishlist', async (c) =>
    c.json({ wishlist: { id: WISHLIST_ID, ...(await readWishlist(ctx, await who(c))) } }, 200, noStore),
  );
  api.post('/wishlist/items', async (c) => {
    const body = await jsonBody(c);
    return answer(c, 'wishlist-add', await addToWishlist(ctx, await who(c), body.sku));
  });
  api.delete('/wishlist/items/:sku', async (c) =>
    answer(c, 'wishlist-remove', await removeFromWishlist(ctx, await who(c), c.req.param('sku'))),
  );
  // the basket page's forms without JavaScript: change, then back to the page with a notice (303)
  const formChange = async (c: Context, action: 'change' | 'remove'): Promise<Response> => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const locale = isLocale(form['locale']) ? form['locale'] : requestLocale(c.req.raw.headers);
    const visitor = await who(c);
    const sku = c.req.param('sku') ?? '';
    const quantity =
      typeof form['quantity'] === 'string' && /^\d{1,3}$/.test(form['quantity'])
        ? Number(form['quantity'])
        : form['quantity'];
    const outcome =
      action === 'remove'
        ? await removeFromBasket(ctx, visitor, sku)
        : await changeBasketQuantity(ctx, visitor, sku, quantity);
    const notice = !outcome.ok ? 'failed' : action === 'remove' ? 'removed' : 'updated';
    const headers = new Headers({
      location: `${localizedPath('basket', locale)}?notice=${notice}`,
      'cache-control': 'no-store',
    });
    if (outcome.ok)
      for (const cookie of basketCookies(c.req.raw.headers, outcome.visitorId, outcome.basket.count))
        headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  };
  // the voucher form of the basket page: redeem (303 with the reason when it does not apply) or remove
  api.post('/form/voucher', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const locale = isLocale(form['locale']) ? form['locale'] : requestLocale(c.req.raw.headers);
    const visitor = await who(c);
    const outcome = await redeemVoucher(ctx, visitor, form['code']);
    const page = localizedPath('basket', locale);
    if (!outcome.ok) {
      const code = normalizeCode(form['code']);
      const voucher = outcome.reason === 'minimum' && code ? await findVoucher(ctx.db, code) : null;
      return c.redirect(
        `${page}?notice=voucher-${outcome.reason}${voucher ? `&min=${voucher.minimumOrderCents}` : ''}`,
        303,
      );
    }
    const headers = new Headers({ location: `${page}?notice=voucher-applied`, 'cache-control': 'no-store' });
    for (const cookie of basketCookies(c.req.raw.headers, outcome.visitorId, outcome.basket.count))
      headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  });
  api.post('/form/voucher/remove', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const locale = isLocale(form['locale']) ? form['locale'] : requestLocale(c.req.raw.headers);
    await dropVoucher(ctx, await who(c));
    return c.redirect(`${localizedPath('basket', locale)}?notice=voucher-removed`, 303);
  });
  // the CO2 compensation choice of the basket page (decision 0039)
  api.post('/form/co2', async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const locale = isLocale(form['locale']) ? form['locale'] : requestLocale(c.req.raw.headers);
    const chosen = form['chosen'] === 'yes';
    const stored = await setCo2Chosen(ctx.db, (await who(c)).id, chosen);
    return c.redirect(
      `${localizedPath('basket', locale)}?notice=${stored ? (chosen ? 'co2-added' : 'co2-removed') : 'failed'}`,
      303,
    );
  });
  api.post('/form/items/:sku', (c) => formChange(c, 'change'));
  api.post('/form/items/:sku/remove', (c) => formChange(c, 'remove'));
  registerWishlistForms(api, deps);
  api.notFound((c) =>
    errorResponse(appError('API-404', serverText(requestLocale(c.req.raw.headers), 'basket.error.generic'))),
  );
  return api;
}
