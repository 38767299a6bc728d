import { appError, type Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import {
  createMemoryRateLimitStore,
  errorResponse,
  isFormPost,
  originGuard,
  rateLimit,
  readBody,
} from '@sf/server-kit';
import { Hono } from 'hono';
import { text } from '../../shared/messages';
import { calculateFrom, conditionsView, tenantOf } from '../calculate-input';
import { customerOf, shopOf } from '../customer';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { conditionsOf } from '../domain/conditions';
import { flexikontoOverview, orderRateProtection } from '../domain/accounts';
import { clubStanding, setClubMembership } from '../domain/club';
import { bodyLocale } from '@sf/remote-server';
import { creditRemote } from '../remote';
import { renderCalculatorDialog } from '../pages/calculator-dialog';

const NO_STORE = { 'cache-control': 'no-store' } as const;
/** The figures depend only on the query and the tenant: shared caches may keep them a minute. */
const CACHEABLE = { 'cache-control': 'public, max-age=60', vary: 'x-sf-tenant' } as const;

/** Why there is no overview: no credit account (404), the account refused the session (401), the ledger could not be read (503). */
function overviewRefusal(kind: 'none' | 'unauthorized' | 'unavailable', locale: Locale): Response {
  if (kind === 'none')
    return errorResponse(appError('API-404', text(locale, 'credit.flexikonto.none')), NO_STORE);
  if (kind === 'unauthorized')
    return errorResponse(appError('API-401', text(locale, 'credit.error.login')), NO_STORE);
  return errorResponse(appError('API-503', text(locale, 'credit.flexikonto.unavailable')), NO_STORE);
}

/**
 * `/api/credit/*` (README "API"): `GET calculate`, `GET conditions`, `GET dialog` (the modal's HTML),
 * `GET flexikonto` (the logged-in customer's overview), `POST rate-protection` (JSON, or a form
 * posted without JavaScript → 303 back to the page). Every POST passes the origin check, a body limit
 * and a per-address rate limit; the GETs a looser one.
 */
export function apiRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  const limits = deps.rateLimitStore ?? createMemoryRateLimitStore();
  api.use('*', creditRemote.refusals());
  api.use('*', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));
  const reads = rateLimit({
    name: 'credit-reads',
    windowMs: 60_000,
    max: deps.rateLimitPerMinute,
    store: limits,
  });
  const writes = rateLimit({
    name: 'credit-writes',
    windowMs: 60_000,
    max: Math.max(1, Math.floor(deps.rateLimitPerMinute / 20)),
    store: limits,
  });

  api.get('/calculate', reads, (c) => {
    const locale = bodyLocale(c, c.req.query('locale'));
    const input = calculateFrom(tenantOf(c.req.raw.headers), c.req.query());
    if (!input.ok) {
      const message = text(
        locale,
        input.field === 'price' ? 'credit.calculator.invalidPrice' : 'credit.calculator.fallback',
      );
      return errorResponse(appError('API-422', message, { [input.field]: message }), NO_STORE);
    }
    return c.json({ figures: input.figures, currency: input.conditions.currency }, 200, CACHEABLE);
  });

  api.get('/conditions', reads, (c) => {
    const tenant = tenantOf(c.req.raw.headers);
    if (!tenant)
      return errorResponse(appError('API-400', text(bodyLocale(c), 'credit.error.checkInput')), NO_STORE);
    return c.json(conditionsView(conditionsOf(tenant)), 200, CACHEABLE);
  });

  api.get('/dialog', reads, async (c) => {
    const locale = bodyLocale(c, c.req.query('locale'));
    const html = await renderCalculatorDialog({
      tenant: tenantOf(c.req.raw.headers),
      locale,
      query: c.req.query(),
    });
    return c.html(html, 200, CACHEABLE);
  });

  api.get('/flexikonto', reads, async (c) => {
    const locale = bodyLocale(c);
    const customer = customerOf(c.req.raw.headers, deps.devFeatures);
    const tenant = tenantOf(c.req.raw.headers);
    if (!customer || !tenant)
      return errorResponse(appError('API-401', text(locale, 'credit.error.login')), NO_STORE);
    const result = await flexikontoOverview(deps, customer, shopOf(c.req.raw.headers, tenant, locale));
    if (result.kind === 'overview') return c.json(result.overview, 200, NO_STORE);
    return overviewRefusal(result.kind, locale);
  });

  api.post('/rate-protection', writes, async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body.locale);
    const form = isFormPost(c);
    const page = localizedPath('credit-rate-protection', locale);
    const customer = customerOf(c.req.raw.headers, deps.devFeatures);
    const tenant = tenantOf(c.req.raw.headers);
    if (!customer || !tenant) {
      if (form) return c.redirect(localizedPath('credit-flexikonto', locale), 303);
      return errorResponse(appError('API-401', text(locale, 'credit.error.login')), NO_STORE);
    }
    const message = typeof body.message === 'string' ? body.message.trim() : '';
    const accepted = body.terms === 'on' || body.terms === 'true' || body.terms === '1';
    const kind = body.kind === 'update' ? 'update' : 'order';
    if (!accepted || message.length > 500) {
      if (form) return c.redirect(`${page}?error=${accepted ? 'message' : 'terms'}`, 303);
      const fields = accepted
        ? { message: text(locale, 'credit.error.checkInput') }
        : { terms: text(locale, 'credit.protection.termsRequired') };
      return errorResponse(appError('API-422', text(locale, 'credit.error.checkInput'), fields), NO_STORE);
    }
    const result = await orderRateProtection(
      deps,
      customer,
      shopOf(c.req.raw.headers, tenant, locale),
      { kind, message },
      deps.now(),
    );
    if (result.kind !== 'ordered') {
      if (form) return c.redirect(localizedPath('credit-flexikonto', locale), 303);
      return overviewRefusal(result.kind, locale);
    }
    if (form) return c.redirect(`${page}?ordered=1`, 303);
    return c.json(
      { status: 'ordered', monthlyFee: result.monthlyFee, openBalance: result.openBalance },
      200,
      NO_STORE,
    );
  });

  // the advantage club (decision 0186): the customer's standing, as the basket asks it too
  api.get('/club', reads, async (c) => {
    const locale = bodyLocale(c);
    const customer = customerOf(c.req.raw.headers, deps.devFeatures);
    if (!customer) return errorResponse(appError('API-401', text(locale, 'credit.error.login')), NO_STORE);
    return c.json(await clubStanding(deps.db, customer.id), 200, NO_STORE);
  });

  // joining or leaving: a Flexikonto holder only; a no-JS form goes back to the Flexikonto page
  api.post('/club', writes, async (c) => {
    const body = await readBody(c, { maxBytes: MAX_BODY_BYTES });
    const locale = bodyLocale(c, body.locale);
    const form = isFormPost(c);
    const page = localizedPath('credit-flexikonto', locale);
    const customer = customerOf(c.req.raw.headers, deps.devFeatures);
    if (!customer) {
      if (form) return c.redirect(page, 303);
      return errorResponse(appError('API-401', text(locale, 'credit.error.login')), NO_STORE);
    }
    if (body.action !== 'join' && body.action !== 'leave') {
      if (form) return c.redirect(page, 303);
      const fields = { action: text(locale, 'credit.club.actionInvalid') };
      return errorResponse(appError('API-422', text(locale, 'credit.error.checkInput'), fields), NO_STORE);
    }
    const standing = await setClubMembership(deps.db, customer.id, body.action === 'join');
    if (!standing) {
      if (form) return c.redirect(page, 303);
      return overviewRefusal('none', locale);
    }
    if (form) return c.redirect(`${page}?club=${standing.member ? 'joined' : 'left'}`, 303);
    return c.json(standing, 200, NO_STORE);
  });
  return api;
}
