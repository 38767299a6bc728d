import { bodyLimit, originGuard, readBody } from '@sf/server-kit';
import { localizedPath } from '@sf/i18n';
import { Hono, type Context } from 'hono';
import type { ServerDeps } from '../deps';
import { logIn, logOut, register, type AuthResult } from '../domain/account-service';
import { clearedSessionCookies } from '../domain/sessions';
import { bodyLocale } from '@sf/remote-server';
import { accountRemote } from '../remote';
import { noticeQuery, safeReturnTo } from '../pages/account-notice';
import { authContext, isSecure, requestSession } from '../request-session';
import { shopOrigin } from './shop-origin';
import { seeOther } from './responses';
import { MAX_BODY_BYTES, cookiesAfterAuth, postGuards } from './api-routes';

/** The `returnTo` of a refused form, kept for the next try. */
const keep = (body: Record<string, string>) => {
  const back = safeReturnTo(body.returnTo);
  return back ? `&returnTo=${encodeURIComponent(back)}` : '';
};

async function afterAuth(
  deps: ServerDeps,
  c: Context,
  body: Record<string, string>,
  result: AuthResult,
  form: 'login' | 'register',
): Promise<Response> {
  const page = localizedPath('account', bodyLocale(c, body['locale']));
  switch (result.kind) {
    case 'ok': {
      // back to where the login was asked for (the wishlist overlay's product), else the account page
      const back = safeReturnTo(body.returnTo);
      return seeOther(back ?? page + noticeQuery('logged-in'), await cookiesAfterAuth(deps, c, result, body));
    }
    case 'invalid':
      return seeOther(
        page +
          noticeQuery(form === 'login' ? 'login-invalid' : 'register-invalid', result.errors) +
          keep(body),
      );
    case 'failed':
      return seeOther(page + noticeQuery(result.captcha ? 'login-captcha' : 'login-failed') + keep(body));
    case 'locked':
      return seeOther(page + noticeQuery('login-locked') + keep(body));
    // the captcha step needs JavaScript (the login modal); the page's form says so (decision 0114)
    case 'captcha':
      return seeOther(page + noticeQuery('login-captcha') + keep(body));
    case 'registered':
      // alike for a new and a known address (decision 0101): the account page with the login form
      return seeOther(page + noticeQuery('registered') + keep(body));
    case 'unavailable':
      return seeOther(page + noticeQuery('login-failed') + keep(body));
  }
}

/**
 * The account forms without JavaScript (`/api/customer/form/*`): each answers 303 back to the
 * localized account page with `?notice=` (and the fields' message ids, never their values), the
 * session cookies set on success. Refusals (origin, size, rate) come as a small page with a way back.
 */
export function formRoutes(deps: ServerDeps): Hono {
  const app = new Hono();
  app.use('*', accountRemote.refusals());
  const ctxOf = (c: Context) => authContext(deps, c.req.raw.headers);
  app.post('/login', ...postGuards(deps, 'account-login', 'email', { perAddress: true }), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    return afterAuth(deps, c, body, await logIn(deps, body, await ctxOf(c)), 'login');
  });
  app.post('/register', ...postGuards(deps, 'account-register'), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    return afterAuth(
      deps,
      c,
      body,
      await register(deps, body, {
        ...(await ctxOf(c)),
        origin: shopOrigin(deps, bodyLocale(c, body['locale'])),
        locale: bodyLocale(c, body['locale']),
      }),
      'register',
    );
  });
  app.post(
    '/logout',
    originGuard({ trustedOrigins: [...deps.trustedOrigins] }),
    bodyLimit({ maxSize: MAX_BODY_BYTES }),
    async (c) => {
      const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
      await logOut(deps, await requestSession(deps, c.req.raw.headers));
      return seeOther(
        localizedPath('account', bodyLocale(c, body['locale'])) + noticeQuery('logged-out'),
        clearedSessionCookies(isSecure(c.req.raw.headers)),
      );
    },
  );
  return app;
}
