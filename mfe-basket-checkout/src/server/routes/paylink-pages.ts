import type { Locale, TenantId } from '@sf/contracts';
import { localizedPath, type RouteId } from '@sf/i18n';
import { fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import { getTenantConfig } from '@sf/tenant-config';
import type { Context, Hono } from 'hono';
import { readOrder, readOrderByNo } from '../checkout/order-store';
import { completePaylinkPayment, isLinkOf, pendingPaylinkPayment, resolvePaylink } from '../checkout/paylink';
import { settlePayment } from '../checkout/payments';
import type { ServerDeps } from '../deps';
import { resolveVisitor, serverText } from '../domain';
import type { PaylinkResultState, PaylinkState } from '../../shared/checkout-state';
import { basketRemote } from '../remote';
import { bankView, orderSummaryView } from './checkout-views';
import { visitorOf } from '../request-info';
import { noticeText } from './checkout-notices';

type C = Context<FragmentEnv>;

const PRIVATE = {
  cacheControl: 'private, no-store',
  head: '<meta name="robots" content="noindex, nofollow">',
} as const;
const page = (html: string, title: string) => fragmentResponse(html, { ...PRIVATE, title });
const redirect = (route: RouteId, locale: Locale, query: string) =>
  fragmentResponse('', {
    status: 302,
    location: `${localizedPath(route, locale)}${query}`,
    cacheControl: 'no-store',
  });
/** `?order=&token=` of a link (both URL-encoded), plus more. */
const linkQuery = (orderNo: string, token: string, more = '') =>
  `?order=${encodeURIComponent(orderNo)}&token=${encodeURIComponent(token)}${more}`;

function requestOf(c: C): { locale: Locale; tenant: TenantId; query: URLSearchParams; headers: Headers } {
  const fragment = c.get('fragment');
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-sf-locale', fragment.locale);
  headers.set('x-sf-tenant', fragment.tenant);
  return {
    locale: fragment.locale,
    tenant: fragment.tenant,
    query: new URL(fragment.path, 'http://x').searchParams,
    headers,
  };
}

/**
 * The payment link's pages (decision 0085), fragments like the checkout's steps: `/paylink`
 * (fr-CH `/fr/paylink`), the provider's return `/paylink/returning-success/` and the page of an
 * order already paid, `/kasse/bezahlt/`. The link's token is the shopper's right to see the order
 * (the payer need not be the visitor who ordered); no GET changes anything but the provider's
 * signed return, which settles its payment idempotently (decision 0067).
 */
export function registerPaylinkPages(app: Hono<FragmentEnv>, deps: ServerDeps): void {
  const db = deps.basket.db;
  const t = (locale: Locale, id: string) => serverText(locale, id);
  // a page of the remote (issue 27), rendered for the route the shopper is on
  const render = (c: C, route: RouteId, state: PaylinkState | PaylinkResultState) =>
    basketRemote.render(route, c.get('fragment'), state);
  const refusal = async (c: C, route: RouteId, locale: Locale, text: string) =>
    page(await render(c, route, { v: 1, page: 'paylink-refusal', text }), t(locale, 'paylink.refusal.title'));

  app.get('/paylink', async (c) => {
    const { locale, tenant, query } = requestOf(c);
    const orderNo = query.get('order') ?? '';
    const token = query.get('token') ?? '';
    const found = await resolvePaylink(db, orderNo, token);
    if (!found.ok && found.reason === 'paid')
      return redirect('checkout-paid', locale, linkQuery(orderNo, token));
    if (!found.ok) return refusal(c, 'paylink', locale, t(locale, `paylink.refusal.${found.reason}`));
    // a link belongs to its shop: another shop's host shows nothing of it
    if (found.order.tenant !== tenant)
      return refusal(c, 'paylink', locale, t(locale, 'paylink.refusal.invalid'));
    const state: PaylinkState = {
      v: 1,
      page: 'paylink',
      order: orderSummaryView(found.order),
      token,
      methods: getTenantConfig(tenant).payment.paylinkMethods,
      notice: noticeText(locale, query),
      missing: query.get('notice') === 'required',
      pay: await pendingPaylinkPayment(db, query.get('pay'), found.tokenHash),
      bank: bankView(tenant),
    };
    const html = await render(c, 'paylink', state);
    return page(html, t(locale, 'paylink.title'));
  });

  // the provider's return (a GET by the nature of redirects): the signature is the authority, the
  // write is the notification's (pending → the signed state, then the order paid once)
  app.get('/paylink-return', async (c) => {
    const { locale, query } = requestOf(c);
    const result = await deps.provider.verifyReturn(query);
    const payment = result ? await settlePayment(db, result) : null;
    const done = payment ? await completePaylinkPayment(db, payment.id) : ({ kind: 'none' } as const);
    if (done.kind === 'none')
      return refusal(c, 'paylink-return', locale, t(locale, 'paylink.refusal.invalid'));
    const order = await readOrderByNo(db, done.orderNo);
    if (!order) return refusal(c, 'paylink-return', locale, t(locale, 'paylink.refusal.invalid'));
    if (done.kind === 'paid')
      return page(
        await render(c, 'paylink-return', { v: 1, page: 'paylink-success', order: orderSummaryView(order) }),
        t(locale, 'paylink.success.title'),
      );
    if (done.kind === 'paid-otherwise')
      return page(
        await render(c, 'paylink-return', { v: 1, page: 'checkout-paid', order: orderSummaryView(order) }),
        t(locale, 'paid.title'),
      );
    const notice =
      done.status === 'cancelled'
        ? 'payment-cancelled'
        : done.status === 'pending'
          ? 'payment-pending'
          : 'payment-failed';
    const token = query.get('token') ?? '';
    if (await isLinkOf(db, order.orderNo, token))
      return redirect('paylink', locale, linkQuery(order.orderNo, token, `&notice=${notice}`));
    return refusal(c, 'paylink-return', locale, t(locale, `checkout.notice.${notice}`));
  });

  // an order already paid: the visitor's own order (the checkout's return after the order), or an
  // order of a link the shopper holds; anything else shows no order
  app.get('/checkout-paid', async (c) => {
    const { locale, query, headers } = requestOf(c);
    const orderNo = query.get('order') ?? '';
    const token = query.get('token');
    const visitor = await resolveVisitor(db, visitorOf(headers));
    const own = await readOrder(db, visitor.id, orderNo);
    const viaLink = own
      ? null
      : (await isLinkOf(db, orderNo, token))
        ? await readOrderByNo(db, orderNo)
        : null;
    const order = own ?? viaLink;
    if (!order) return refusal(c, 'checkout-paid', locale, t(locale, 'paylink.refusal.invalid'));
    if (order.status !== 'paid')
      return own
        ? redirect('checkout-confirmation', locale, `?order=${order.orderNo}`)
        : redirect('paylink', locale, linkQuery(order.orderNo, token ?? ''));
    return page(
      await render(c, 'checkout-paid', { v: 1, page: 'checkout-paid', order: orderSummaryView(order) }),
      t(locale, 'paid.title'),
    );
  });
}
