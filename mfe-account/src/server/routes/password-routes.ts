import { bodyLimit, byClientIp, originGuard, rateLimit, readBody } from '@sf/server-kit';
import { localizedPath } from '@sf/i18n';
import { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import { accountText } from '../domain/intl';
import { requestPasswordReset, resetPassword } from '../domain/password-reset';
import { checkEmail } from '../domain/validation';
import { bodyLocale } from '@sf/remote-server';
import { accountRemote } from '../remote';
import { noticeQuery } from '../pages/account-notice';
import { MAX_BODY_BYTES, postGuards } from './api-routes';
import { jsonWith, seeOther } from './responses';
import { shopOrigin } from './shop-origin';

const json = (body: unknown, status: number) => jsonWith([], body, status);

function resetGuards(deps: ServerDeps) {
  return [
    originGuard({ trustedOrigins: [...deps.trustedOrigins] }),
    bodyLimit({ maxSize: MAX_BODY_BYTES }),
    rateLimit({
      windowMs: 60_000,
      max: deps.rateLimitPerMinute,
      key: byClientIp,
      store: deps.rateLimitStore,
      name: 'account-reset-ip',
    }),
  ] as const;
}

/** Forgot password and set a new one (decision 0065): JSON under `/api/customer/password/*`. */
export function passwordApi(deps: ServerDeps): Hono {
  const app = new Hono();
  app.use('*', accountRemote.refusals());
  app.post('/forgot', ...postGuards(deps, 'account-forgot'), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body['locale']);
    const problem = checkEmail(body.email);
    if (problem) return json({ code: 'ACCOUNT-400', errors: { email: accountText(locale, problem) } }, 400);
    await requestPasswordReset(deps.db, body.email!, {
      origin: shopOrigin(deps, locale),
      locale,
      now: deps.now?.() ?? new Date(),
    });
    // the same answer for known and unknown addresses
    return json({ message: accountText(locale, 'account.forgot.sent') }, 200);
  });
  app.post('/reset', ...resetGuards(deps), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body['locale']);
    const outcome = await resetPassword(deps.db, body.token, body.password, {
      now: deps.now?.() ?? new Date(),
      hashOptions: deps.hashOptions,
    });
    if (outcome.kind === 'invalid')
      return json(
        { code: 'ACCOUNT-400', errors: { password: accountText(locale, outcome.errors.password!) } },
        400,
      );
    if (outcome.kind === 'invalid-link')
      return json({ code: 'ACCOUNT-410', message: accountText(locale, 'account.reset.invalid') }, 410);
    return json({ message: accountText(locale, 'account.reset.success') }, 200);
  });
  return app;
}

/** The same without JavaScript (`/api/customer/form/password/*`): 303 back to the pages with a notice. */
export function passwordForms(deps: ServerDeps): Hono {
  const app = new Hono();
  app.use('*', accountRemote.refusals());
  app.post('/forgot', ...postGuards(deps, 'account-forgot'), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body['locale']);
    const page = localizedPath('account', locale);
    const problem = checkEmail(body.email);
    if (problem) return seeOther(page + noticeQuery('forgot-invalid', { email: problem }));
    await requestPasswordReset(deps.db, body.email!, {
      origin: shopOrigin(deps, locale),
      locale,
      now: deps.now?.() ?? new Date(),
    });
    return seeOther(page + noticeQuery('reset-requested'));
  });
  app.post('/reset', ...resetGuards(deps), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body['locale']);
    const outcome = await resetPassword(deps.db, body.token, body.password, {
      now: deps.now?.() ?? new Date(),
      hashOptions: deps.hashOptions,
    });
    const resetPage = localizedPath('password-reset', locale);
    if (outcome.kind === 'invalid')
      return seeOther(
        `${resetPage}${noticeQuery('reset-invalid', outcome.errors)}&token=${encodeURIComponent(String(body.token))}`,
      );
    if (outcome.kind === 'invalid-link') return seeOther(resetPage);
    return seeOther(localizedPath('account', locale) + noticeQuery('password-changed'));
  });
  return app;
}
