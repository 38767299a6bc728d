import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import {
  bodyLimit,
  byClientIp,
  clientIp,
  originGuard,
  rateLimit,
  readBody,
  type RateLimitKey,
} from '@sf/server-kit';
import { Hono, type Context } from 'hono';
import type { ServerDeps } from '../deps';
import { createAddress, deleteAddress, setDefaultAddress, updateAddress } from '../domain/addresses';
import { parseAddress, parsePersonalData, type AreaErrors } from '../domain/area-validation';
import type { Customer } from '../domain/customers';
import { rescheduleReturn } from '../domain/ledger';
import { joinBonusProgramme } from '../domain/loyalty';
import { confirmPassword } from '../domain/login';
import { PAYBACK, personalData, setPaybackNumber, updatePersonalData } from '../domain/personal-data';
import { draftOf, dropDraft, saveDraft } from '../domain/personal-data-draft';
import { startSession } from '../domain/sessions';
import { bodyLocale } from '@sf/remote-server';
import { accountRemote } from '../remote';
import { safeReturnTo } from '../pages/account-notice';
import type { RouteId } from '../../shared/area-nav-items';
import { areaNoticeQuery, type AreaNoticeName } from '../pages/area-notice';
import { isSecure, requestSession, tenantOf } from '../request-session';
import { areaAuth, countryOf, todayOf } from './area-context';
import { MAX_BODY_BYTES } from './api-routes';
import { seeOther } from './responses';

/** Changes per customer and minute (on top of the per-address limit). */
export const AREA_WRITES_PER_MINUTE = 30;

/** The per-customer key of a rate limit: the verified session's customer (none: not counted here). */
export function byCustomer(deps: ServerDeps): RateLimitKey {
  return async (c) => {
    const session = await requestSession(deps, c.req.raw.headers);
    return session?.customerId ? `customer:${session.customerId}` : null;
  };
}

/** Origin, body size, per client address and per customer: the guards of every account-area change. */
export function areaGuards(deps: ServerDeps, name: string) {
  return [
    originGuard({ trustedOrigins: [...deps.trustedOrigins] }),
    bodyLimit({ maxSize: MAX_BODY_BYTES }),
    rateLimit({
      windowMs: 60_000,
      max: deps.rateLimitPerMinute,
      key: byClientIp,
      store: deps.rateLimitStore,
      name: `${name}-ip`,
    }),
    rateLimit({
      windowMs: 60_000,
      max: deps.areaWritesPerMinute ?? AREA_WRITES_PER_MINUTE,
      key: byCustomer(deps),
      store: deps.rateLimitStore,
      name: `${name}-customer`,
    }),
  ] as const;
}

type Handler = (
  c: Context,
  body: Record<string, string>,
  customer: Customer,
  locale: Locale,
) => Promise<Response>;

/**
 * The account area's forms without JavaScript (`/api/customer/form/area/*`): each answers 303 to
 * its page with `?notice=` (and message ids of the fields, never values). The customer comes from
 * the verified session only; a visitor is sent to the login, a soft-logged-in customer back to
 * the page, which asks for the password first (`?reauth=1`).
 */
export function areaForms(deps: ServerDeps): Hono {
  const app = new Hono();
  app.use('*', accountRemote.refusals());
  const pageOf = (route: RouteId, locale: Locale, query = '') =>
    `${localizedPath(route, locale)}${query ? `?${query}` : ''}`;

  const change = (route: RouteId, handler: Handler) => async (c: Context) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body['locale']);
    const auth = await areaAuth(deps, c.req.raw.headers);
    if (!auth.customer)
      return seeOther(
        `${localizedPath('account', locale)}?returnTo=${encodeURIComponent(localizedPath(route, locale))}`,
      );
    if (!auth.strong) return seeOther(pageOf(route, locale, 'reauth=1'));
    return handler(c, body, auth.customer, locale);
  };
  const back = (
    route: RouteId,
    locale: Locale,
    notice: AreaNoticeName,
    errors: AreaErrors = {},
    extra = '',
  ) => seeOther(pageOf(route, locale, areaNoticeQuery(notice, errors) + extra));

  // the password again: a new session (new id) of type 2, then back to the page that asked
  app.post('/reauth', ...areaGuards(deps, 'account-reauth'), async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body['locale']);
    const returnTo = safeReturnTo(body.returnTo) ?? localizedPath('account-overview', locale);
    const current = await requestSession(deps, c.req.raw.headers);
    const customer = (await areaAuth(deps, c.req.raw.headers)).customer;
    if (!current || !customer)
      return seeOther(`${localizedPath('account', locale)}?returnTo=${encodeURIComponent(returnTo)}`);
    const outcome = await confirmPassword(
      {
        db: deps.db,
        clientAddress: clientIp(c.req.raw.headers),
        captcha: deps.captcha,
        hashOptions: deps.hashOptions,
        now: deps.now?.() ?? new Date(),
      },
      customer.id,
      body.password ?? '',
    );
    if (!outcome.ok)
      return seeOther(
        `${returnTo.split('?')[0]}?reauth=1&${areaNoticeQuery(outcome.reason === 'locked' ? 'reauth-locked' : 'reauth-failed')}`,
      );
    const session = await startSession(deps.db, deps.keys, {
      customer,
      tenant: tenantOf(c.req.raw.headers),
      previousSid: current.sid,
      secure: isSecure(c.req.raw.headers),
      now: deps.now?.(),
    });
    return seeOther(returnTo, session.setCookies);
  });

  // a refusal keeps what was typed (decision 0200): the draft is stored, the 303 names message ids only
  app.post(
    '/personal-data',
    ...areaGuards(deps, 'account-data'),
    change('account-personal-data', async (_c, body, customer, locale) => {
      const now = deps.now?.() ?? new Date();
      const stored = await personalData(deps.db, customer.id);
      if (!stored) return back('account-personal-data', locale, 'error');
      const parsed = parsePersonalData(body, now, { birthDateRequired: stored.birthDate !== null });
      const refuse = async (notice: 'invalid' | 'email-taken', errors: AreaErrors = {}) => {
        await saveDraft(deps.db, customer.id, draftOf(body), now);
        return back('account-personal-data', locale, notice, errors);
      };
      if ('errors' in parsed) return refuse('invalid', parsed.errors);
      const outcome = await updatePersonalData(deps.db, customer.id, parsed.input);
      if (outcome.kind === 'email-taken') return refuse('email-taken');
      if (outcome.kind === 'ok') await dropDraft(deps.db, customer.id);
      return back('account-personal-data', locale, outcome.kind === 'ok' ? 'saved' : 'error');
    }),
  );

  app.post(
    '/addresses',
    ...areaGuards(deps, 'account-address'),
    change('account-address-book', async (_c, body, customer, locale) => {
      const parsed = parseAddress(body);
      if ('errors' in parsed)
        return back('account-address-book', locale, 'invalid', parsed.errors, '#sf-address-new-title');
      const outcome = await createAddress(
        deps.db,
        customer.id,
        parsed.input,
        body.makeDefault === '1',
        deps.now?.(),
      );
      return back('account-address-book', locale, outcome.kind === 'ok' ? 'address-created' : 'address-full');
    }),
  );

  app.post(
    '/addresses/:id',
    ...areaGuards(deps, 'account-address'),
    change('account-address-book', async (c, body, customer, locale) => {
      const id = c.req.param('id');
      const parsed = parseAddress(body);
      if ('errors' in parsed)
        return back(
          'account-address-book',
          locale,
          'invalid',
          parsed.errors,
          `&edit=${encodeURIComponent(id ?? '')}#sf-address-edit`,
        );
      const saved = await updateAddress(deps.db, customer.id, id, parsed.input);
      return back('account-address-book', locale, saved ? 'saved' : 'not-found');
    }),
  );

  app.post(
    '/addresses/:id/default',
    ...areaGuards(deps, 'account-address'),
    change('account-address-book', async (c, _body, customer, locale) =>
      back(
        'account-address-book',
        locale,
        (await setDefaultAddress(deps.db, customer.id, c.req.param('id'))) ? 'default-set' : 'not-found',
      ),
    ),
  );

  app.post(
    '/addresses/:id/delete',
    ...areaGuards(deps, 'account-address'),
    change('account-address-book', async (c, _body, customer, locale) =>
      back(
        'account-address-book',
        locale,
        (await deleteAddress(deps.db, customer.id, c.req.param('id'))) ? 'address-deleted' : 'not-found',
      ),
    ),
  );

  app.post(
    '/returns/:id',
    ...areaGuards(deps, 'account-return'),
    change('account-overview', async (c, body, customer, locale) => {
      const outcome = await rescheduleReturn(
        deps.db,
        customer.id,
        c.req.param('id'),
        body.returnOn,
        todayOf(deps),
        countryOf(tenantOf(c.req.raw.headers)),
      );
      return back(
        'account-overview',
        locale,
        outcome === 'ok' ? 'return-changed' : outcome === 'invalid-date' ? 'return-invalid' : 'not-found',
      );
    }),
  );

  app.post(
    '/payback',
    ...areaGuards(deps, 'account-payback'),
    change('account-payback', async (_c, body, customer, locale) => {
      if (body.remove === '1') {
        await setPaybackNumber(deps.db, customer.id, null);
        return back('account-payback', locale, 'saved');
      }
      const number = (body.paybackNumber ?? '').replace(/\s/g, '');
      if (!PAYBACK.test(number))
        return back('account-payback', locale, 'invalid', {
          paybackNumber: number ? 'area.payback.invalid' : 'account.required',
        });
      await setPaybackNumber(deps.db, customer.id, number);
      return back('account-payback', locale, 'saved');
    }),
  );

  // joining the bonus programme (decision 0185); a member's day of joining stays
  app.post(
    '/bonus',
    ...areaGuards(deps, 'account-bonus'),
    change('account-bonus', async (_c, _body, customer, locale) => {
      await joinBonusProgramme(deps.db, customer.id, deps.now?.() ?? new Date());
      return back('account-bonus', locale, 'bonus-joined');
    }),
  );

  return app;
}
