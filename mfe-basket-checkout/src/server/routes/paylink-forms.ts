import { appError, isLocale, type Locale } from '@sf/contracts';
import { localizedPath, type RouteId } from '@sf/i18n';
import { bodyLimit, errorResponse, originGuard, rateLimit } from '@sf/server-kit';
import { getTenantConfig } from '@sf/tenant-config';
import { Hono, type Context } from 'hono';
import { readOrder } from '../checkout/order-store';
import { createPaylink, createPaylinkPayment, resolvePaylink } from '../checkout/paylink';
import { failPayment, setProviderRef } from '../checkout/payments';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { resolveVisitor, serverText } from '../domain';
import { requestLocale, requestTenant, visitorOf } from '../request-info';

type Form = Record<string, unknown>;

async function formOf(c: Context): Promise<{ form: Form; locale: Locale }> {
  const form = (await c.req.parseBody().catch(() => ({}))) as Form;
  return { form, locale: isLocale(form['locale']) ? form['locale'] : requestLocale(c.req.raw.headers) };
}

const to = (route: RouteId, locale: Locale, query = '') =>
  new Response(null, {
    status: 303,
    headers: { location: `${localizedPath(route, locale)}${query}`, 'cache-control': 'no-store' },
  });
const str = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 64) : '');
const linkQuery = (orderNo: string, token: string, more = '') =>
  `?order=${encodeURIComponent(orderNo)}&token=${encodeURIComponent(token)}${more}`;

/**
 * The payment link's forms (`/api/basket/paylink/*`, decision 0085), with the checkout's guards
 * (origin check, 8 KB, rate limit) and 303 answers: `POST /create` (the confirmation page's "pay
 * online now", for the visitor's own order on invoice) and `POST /pay` (start the provider payment
 * of a link; the way out is a link on the page, as in the checkout, decision 0067).
 */
export function paylinkFormRoutes(deps: ServerDeps): Hono {
  const app = new Hono();
  const db = deps.basket.db;
  const store = deps.rateLimitStore ? { store: deps.rateLimitStore } : {};
  app.use('*', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES }));
  app.post(
    '*',
    rateLimit({ name: 'paylink-forms', windowMs: 60_000, max: deps.orderRateLimitPerMinute ?? 30, ...store }),
  );

  app.post('/create', async (c) => {
    const { form, locale } = await formOf(c);
    const visitor = await resolveVisitor(db, visitorOf(c.req.raw.headers));
    const order = await readOrder(db, visitor.id, str(form['order']));
    if (!order) return to('checkout-no-order', locale);
    if (order.status === 'paid') return to('checkout-paid', locale, `?order=${order.orderNo}`);
    const token = await createPaylink(db, order.orderNo);
    return token
      ? to('paylink', locale, linkQuery(order.orderNo, token))
      : to('checkout-confirmation', locale, `?order=${order.orderNo}`);
  });

  app.post('/pay', async (c) => {
    const { form, locale } = await formOf(c);
    const orderNo = str(form['order']);
    const token = str(form['token']);
    const found = await resolvePaylink(db, orderNo, token);
    // the page says why (wrong, used, expired) or leads to the paid page
    if (!found.ok || found.order.tenant !== requestTenant(c.req.raw.headers, locale))
      return to('paylink', locale, linkQuery(orderNo, token));
    const { order } = found;
    const method = getTenantConfig(requestTenant(c.req.raw.headers, locale)).payment.paylinkMethods.find(
      (m) => m === form['method'],
    );
    if (!method) return to('paylink', locale, linkQuery(orderNo, token, '&notice=required'));
    const paymentId = await createPaylinkPayment(db, {
      visitorId: found.visitorId,
      tokenHash: found.tokenHash,
      method,
      amountCents: order.totalCents,
      currency: order.currency,
    });
    const origin = visitorOf(c.req.raw.headers).shopper.origin ?? 'http://127.0.0.1:3000';
    try {
      const started = await deps.provider.start({
        paymentId,
        method,
        amountCents: order.totalCents,
        currency: order.currency,
        locale,
        // the return brings the link back, so a cancelled payment lands on the link's page again
        returnUrl: `${origin}${localizedPath('paylink-return', locale)}${linkQuery(orderNo, token)}`,
        notifyUrl: `${origin}/api/basket/checkout/payment/notify`,
      });
      await setProviderRef(db, paymentId, started.providerRef, started.redirectUrl);
      return to('paylink', locale, linkQuery(orderNo, token, `&pay=${paymentId}`));
    } catch (error) {
      deps.logger.warn('payment provider did not answer', { paymentId, error });
      await failPayment(db, paymentId);
      return to('paylink', locale, linkQuery(orderNo, token, '&notice=payment-unavailable'));
    }
  });
  app.notFound((c) =>
    errorResponse(appError('API-404', serverText(requestLocale(c.req.raw.headers), 'basket.error.generic'))),
  );
  return app;
}
