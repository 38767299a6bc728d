import { appError, isLocale, type Locale } from '@sf/contracts';
import { localizedPath, type RouteId } from '@sf/i18n';
import { bodyLimit, errorResponse, originGuard, rateLimit } from '@sf/server-kit';
import { Hono, type Context } from 'hono';
import { checkAddress, enteredValues, printable } from '../checkout/address';
import {
  readCheckout,
  saveDelivery,
  saveDraft,
  savePayment,
  savePaymentDraft,
  startCheckout,
} from '../checkout/checkout-store';
import { checkoutFacts, redirectFor } from '../checkout/checkout-facts';
import { priceOrder } from '../checkout/order-pricing';
import { parcelShopById } from '../checkout/parcel-shops';
import { offeredMethod } from '../checkout/payment-methods';
import { pauseTerms } from '../checkout/payment-pause';
import { checkMandate, enteredMandate } from '../checkout/sepa-mandate';
import { completePaylinkPayment } from '../checkout/paylink';
import { createPayment, failPayment, readPayment, setProviderRef, settlePayment } from '../checkout/payments';
import { placeOrder } from '../checkout/place-order';
import { PROVIDER_METHODS, type Delivery, type PaymentDetails } from '../checkout/types';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { resolveVisitor, serverText } from '../domain';
import { basketCookies, customerOf, requestLocale, visitorOf } from '../request-info';

type Form = Record<string, unknown>;

async function formOf(c: Context): Promise<{ form: Form; locale: Locale }> {
  const form = (await c.req.parseBody().catch(() => ({}))) as Form;
  return { form, locale: isLocale(form['locale']) ? form['locale'] : requestLocale(c.req.raw.headers) };
}

/** 303 to a localized page, with an optional query. */
const to = (route: RouteId, locale: Locale, query = '') =>
  new Response(null, {
    status: 303,
    headers: { location: `${localizedPath(route, locale)}${query}`, 'cache-control': 'no-store' },
  });

/**
 * The checkout's forms without JavaScript (`/api/basket/checkout/*`, each answered with 303 like
 * the basket page): `POST /start`, `/delivery`, `/payment`, `/order`; the provider's return
 * `GET /payment/return` (signed) and its notification `POST /payment/notify` (signed, server to
 * server: no origin check). Every other post: origin check, 8 KB, rate limits.
 */
export function checkoutFormRoutes(deps: ServerDeps): Hono {
  const app = new Hono();
  const ctx = deps.basket;
  const guard = originGuard({ trustedOrigins: [...deps.trustedOrigins] });
  const store = deps.rateLimitStore ? { store: deps.rateLimitStore } : {};

  app.post('/payment/notify', bodyLimit({ maxSize: 4096 }), async (c) => {
    const result = await deps.provider.verifyNotification(
      await c.req.text(),
      c.req.header('x-sandbox-signature') ?? null,
    );
    if (!result)
      return errorResponse(
        appError('API-403', serverText(requestLocale(c.req.raw.headers), 'basket.error.generic')),
      );
    const payment = await settlePayment(ctx.db, result);
    // a payment by link pays its order here when the shopper's return never arrives (decision 0085)
    if (payment) await completePaylinkPayment(ctx.db, payment.id);
    return payment
      ? new Response(null, { status: 204 })
      : errorResponse(appError('API-404', serverText('de-DE', 'basket.error.generic')));
  });
  app.get('/payment/return', async (c) => {
    const query = new URL(c.req.url).searchParams;
    const locale = isLocale(query.get('locale'))
      ? (query.get('locale') as Locale)
      : requestLocale(c.req.raw.headers);
    const result = await deps.provider.verifyReturn(query);
    const visitor = await resolveVisitor(ctx.db, visitorOf(c.req.raw.headers));
    // the return again after the order was placed with this payment (a reload, the back button): the
    // order is paid, nothing is to be paid again (decision 0085)
    const earlier = result ? await readPayment(ctx.db, result.paymentId) : null;
    if (
      earlier?.orderNo &&
      earlier.providerRef === result?.providerRef &&
      visitor.id &&
      earlier.visitorId === visitor.id
    )
      return to('checkout-paid', locale, `?order=${earlier.orderNo}`);
    // only the visitor's own payment (a signed return is not a bearer ticket for another basket)
    const checkout = result ? await readCheckout(ctx.db, visitor.id) : null;
    if (!result || !checkout || checkout.paymentId !== result.paymentId)
      return to('checkout-payment', locale, '?notice=payment-failed');
    const payment = await settlePayment(ctx.db, result);
    if (payment?.status === 'authorized') return to('checkout', locale);
    return to(
      'checkout-payment',
      locale,
      `?notice=${payment?.status === 'cancelled' ? 'payment-cancelled' : payment?.status === 'pending' ? 'payment-pending' : 'payment-failed'}`,
    );
  });

  app.use('*', guard);
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES }));
  app.post(
    '*',
    rateLimit({ name: 'checkout-forms', windowMs: 60_000, max: deps.rateLimitPerMinute, ...store }),
  );

  app.post('/start', async (c) => {
    const { form, locale } = await formOf(c);
    const visitor = await resolveVisitor(ctx.db, visitorOf(c.req.raw.headers));
    const customer = customerOf(c.req.raw.headers);
    const facts = await checkoutFacts(ctx, visitor);
    if (!visitor.id || redirectFor('checkout-login', facts)) return to('basket', locale);
    if (form['mode'] === 'customer' && !customer) return to('checkout-login', locale, '?notice=failed');
    await startCheckout(ctx.db, visitor.id, customer ? 'customer' : 'guest', customer);
    return to('checkout-delivery', locale);
  });

  app.post('/delivery', async (c) => {
    const { form, locale } = await formOf(c);
    const visitor = await resolveVisitor(ctx.db, visitorOf(c.req.raw.headers));
    const page = form['change'] === '1' ? 'checkout-delivery-change' : 'checkout-delivery';
    const checkout = await readCheckout(ctx.db, visitor.id);
    if (!visitor.id || !checkout) return to('checkout-login', locale, '?notice=step');
    const values = {
      ...enteredValues(form),
      delivery: form['delivery'] === 'parcel-shop' ? 'parcel-shop' : 'home',
      shop: typeof form['shop'] === 'string' ? printable(form['shop']).slice(0, 20) : '',
    };
    if (form['action'] === 'search') {
      await saveDraft(ctx.db, visitor.id, { values: { ...values, delivery: 'parcel-shop' }, errors: {} });
      const plz = typeof form['plz'] === 'string' ? printable(form['plz']).trim().slice(0, 10) : '';
      return to(page, locale, `?plz=${encodeURIComponent(plz)}#sf-parcel`);
    }
    const checked = checkAddress(form, visitor.shopper.tenant);
    const shop =
      values.delivery === 'parcel-shop' ? parcelShopById(visitor.shopper.tenant, form['shop']) : null;
    const errors: Record<string, string> = checked.ok
      ? {}
      : { ...(checked.errors as Record<string, string>) };
    if (values.delivery === 'parcel-shop' && !shop) errors['shop'] = 'required';
    if (!checked.ok || Object.keys(errors).length) {
      await saveDraft(ctx.db, visitor.id, { values, errors });
      const plz =
        typeof form['plz'] === 'string' && form['plz'].trim()
          ? `&plz=${encodeURIComponent(form['plz'].trim().slice(0, 10))}`
          : '';
      return to(page, locale, `?notice=invalid${plz}`);
    }
    const delivery: Delivery = shop ? { kind: 'parcel-shop', shop } : { kind: 'home' };
    await saveDelivery(ctx.db, visitor.id, checked.address, delivery);
    return page === 'checkout-delivery-change' && checkout.paymentMethod
      ? to('checkout', locale)
      : to('checkout-payment', locale);
  });

  app.post('/payment', async (c) => {
    const { form, locale } = await formOf(c);
    const visitor = await resolveVisitor(ctx.db, visitorOf(c.req.raw.headers));
    const page = form['change'] === '1' ? 'checkout-payment-change' : 'checkout-payment';
    const facts = await checkoutFacts(ctx, visitor);
    const missing = redirectFor('checkout-payment', facts);
    if (missing || !visitor.id)
      return to(missing ?? 'basket', locale, missing === 'basket' ? '' : '?notice=step');
    const method = offeredMethod(
      form['method'],
      visitor.shopper.tenant,
      customerOf(c.req.raw.headers) !== null,
    );
    if (!method) return to(page, locale, '?notice=required');
    if (!PROVIDER_METHODS.includes(method)) {
      let details: PaymentDetails | null = null;
      if (method === 'directDebit') {
        // the SEPA mandate (decision 0160): refused → the form again with what was entered
        const mandate = checkMandate(form, visitor.shopper.tenant, locale, new Date());
        if (!mandate.ok) {
          await savePaymentDraft(ctx.db, visitor.id, {
            values: enteredMandate(form),
            errors: Object.fromEntries(mandate.errors.map((e) => [e.field, e.key])),
          });
          return to(page, locale, '?notice=mandate#sf-mandate');
        }
        details = mandate.details;
      }
      if (method === 'paymentPause') {
        const terms = pauseTerms(visitor.shopper.tenant);
        if (!terms) return to(page, locale, '?notice=required');
        details = { kind: 'payment-pause', ...terms };
      }
      await savePayment(ctx.db, visitor.id, method, null, details);
      return to('checkout', locale);
    }
    const priced = priceOrder(facts.basket);
    if (!priced.ok) return to('basket', locale);
    // a payment already authorized for this method and amount is kept (a second visit of the step)
    const paid = facts.payment;
    if (
      paid?.status === 'authorized' &&
      paid.method === method &&
      paid.amountCents === priced.pricing.totalCents &&
      paid.orderNo === null
    )
      return to('checkout', locale);
    const paymentId = await createPayment(ctx.db, {
      visitorId: visitor.id,
      method,
      amountCents: priced.pricing.totalCents,
      currency: priced.pricing.currency,
    });
    const origin = visitor.shopper.origin ?? 'http://127.0.0.1:3000';
    try {
      const started = await deps.provider.start({
        paymentId,
        method,
        amountCents: priced.pricing.totalCents,
        currency: priced.pricing.currency,
        locale,
        returnUrl: `${origin}/api/basket/checkout/payment/return?locale=${encodeURIComponent(locale)}`,
        notifyUrl: `${origin}/api/basket/checkout/payment/notify`,
      });
      await setProviderRef(ctx.db, paymentId, started.providerRef, started.redirectUrl);
      // not straight to the provider: the shop's CSP (`form-action 'self'`) stops a form post's redirect to
      // another origin; the payment step shows the way out as a link (decision 0067)
      return to(page, locale, `?pay=${paymentId}`);
    } catch (error) {
      deps.logger.warn('payment provider did not answer', { paymentId, error });
      await failPayment(ctx.db, paymentId);
      return to(page, locale, '?notice=payment-unavailable');
    }
  });

  app.post(
    '/order',
    rateLimit({
      name: 'checkout-order',
      windowMs: 60_000,
      max: deps.orderRateLimitPerMinute ?? 30,
      ...store,
    }),
    async (c) => {
      const { form, locale } = await formOf(c);
      const visitor = await resolveVisitor(ctx.db, visitorOf(c.req.raw.headers));
      // the total the shopper saw; a malformed one is a total that does not match (never ignored)
      const rawShown = form['shownTotal'];
      const shown =
        rawShown === undefined
          ? null
          : typeof rawShown === 'string' && /^\d{1,9}$/.test(rawShown)
            ? Number(rawShown)
            : -1;
      const outcome = await placeOrder(
        { ...ctx, logger: deps.logger, ...(deps.crashPoint ? { crashPoint: deps.crashPoint } : {}) },
        visitor,
        form['orderKey'],
        { customerId: customerOf(c.req.raw.headers), shownTotalCents: shown },
      );
      if (outcome.ok) {
        // the basket is empty now: the header's count too
        const res = to('checkout-confirmation', locale, `?order=${outcome.orderNo}`);
        for (const cookie of basketCookies(c.req.raw.headers, visitor.id!, 0))
          res.headers.append('set-cookie', cookie);
        return res;
      }
      switch (outcome.reason) {
        case 'empty':
        case 'no-checkout':
        case 'unavailable':
        case 'catalog':
          return to('checkout-no-order', locale, `?reason=${outcome.reason}`);
        case 'payment':
          return to('checkout-payment', locale, '?notice=payment');
        default:
          return to('checkout', locale, `?notice=${outcome.reason}`);
      }
    },
  );
  app.notFound((c) =>
    errorResponse(appError('API-404', serverText(requestLocale(c.req.raw.headers), 'basket.error.generic'))),
  );
  return app;
}
