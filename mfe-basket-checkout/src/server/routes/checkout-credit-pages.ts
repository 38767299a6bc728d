import { localizedPath } from '@sf/i18n';
import { fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import type { Hono } from 'hono';
import { checkoutFacts, redirectFor } from '../checkout/checkout-facts';
import { priceOrder } from '../checkout/order-pricing';
import { paymentMethodsFor } from '../checkout/payment-methods';
import { pauseDueOn, pauseSurchargeCents, pauseTerms } from '../checkout/payment-pause';
import type { ServerDeps } from '../deps';
import { resolveVisitor, serverText } from '../domain';
import type { CheckoutCreditState, CheckoutPauseState } from '../../shared/checkout-state';
import { basketRemote } from '../remote';
import { customerOf, visitorOf } from '../request-info';

const PAGES: ReadonlyArray<[string, CheckoutCreditState['kind'], string]> = [
  ['checkout-payment-protection', 'protection', 'checkout.protection.title'],
  ['checkout-payment-protection-update', 'protection-update', 'checkout.protection.updateTitle'],
  ['checkout-payment-pause', 'pause', 'checkout.pause.title'],
];

/**
 * The Flexikonto's checkout steps (payment protection, its update, payment pause): shown once the
 * checkout is complete and paid by instalments; before that to the first missing step, with another
 * method to the check page. Nothing is stored: the credit domain owns both contracts (decision 0068).
 */
export function registerCreditPages(app: Hono<FragmentEnv>, deps: ServerDeps): void {
  for (const [routeId, kind, title] of PAGES) {
    app.get(`/${routeId}`, async (c) => {
      const fragment = c.get('fragment');
      const headers = new Headers(c.req.raw.headers);
      headers.set('x-sf-locale', fragment.locale);
      headers.set('x-sf-tenant', fragment.tenant);
      const facts = await checkoutFacts(
        deps.basket,
        await resolveVisitor(deps.basket.db, visitorOf(headers)),
      );
      const method = facts.checkout?.paymentMethod ?? null;
      // the payment pause as a method of its own (decision 0160): from the payment step on, for a
      // shopper it is offered to; chosen or not
      const terms = pauseTerms(fragment.tenant);
      if (
        kind === 'pause' &&
        method !== 'instalments' &&
        terms &&
        paymentMethodsFor(fragment.tenant, customerOf(headers) !== null).includes('paymentPause')
      ) {
        const early = redirectFor('checkout-payment', facts);
        const base = priceOrder(facts.basket);
        if (early || !base.ok)
          return fragmentResponse('', {
            status: 302,
            location: `${localizedPath(early ?? 'basket', fragment.locale)}${early && early !== 'basket' ? '?notice=step' : ''}`,
            cacheControl: 'no-store',
          });
        const surchargeCents = pauseSurchargeCents(base.pricing.totalCents, terms.surchargeBp);
        const state: CheckoutPauseState = {
          v: 1,
          page: 'checkout-pause',
          months: terms.months,
          surchargeBp: terms.surchargeBp,
          surchargeCents,
          totalCents: base.pricing.totalCents + surchargeCents,
          currency: base.pricing.currency,
          dueOn: pauseDueOn(new Date(), terms.months),
          chosen: method === 'paymentPause' && facts.firstMissing === 'checkout',
        };
        return fragmentResponse(await basketRemote.render(routeId, fragment, state), {
          cacheControl: 'private, no-store',
          head: '<meta name="robots" content="noindex, nofollow">',
          title: serverText(fragment.locale, title),
        });
      }
      const missing = redirectFor('checkout', facts);
      const priced = priceOrder(facts.basket);
      if (missing || !priced.ok || method !== 'instalments') {
        const to = missing ?? 'checkout';
        return fragmentResponse('', {
          status: 302,
          location: `${localizedPath(to, fragment.locale)}${to === 'basket' || to === 'checkout' ? '' : '?notice=step'}`,
          cacheControl: 'no-store',
        });
      }
      const state: CheckoutCreditState = {
        v: 1,
        page: 'checkout-credit',
        kind,
        totalCents: priced.pricing.totalCents,
        currency: priced.pricing.currency,
      };
      return fragmentResponse(await basketRemote.render(routeId, fragment, state), {
        cacheControl: 'private, no-store',
        head: '<meta name="robots" content="noindex, nofollow">',
        title: serverText(fragment.locale, title),
      });
    });
  }
}
