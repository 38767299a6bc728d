import { appError, isLocale, isTenantId, type Locale, type TenantId } from '@sf/contracts';
import {
  createMemoryRateLimitStore,
  errorResponse,
  escapeAttribute,
  originGuard,
  rateLimit,
  readBody,
  refusalPage,
} from '@sf/server-kit';
import { tenantOfLocale } from '@sf/tenant-config';
import { Hono, type Context } from 'hono';
import { helperText, type HelperTextId } from '../../shared/messages';
import { HELPERS_API } from '../../shared/constants';
import { shopName } from '../../shared/shop-name';
import type { ServerDeps } from '../deps';
import { bodyLocale } from '@sf/remote-server';
import { contactRemote, wantsJson } from '../remote';
import { HELPER_COOKIE_MAX_AGE, HELPER_COOKIES, helperCookie } from './cookies';
import { backPath, shopHomeUrl } from './country-offer';
import { createPreviewToken, verifyPreviewToken } from './preview-token';
import { readSurveyAnswer, storeSurveyAnswer } from './survey-store';

/** Small urlencoded (or JSON) bodies only: a choice, a rating, a comment of ≤ 1000 characters. */
const MAX_HELPER_BODY = 8 * 1024;

const tenantOf = (c: Context, locale: Locale): TenantId => {
  const header = c.req.header('x-sf-tenant');
  return isTenantId(header) ? header : tenantOfLocale(locale);
};

/** The answer of a helper post: JSON `{ location }` to the hydrated widget, else 303 (no JavaScript). */
function done(c: Context, cookies: readonly string[], location: string | null, back: string): Response {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  if (wantsJson(c)) {
    headers.set('content-type', 'application/json; charset=utf-8');
    return new Response(JSON.stringify({ location }), { status: 200, headers });
  }
  headers.set('location', location ?? back);
  return new Response(null, { status: 303, headers });
}

/** The page that takes a shopper without JavaScript to the chosen shop (meta refresh and a link). */
function leavingPage(locale: Locale, shop: Locale, target: string, cookie: string): Response {
  const e = escapeAttribute;
  const name = e(shopName(locale, shop));
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="0;url=${e(target)}"><title>${name}</title></head><body><main><h1>${name}</h1><p><a href="${e(target)}">${e(helperText(locale, 'country.go', { shop: shopName(locale, shop) }))}</a></p></main></body></html>`;
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  headers.append('set-cookie', cookie);
  return new Response(html, { status: 200, headers });
}

/**
 * A refused helper post: `422 API-422` with its own message (JSON), or a small page with a way back
 * (422, not 400: the contact refusals would put their generic 400 text over it).
 */
function refused(c: Context, locale: Locale, id: HelperTextId, back: string): Response {
  const message = helperText(locale, id);
  if (wantsJson(c)) return errorResponse(appError('API-422', message));
  return refusalPage({ locale, status: 422, message, back, backText: helperText(locale, 'helpers.back') });
}

/**
 * `/api/contact/helpers/*`: the page helpers' posts — `country` (a shop's locale or `stay`),
 * `app-banner` (dismiss), `survey` (answer or dismiss; the answer stored in `contact.survey_answers`),
 * `preview` (start with a signed token; `GET preview?token=` is the start page with its button),
 * `preview/end`. Each remembers its outcome in a cookie and answers 303 back (or to the chosen shop),
 * or `{ location }` to `Accept: application/json`. Origin check (403), 8 KB (413), 30 posts a minute
 * and address (429); a GET never changes anything.
 */
export function helperApiRoutes(deps: ServerDeps): Hono {
  const api = new Hono();
  const limits = deps.rateLimitStore ?? createMemoryRateLimitStore();
  api.use('*', contactRemote.refusals());
  api.use('*', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));
  api.use(
    '*',
    rateLimit({ name: 'contact-helpers', windowMs: 60_000, max: deps.helpers.postsPerMinute, store: limits }),
  );
  const read = async (c: Context) => {
    const fields = await readBody(c, { maxBytes: MAX_HELPER_BODY });
    const locale = bodyLocale(c, fields.locale);
    return { fields, locale, back: backPath(fields.back, locale) };
  };

  api.post('/country', async (c) => {
    const { fields, locale, back } = await read(c);
    const headers = c.req.raw.headers;
    const choice = fields.choice;
    if (choice === 'stay')
      return done(
        c,
        [helperCookie(headers, HELPER_COOKIES.country, 'stay', HELPER_COOKIE_MAX_AGE.country)],
        null,
        back,
      );
    if (!isLocale(choice) || tenantOfLocale(choice) === tenantOf(c, locale))
      return refused(c, locale, 'country.invalid', back);
    const cookie = helperCookie(headers, HELPER_COOKIES.country, choice, HELPER_COOKIE_MAX_AGE.country);
    const target = shopHomeUrl(choice, deps.helpers.shopOrigins, headers);
    if (wantsJson(c)) return done(c, [cookie], target, back);
    // CSP form-action 'self' also holds for a form's redirects: another shop is reached by a page
    // that refreshes to it (and links it), not by a 303
    return leavingPage(locale, choice, target, cookie);
  });

  api.post('/app-banner', async (c) => {
    const { back } = await read(c);
    return done(
      c,
      [
        helperCookie(
          c.req.raw.headers,
          HELPER_COOKIES.appBanner,
          'dismissed',
          HELPER_COOKIE_MAX_AGE.appBanner,
        ),
      ],
      null,
      back,
    );
  });

  api.post('/survey', async (c) => {
    const { fields, locale, back } = await read(c);
    const headers = c.req.raw.headers;
    if (fields.action !== 'answer')
      return done(
        c,
        [helperCookie(headers, HELPER_COOKIES.survey, 'dismissed', HELPER_COOKIE_MAX_AGE.survey)],
        null,
        back,
      );
    const answer = readSurveyAnswer(fields);
    if (typeof answer === 'string') return refused(c, locale, answer, back);
    await storeSurveyAnswer(
      deps.contact.db,
      { ...answer, tenant: tenantOf(c, locale), locale, path: new URL(back, 'http://page.invalid').pathname },
      deps.contact.now(),
    );
    return done(
      c,
      [helperCookie(headers, HELPER_COOKIES.survey, 'answered', HELPER_COOKIE_MAX_AGE.survey)],
      null,
      back,
    );
  });

  // the link the CMS opens: a page with one button (starting the preview is a POST, never this GET)
  api.get('/preview', (c) => {
    const locale = bodyLocale(c, c.req.query('locale'));
    const e = escapeAttribute;
    const t = (id: HelperTextId) => e(helperText(locale, id));
    const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('preview.start.title')}</title></head><body><main><h1>${t('preview.start.title')}</h1><p>${t('preview.start.text')}</p><form method="post" action="${HELPERS_API}/preview"><input type="hidden" name="token" value="${e(c.req.query('token') ?? '')}"><input type="hidden" name="back" value="${e(backPath(c.req.query('path'), locale))}"><input type="hidden" name="locale" value="${locale}"><button type="submit">${t('preview.start.button')}</button></form></main></body></html>`;
    return c.html(html, 200, { 'cache-control': 'no-store', 'referrer-policy': 'same-origin' });
  });

  api.post('/preview', async (c) => {
    const { fields, locale, back } = await read(c);
    const now = deps.contact.now();
    const expires = await verifyPreviewToken(deps.helpers.previewSecret, fields.token, now);
    if (!expires) return refused(c, locale, 'preview.invalid', back);
    const maxAge = Math.max(1, Math.floor((expires.getTime() - now.getTime()) / 1000));
    return done(
      c,
      [helperCookie(c.req.raw.headers, HELPER_COOKIES.preview, String(fields.token), maxAge)],
      null,
      back,
    );
  });

  api.post('/preview/end', async (c) => {
    const { back } = await read(c);
    return done(c, [helperCookie(c.req.raw.headers, HELPER_COOKIES.preview, '', 0)], null, back);
  });

  if (deps.devFeatures) {
    // development only: a preview link as the CMS would make it (the harness and the e2e use it)
    api.get('/dev/preview-link', async (c) => {
      const token = await createPreviewToken(deps.helpers.previewSecret, deps.contact.now(), 3600);
      return c.json(
        {
          url: `${HELPERS_API}/preview?token=${token}&path=${encodeURIComponent(c.req.query('path') ?? '/')}`,
        },
        200,
        { 'cache-control': 'no-store' },
      );
    });
  }
  return api;
}
