import type { Locale } from '@sf/contracts';
import { localizedPath, type RouteId } from '@sf/i18n';
import { fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import type { Context, Hono } from 'hono';
import { readDraft, readPaymentDraft } from '../checkout/checkout-store';
import { checkoutFacts, redirectFor, type CheckoutFacts } from '../checkout/checkout-facts';
import { readOrder } from '../checkout/order-store';
import { findParcelShops } from '../checkout/parcel-shops';
import { paymentMethodsFor } from '../checkout/payment-methods';
import { pauseTerms, priceCheckout } from '../checkout/payment-pause';
import { mandateText } from '../checkout/sepa-mandate';
import { validationText, isValidationMessageKey } from '@sf/validation';
import type { StepId } from '../checkout/steps';
import type { ServerDeps } from '../deps';
import { resolveVisitor, serverText, type Visitor } from '../domain';
import { customerOf, visitorOf } from '../request-info';
import { basketRemote } from '../remote';
import { ADDRESS_FIELDS, addressErrorText, type AddressError } from '../checkout/address';
import type {
  CheckoutCheckState,
  CheckoutConfirmationState,
  CheckoutDeliveryState,
  CheckoutLoginState,
  CheckoutNoOrderState,
  CheckoutPaymentState,
} from '../../shared/checkout-state';
import {
  addressView,
  deliveryView,
  lineView,
  orderView,
  paymentDetailsView,
  shopView,
  valuesOf,
} from './checkout-views';
import { noticeText, REFUSAL_NOTICES } from './checkout-notices';

type C = Context<FragmentEnv>;

/** The request as a checkout page sees it: locale, tenant, the visitor (basket cookie), the customer, the query. */
async function pageRequest(
  c: C,
  deps: ServerDeps,
): Promise<{ locale: Locale; visitor: Visitor; customer: string | null; query: URLSearchParams }> {
  const fragment = c.get('fragment');
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-sf-locale', fragment.locale);
  headers.set('x-sf-tenant', fragment.tenant);
  // the basket row this request may use (a customer's own, decision 0078)
  const visitor = await resolveVisitor(deps.basket.db, visitorOf(headers));
  return {
    locale: fragment.locale,
    visitor,
    customer: customerOf(headers),
    query: new URL(fragment.path, 'http://x').searchParams,
  };
}

const PRIVATE = {
  cacheControl: 'private, no-store',
  head: '<meta name="robots" content="noindex, nofollow">',
} as const;

/** The page's reply: private, not indexed, titled. */
const page = (html: string, title: string) => fragmentResponse(html, { ...PRIVATE, title });

/** A step reached out of order: to the first missing one (302, like every page redirect of the platform). */
function toStep(step: StepId, locale: Locale): Response {
  const path = localizedPath(step as RouteId, locale);
  return fragmentResponse('', {
    status: 302,
    location: step === 'basket' ? path : `${path}?notice=step`,
    cacheControl: 'no-store',
  });
}

/** Reads the facts and answers the redirect when `step` may not be shown yet. */
async function gate(
  deps: ServerDeps,
  visitor: Visitor,
  step: StepId,
  locale: Locale,
): Promise<{ facts: CheckoutFacts } | { redirect: Response }> {
  const facts = await checkoutFacts(deps.basket, visitor);
  const missing = redirectFor(step, facts);
  return missing ? { redirect: toStep(missing, locale) } : { facts };
}

/** Registers the checkout's pages on the fragment app (`/fragment/<route id>`), before its 404 fallback. */
export function registerCheckoutPages(app: Hono<FragmentEnv>, deps: ServerDeps): void {
  const t = (locale: Locale, id: string, values?: Record<string, string | number>) =>
    serverText(locale, id, values);

  app.get('/checkout-login', async (c) => {
    const { locale, visitor, customer, query } = await pageRequest(c, deps);
    const g = await gate(deps, visitor, 'checkout-login', locale);
    if ('redirect' in g) return g.redirect;
    const state: CheckoutLoginState = {
      v: 1,
      page: 'checkout-login',
      customer: customer !== null,
      notice: noticeText(locale, query)?.text ?? null,
    };
    return page(
      await basketRemote.render('checkout-login', c.get('fragment'), state),
      t(locale, 'checkout.login.title'),
    );
  });

  const delivery = (change: boolean) => async (c: C) => {
    const { locale, visitor, query } = await pageRequest(c, deps);
    const g = await gate(deps, visitor, 'checkout-delivery', locale);
    if ('redirect' in g) return g.redirect;
    const { checkout, basket } = g.facts;
    const draft = await readDraft(deps.basket.db, visitor.id);
    const stored = checkout?.delivery ?? null;
    const values = draft
      ? { ...valuesOf(checkout?.address ?? null), ...draft.values }
      : valuesOf(checkout?.address ?? null);
    const plz = query.get('plz') ?? (stored?.kind === 'parcel-shop' ? stored.shop.postalcode : null);
    const kind = (draft?.values['delivery'] ?? stored?.kind) === 'parcel-shop' ? 'parcel-shop' : 'home';
    const shopId = draft?.values['shop'] ?? (stored?.kind === 'parcel-shop' ? stored.shop.id : null);
    const draftErrors = query.get('notice') === 'invalid' && draft ? draft.errors : {};
    // a React page of the remote (issue 27): its state with the refusals worded here
    const state: CheckoutDeliveryState = {
      v: 1,
      page: 'checkout-delivery',
      change,
      values,
      errors: Object.fromEntries(
        ADDRESS_FIELDS.flatMap((f) => {
          const error = draftErrors[f];
          return error
            ? [[f, addressErrorText(error as AddressError, locale, (id, v) => t(locale, id, v), f)]]
            : [];
        }),
      ),
      shopMissing: draftErrors['shop'] !== undefined,
      delivery: kind,
      chosenShopId: shopId,
      search:
        plz !== null
          ? {
              postalcode: plz.slice(0, 10),
              shops: findParcelShops(visitor.shopper.tenant, plz).map(shopView),
            }
          : null,
      estimate:
        basket.catalogAvailable && basket.items.every((i) => i.offer?.available) ? { min: 2, max: 4 } : null,
      country: visitor.shopper.tenant,
      notice: noticeText(locale, query),
    };
    const html = await basketRemote.render(
      change ? 'checkout-delivery-change' : 'checkout-delivery',
      c.get('fragment'),
      state,
    );
    return page(html, t(locale, change ? 'checkout.delivery.changeTitle' : 'checkout.delivery.title'));
  };
  app.get('/checkout-delivery', delivery(false));
  app.get('/checkout-delivery-change', delivery(true));

  const payment = (change: boolean) => async (c: C) => {
    const { locale, visitor, customer, query } = await pageRequest(c, deps);
    const g = await gate(deps, visitor, 'checkout-payment', locale);
    if ('redirect' in g) return g.redirect;
    const { checkout, payment: paid } = g.facts;
    const tenant = visitor.shopper.tenant;
    const methods = paymentMethodsFor(tenant, customer !== null);
    const draft = methods.includes('directDebit') ? await readPaymentDraft(deps.basket.db, visitor.id) : null;
    const stored = checkout?.paymentDetails?.kind === 'sepa-mandate' ? checkout.paymentDetails : null;
    // a refusal's text: the IBAN's from @sf/validation, the others the checkout's own
    const errorText = (key: string | undefined) =>
      key === undefined
        ? undefined
        : isValidationMessageKey(key)
          ? validationText(key, locale)
          : t(locale, key);
    const state: CheckoutPaymentState = {
      v: 1,
      page: 'checkout-payment',
      change,
      methods,
      chosen: checkout?.paymentMethod ?? null,
      authorized:
        paid?.status === 'authorized' && checkout?.paymentMethod
          ? { method: checkout.paymentMethod, amountCents: paid.amountCents, currency: paid.currency }
          : null,
      notice: noticeText(locale, query),
      missing: query.get('notice') === 'required',
      pay:
        paid &&
        paid.id === query.get('pay') &&
        paid.status === 'pending' &&
        paid.redirectUrl &&
        checkout?.paymentMethod
          ? { method: checkout.paymentMethod, url: paid.redirectUrl }
          : null,
      pause: methods.includes('paymentPause') ? pauseTerms(tenant) : null,
      mandate: methods.includes('directDebit')
        ? {
            text: mandateText(locale, tenant),
            values: draft?.values ?? {
              iban: stored?.iban ?? '',
              accountHolder:
                stored?.accountHolder ??
                (checkout?.address ? `${checkout.address.firstname} ${checkout.address.lastname}` : ''),
            },
            errors:
              query.get('notice') === 'mandate' && draft
                ? Object.fromEntries(
                    (['iban', 'accountHolder', 'mandate'] as const).flatMap((f) => {
                      const text = errorText(draft.errors[f]);
                      return text === undefined ? [] : [[f, text]];
                    }),
                  )
                : {},
          }
        : null,
    };
    const html = await basketRemote.render(
      change ? 'checkout-payment-change' : 'checkout-payment',
      c.get('fragment'),
      state,
    );
    return page(html, t(locale, change ? 'checkout.payment.changeTitle' : 'checkout.payment.title'));
  };
  app.get('/checkout-payment', payment(false));
  app.get('/checkout-payment-change', payment(true));

  app.get('/checkout', async (c) => {
    const { locale, visitor, query } = await pageRequest(c, deps);
    const g = await gate(deps, visitor, 'checkout', locale);
    if ('redirect' in g) return g.redirect;
    const { checkout, basket } = g.facts;
    const priced = priceCheckout(basket, checkout?.paymentMethod ?? null, visitor.shopper.tenant);
    if (!priced.ok || !checkout?.address || !checkout.delivery || !checkout.paymentMethod)
      return toStep('basket', locale);
    const p = priced.pricing;
    const details = checkout.paymentDetails;
    const state: CheckoutCheckState = {
      v: 1,
      page: 'checkout',
      pricing: {
        currency: p.currency,
        lines: p.lines.map(lineView),
        subtotalCents: p.subtotalCents,
        voucherCode: p.voucherCode,
        discountCents: p.discountCents,
        shippingCents: p.shippingCents,
        clubFreeShipping: p.clubFreeShipping === true,
        co2Cents: p.co2Cents,
        surchargeCents: p.surchargeCents,
        totalCents: p.totalCents,
      },
      address: addressView(checkout.address),
      delivery: deliveryView(checkout.delivery),
      paymentMethod: checkout.paymentMethod,
      paymentDetails: details ? paymentDetailsView(details) : null,
      orderKey: checkout.orderKey,
      notice: noticeText(locale, query),
    };
    const html = await basketRemote.render('checkout', c.get('fragment'), state);
    return page(html, t(locale, 'checkout.check.title'));
  });

  app.get('/checkout-confirmation', async (c) => {
    const { locale, visitor, customer, query } = await pageRequest(c, deps);
    const order = await readOrder(deps.basket.db, visitor.id, query.get('order') ?? '');
    if (!order)
      return fragmentResponse('', {
        status: 302,
        location: localizedPath('checkout-no-order', locale),
        cacheControl: 'no-store',
      });
    const state: CheckoutConfirmationState = {
      v: 1,
      page: 'checkout-confirmation',
      order: orderView(order),
      customer: customer !== null && order.customerId === customer,
    };
    return page(
      await basketRemote.render('checkout-confirmation', c.get('fragment'), state),
      t(locale, 'checkout.confirmation.title'),
    );
  });

  app.get('/checkout-no-order', async (c) => {
    const { locale, query } = await pageRequest(c, deps);
    const reason = query.get('reason');
    const text =
      reason && (REFUSAL_NOTICES as readonly string[]).includes(reason)
        ? t(locale, `checkout.refusal.${reason}`)
        : null;
    const state: CheckoutNoOrderState = { v: 1, page: 'checkout-no-order', reason: text };
    return page(
      await basketRemote.render('checkout-no-order', c.get('fragment'), state),
      t(locale, 'checkout.noOrder.title'),
    );
  });
}
