import { fragmentContext, fragmentResponse, type FragmentEnv } from '@sf/server-kit';
import { localizedPath } from '@sf/i18n';
import { Hono, type Context } from 'hono';
import type { ServerDeps } from '../deps';
import { customerOf } from '../domain/account-service';
import { accountText } from '../domain/intl';
import { noticeOf, safeReturnTo } from '../pages/account-notice';
import { numberLoginEnabled } from '../domain/login-by-number';
import { LOGIN, accountRemote } from '../remote';
import type { LoginWidgetState } from '../../shared/login-messages';
import { loginPageState, type LoginPageView } from '../pages/login-page-state';
import { resetState } from '../pages/reset-state';
import { resetTokenUsable } from '../domain/password-reset';
import { requestSession } from '../request-session';
import { registerAreaFragments } from './area-fragments';

/** The account links named in the spec's texts and where they lead (spec section 2). */
const LINKS: Readonly<Record<string, Parameters<typeof localizedPath>[0]>> = {
  'account-link': 'account',
  'account-link-addresses': 'account-address-book',
  'account-link-data': 'account-personal-data',
  'account-link-bookings': 'account-bookings',
  'account-link-settings': 'account-personal-data',
};

/**
 * `GET /fragment/<route id>`: `account` (`/mein-konto`, `/fr/mon-compte`, `/mijn-account`) renders
 * from the shopper's session (the session cookie reaches this remote's fragments alone, decision
 * 0037) a React page of the remote (`src/features/login`): the login, forgot-password and
 * registration forms, the password again for a soft-logged-in customer, or the customer; the Dutch
 * money-matters login (`finance-login`) is the same page. Private, `no-store`, `noindex`. The account
 * links of the texts redirect to their pages.
 * The sub-pages of the account area come from `area-fragments.tsx`; anything else is "not found".
 */
export function fragmentRoutes(deps: ServerDeps): Hono<FragmentEnv> {
  const app = new Hono<FragmentEnv>();
  app.use('*', fragmentContext());
  const accountPage = (routeId: 'account' | 'finance-login') => async (c: Context<FragmentEnv>) => {
    const fragment = c.get('fragment');
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-sf-tenant', fragment.tenant);
    const session = await requestSession(deps, headers);
    const customer = await customerOf(deps, session);
    const view: LoginPageView = !customer
      ? { kind: 'anonymous' }
      : session?.type === 2
        ? { kind: 'customer', customer }
        : { kind: 'soft', customer };
    const query = new URL(fragment.path, 'http://x').searchParams;
    const state = loginPageState(view, noticeOf(query), safeReturnTo(query.get('returnTo')));
    return fragmentResponse(await accountRemote.render(routeId, fragment, state), {
      cacheControl: 'private, no-store',
      head: '<meta name="robots" content="noindex, follow">',
      title: accountText(fragment.locale, 'account.title'),
    });
  };
  app.get('/account', accountPage('account'));
  // the link of the reset mail (a React page of the remote): the form while the token is usable, else the invalid-link message
  app.get('/password-reset', async (c) => {
    const fragment = c.get('fragment');
    const query = new URL(fragment.path, 'http://x').searchParams;
    const token = query.get('token') ?? '';
    const usable = await resetTokenUsable(deps.db, token, deps.now?.() ?? new Date());
    const state = resetState(usable ? token : null, noticeOf(query));
    return fragmentResponse(await accountRemote.render('password-reset', fragment, state), {
      cacheControl: 'private, no-store',
      head: '<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin">',
      title: accountText(fragment.locale, 'account.reset.title'),
    });
  });
  // the login widget of every page (the modal; decision 0080 decides its second tab): the same for
  // every visitor of a shop and locale, so shared and cached
  app.get('/login', async (c) => {
    const fragment = c.get('fragment');
    const state: LoginWidgetState = {
      numberLogin: numberLoginEnabled(fragment.tenant, deps.numberLoginTenants),
      accountUrl: localizedPath('account', fragment.locale),
    };
    const html = await accountRemote.render('login', fragment, state, LOGIN);
    return fragmentResponse(html, { cacheControl: 'public, max-age=300' });
  });
  // the login of the Dutch money-matters area (nl-NL /service/geldzaken/login) is the account's login
  app.get('/finance-login', accountPage('finance-login'));
  // the sub-pages of the account area (uebersicht, meine-persoenlichen-daten, …)
  registerAreaFragments(app, deps);
  app.get('/:routeId', (c) => {
    const target = LINKS[c.req.param('routeId')];
    if (target)
      return fragmentResponse('', {
        status: 301,
        location: localizedPath(target, c.get('fragment').locale),
        cacheControl: 'public, max-age=3600',
      });
    return fragmentResponse('', { status: 404, cacheControl: 'no-store' });
  });
  return app;
}
