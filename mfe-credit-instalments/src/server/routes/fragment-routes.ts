import { localizedPath } from '@sf/i18n';
import { getTenantConfig } from '@sf/tenant-config';
import { fragmentContext, fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import { Hono, type Context } from 'hono';
import { WIDGET_PROPS_HEADER } from '../../shared/constants';
import { text } from '../../shared/messages';
import type { FlexikontoState } from '../../shared/state';
import { customerOf, shopOf } from '../customer';
import type { ServerDeps } from '../deps';
import { creditAffinityOf, flexikontoOverview } from '../domain/accounts';
import { calculatorState } from '../pages/calculator-state';
import { creditWidget, paymentPauseWidget, rateProtectionWidget, readWidgetProps } from '../pages/widgets';
import { creditRemote } from '../remote';

const PRIVATE = 'private, no-store';

/**
 * `GET /fragment/<id>`: the pages `credit-calculator`, `credit-flexikonto`, `credit-rate-protection`
 * and the widgets other fragments embed through in-fragment slots (decision 0046): `credit-widget`
 * (product page, basket), `payment-pause-widget` and `rate-protection-widget` (checkout steps).
 * A widget reads its props from `x-sf-widget-props`.
 */
export function fragmentRoutes(deps: ServerDeps): Hono<FragmentEnv> {
  const app = new Hono<FragmentEnv>();
  app.use('*', fragmentContext());
  const query = (c: Context<FragmentEnv>) => new URL(c.var.fragment.path, 'http://page.invalid').searchParams;
  const props = (c: Context<FragmentEnv>) => readWidgetProps(c.req.header(WIDGET_PROPS_HEADER));

  app.get('/credit-widget', async (c) => {
    const f = c.var.fragment;
    // the credit-affinity flag: a customer who declined credit offers gets an empty widget
    const customer = customerOf(c.req.raw.headers, deps.devFeatures);
    const affinity = customer
      ? await creditAffinityOf(deps, customer, shopOf(c.req.raw.headers, f.tenant, f.locale))
      : null;
    if (affinity === false) return fragmentResponse('', { cacheControl: PRIVATE });
    return fragmentResponse(creditWidget(f.tenant, f.locale, props(c), c.req.header('x-sf-nonce') ?? null), {
      cacheControl: 'no-store',
    });
  });
  app.get('/payment-pause-widget', (c) => {
    const f = c.var.fragment;
    return fragmentResponse(paymentPauseWidget(f.tenant, f.locale, props(c)), {
      cacheControl: 'public, max-age=60',
    });
  });
  app.get('/rate-protection-widget', async (c) => {
    const f = c.var.fragment;
    const customer = customerOf(c.req.raw.headers, deps.devFeatures);
    const result = customer
      ? await flexikontoOverview(deps, customer, shopOf(c.req.raw.headers, f.tenant, f.locale))
      : null;
    const overview = result?.kind === 'overview' ? result.overview : null;
    const update = new URL(f.path, 'http://page.invalid').pathname.endsWith('-aktualisierung');
    return fragmentResponse(
      rateProtectionWidget(
        f.tenant,
        f.locale,
        overview,
        customer !== null && result?.kind !== 'unauthorized',
        update,
        result?.kind === 'unavailable',
      ),
      { cacheControl: PRIVATE },
    );
  });

  app.get('/credit-calculator', async (c) => {
    const f = c.var.fragment;
    const state = calculatorState(f.tenant, query(c));
    const html = await creditRemote.render('credit-calculator', f, state);
    return fragmentResponse(html, {
      cacheControl: 'no-store',
      title: text(f.locale, 'credit.calculator.title'),
    });
  });

  const account =
    (routeId: 'credit-flexikonto' | 'credit-rate-protection') => async (c: Context<FragmentEnv>) => {
      const f = c.var.fragment;
      const customer = customerOf(c.req.raw.headers, deps.devFeatures);
      const q = query(c);
      const error = q.get('error');
      const result = customer
        ? await flexikontoOverview(deps, customer, shopOf(c.req.raw.headers, f.tenant, f.locale))
        : null;
      const state: FlexikontoState = {
        page: routeId === 'credit-flexikonto' ? 'flexikonto' : 'rate-protection',
        // a session the account refuses is asked to log in again
        loggedIn: customer !== null && result?.kind !== 'unauthorized',
        loginPath: localizedPath('account', f.locale),
        overview: result?.kind === 'overview' ? result.overview : null,
        unavailable: result?.kind === 'unavailable',
        ordered: q.get('ordered') === '1',
        error: error === 'terms' || error === 'message' ? error : null,
        update: q.get('kind') === 'update',
        club:
          q.get('club') === 'joined' || q.get('club') === 'left'
            ? (q.get('club') as 'joined' | 'left')
            : null,
        pauseOffered: getTenantConfig(f.tenant).payment.methods.includes('paymentPause'),
      };
      const html = await creditRemote.render(routeId, f, state);
      const title = text(
        f.locale,
        routeId === 'credit-flexikonto' ? 'credit.flexikonto.title' : 'credit.protection.title',
      );
      return fragmentResponse(html, { cacheControl: PRIVATE, title });
    };
  app.get('/credit-flexikonto', account('credit-flexikonto'));
  app.get('/credit-rate-protection', account('credit-rate-protection'));
  return app;
}
