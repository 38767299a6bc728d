import {
  bodyLimit,
  byClientIp,
  byTarget,
  clientIp,
  flagsOfSession,
  newCaptchaChallenge,
  originGuard,
  rateLimit,
  readBody,
  type RateLimitKey,
} from '@sf/server-kit';
import { needsRefresh } from '@sf/session';
import { Hono, type Context } from 'hono';
import type { ServerDeps } from '../deps';
import {
  logIn,
  logInByNumber,
  logOut,
  register,
  customerOf,
  type AuthResult,
} from '../domain/account-service';
import type { Customer } from '../domain/customers';
import { accountText } from '../domain/intl';
import { clearedSessionCookies, renewToken, sessionCookies, TOKEN_TTL_S } from '../domain/sessions';
import { bodyLocale } from '@sf/remote-server';
import { shopOrigin } from './shop-origin';
import { safeReturnTo } from '../pages/account-notice';
import { authContext, isSecure, requestSession, tenantOf } from '../request-session';
import { jsonWith } from './responses';

/** Bodies of the account forms are small. */
export const MAX_BODY_BYTES = 8 * 1024;

/** `/api/customer/v1`: the customer and the flags of spec section 9. */
export function customerJson(customer: Customer) {
  return {
    customerNumber: customer.customerNumber,
    businessPartnerNo: customer.businessPartnerNo,
    email: customer.email,
    salutation: customer.salutation,
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthDate: customer.birthDate,
    flags: {
      bonusProgram: customer.bonusProgram,
      creditAffinity: customer.creditAffinity,
      userWithoutPassword: !customer.hasPassword,
    },
  };
}

/**
 * The guards of every state-changing account request: origin, body size, per address, per e-mail.
 * `perAddress`: the e-mail's limit counts per client address too (the login: one address hammering
 * an account must not shut its owner out for a minute; the login throttle takes it on, decision 0114).
 */
export function postGuards(
  deps: ServerDeps,
  name: string,
  target = 'email',
  opts: { perAddress?: boolean } = {},
) {
  const store = deps.rateLimitStore;
  const byField = byTarget(target, { maxBytes: MAX_BODY_BYTES });
  const perAddress: RateLimitKey = async (c) => {
    const target = await byField(c);
    return target ? `${target}:${clientIp(c.req.raw.headers)}` : null;
  };
  return [
    originGuard({ trustedOrigins: [...deps.trustedOrigins] }),
    bodyLimit({ maxSize: MAX_BODY_BYTES }),
    rateLimit({ windowMs: 60_000, max: deps.rateLimitPerMinute, key: byClientIp, store, name: `${name}-ip` }),
    rateLimit({
      windowMs: 60_000,
      max: 10,
      key: opts.perAddress ? perAddress : byField,
      store,
      name: `${name}-${target}`,
    }),
  ] as const;
}

/**
 * The sku a visitor wanted to remember when the wishlist overlay asked to log in: `wish` of a JSON
 * login, or the `wish` parameter of the product path the overlay's link gives as `returnTo`.
 */
export function wishOf(body: Record<string, string>): string | null {
  if (body.wish) return body.wish;
  const back = safeReturnTo(body.returnTo);
  return back ? new URL(back, 'http://x').searchParams.get('wish') : null;
}

/**
 * The cookies of a successful login or registration: the session's, and what the merge of the
 * anonymous visitor's basket, wishlist and search history relays (decision 0078).
 */
export async function cookiesAfterAuth(
  deps: ServerDeps,
  c: Context,
  result: Extract<AuthResult, { kind: 'ok' }>,
  body: Record<string, string>,
): Promise<string[]> {
  const merged = deps.mergeOnLogin
    ? await deps.mergeOnLogin(c.req.raw.headers, result.session.token, wishOf(body))
    : [];
  return [...result.session.setCookies, ...merged];
}

async function respond(
  deps: ServerDeps,
  c: Context,
  body: Record<string, string>,
  result: AuthResult,
  status: 200 | 201,
): Promise<Response> {
  const locale = bodyLocale(c);
  switch (result.kind) {
    case 'ok':
      return jsonWith(
        await cookiesAfterAuth(deps, c, result, body),
        { loggedIn: true, softLoggedIn: result.session.type === 1, customer: customerJson(result.customer) },
        status,
      );
    case 'invalid':
      return jsonWith(
        [],
        {
          code: 'ACCOUNT-400',
          errors: Object.fromEntries(
            Object.entries(result.errors).map(([f, id]) => [f, accountText(locale, id!)]),
          ),
        },
        400,
      );
    case 'failed':
      // `captcha: true`: the next attempt needs a solved captcha as well (decision 0114)
      return jsonWith(
        [],
        {
          code: 'ACCOUNT-401',
          message: accountText(locale, 'account.login.failed'),
          ...(result.captcha ? { captcha: true } : {}),
        },
        401,
      );
    case 'captcha':
      return jsonWith(
        [],
        { code: 'ACCOUNT-CAPTCHA', message: accountText(locale, 'account.login.captcha'), captcha: true },
        401,
      );
    case 'locked':
      return jsonWith(
        [],
        { code: 'ACCOUNT-423', message: accountText(locale, 'account.login.locked') },
        429,
        { 'retry-after': String(result.retryAfterS) },
      );
    case 'registered':
      // alike for a new and a known address (decision 0101): accepted, nobody logged in, a mail either way
      return jsonWith(
        [],
        {
          registered: true,
          loggedIn: false,
          softLoggedIn: false,
          message: accountText(locale, 'account.register.success'),
        },
        202,
      );
    case 'unavailable':
      return jsonWith(
        [],
        { code: 'ACCOUNT-404', message: accountText(locale, 'account.login.numberUnavailable') },
        404,
      );
  }
}

/** `/api/customer/*`: JSON login, registration, logout, the session state, the customer, the JWKS. */
export function apiRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  const ctxOf = (c: Context) => authContext(deps, c.req.raw.headers);

  api.get('/jwks.json', (c) => c.json(deps.keys.jwks, 200, { 'cache-control': 'public, max-age=300' }));
  // a captcha challenge for the login's captcha step (decision 0114): signed, 10 minutes, spent once
  api.get(
    '/captcha',
    rateLimit({
      windowMs: 60_000,
      max: deps.rateLimitPerMinute,
      key: byClientIp,
      store: deps.rateLimitStore,
      name: 'account-captcha-ip',
    }),
    async () => jsonWith([], await newCaptchaChallenge(deps.captcha, deps.now?.() ?? new Date()), 200),
  );

  api.post('/login', ...postGuards(deps, 'account-login', 'email', { perAddress: true }), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    return respond(deps, c, body, await logIn(deps, body, await ctxOf(c)), 200);
  });
  // the second tab (decision 0080): customer number and birth date, a soft-logged-in session
  api.post(
    '/login/customer-number',
    ...postGuards(deps, 'account-login-number', 'customerNumber'),
    async (c) => {
      const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
      const result = await logInByNumber(deps, body, await ctxOf(c));
      if (result.kind === 'failed')
        return jsonWith(
          [],
          { code: 'ACCOUNT-401', message: accountText(bodyLocale(c), 'account.login.numberFailed') },
          401,
        );
      return respond(deps, c, body, result, 200);
    },
  );
  api.post('/register', ...postGuards(deps, 'account-register'), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    return respond(
      deps,
      c,
      body,
      await register(deps, body, {
        ...(await ctxOf(c)),
        origin: shopOrigin(deps, bodyLocale(c, body['locale'])),
        locale: bodyLocale(c, body['locale']),
      }),
      201,
    );
  });
  api.post(
    '/logout',
    originGuard({ trustedOrigins: [...deps.trustedOrigins] }),
    bodyLimit({ maxSize: MAX_BODY_BYTES }),
    async (c) => {
      await logOut(deps, await requestSession(deps, c.req.raw.headers));
      return jsonWith(
        clearedSessionCookies(isSecure(c.req.raw.headers)),
        { loggedIn: false, softLoggedIn: false },
        200,
      );
    },
  );

  // the browser's view of the session (it never reads the token): flags, the token's expiry and type
  // (so the shell plans the renewal), and a renewed token in the last 30 minutes or on a change of type
  api.get('/session', async (c) => {
    const headers = c.req.raw.headers;
    const current = await requestSession(deps, headers);
    if (!current || current.type === 0) return jsonWith([], { loggedIn: false, softLoggedIn: false }, 200);
    const now = deps.now?.() ?? new Date();
    const flags = flagsOfSession({ ...current.token, type: current.type });
    if (
      !needsRefresh(current.token, Math.floor(now.getTime() / 1000)) &&
      current.type === current.token.type
    ) {
      return jsonWith([], { ...flags, exp: current.token.exp, type: current.type }, 200);
    }
    const token = await renewToken(deps.keys, current, tenantOf(headers), now);
    const exp = Math.min(
      Math.floor(now.getTime() / 1000) + TOKEN_TTL_S,
      Math.floor(current.expiresAt.getTime() / 1000),
    );
    return jsonWith(
      sessionCookies(token, await customerOf(deps, current), isSecure(headers)),
      { ...flags, exp, type: current.type },
      200,
    );
  });

  api.get('/v1', async (c) => {
    const locale = bodyLocale(c);
    const customer = await customerOf(deps, await requestSession(deps, c.req.raw.headers));
    if (!customer)
      return jsonWith([], { code: 'ACCOUNT-401', message: accountText(locale, 'account.unauthorized') }, 401);
    return jsonWith([], customerJson(customer), 200);
  });
  return api;
}
