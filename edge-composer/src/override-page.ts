import { describeError, type Locale, type Registry } from '@sf/contracts';
import { createIntlFor, localizedPath } from '@sf/i18n';
import { readStreamLimited } from '@sf/server-kit';
import { escapeHtml } from './html';
import { clearOverrideCookie, knownVersion, overrideCookie, readOverrideCookie } from './override';
import { OVERRIDE_MESSAGES } from './override-messages';
import { verifyOverride, type OverrideVersions } from './override-token';
import { createNonce, securityHeaders } from './security';
import type { ComposerLogger } from './types';

/**
 * The tester's page of the override (decision 0165). `GET /_override?token=…` (the link `npm run
 * override` prints) changes nothing: it shows what the token names and a button; the button's
 * `POST /_override` (same-origin only, like every state-changing request) sets the cookie.
 * `GET /_override` shows the browser's override, `POST /_override/clear` ends it.
 */

export const OVERRIDE_PATH = '/_override';
export const OVERRIDE_CLEAR_PATH = '/_override/clear';
/** A form with one token is small: anything bigger is not read. */
const FORM_LIMIT = 8 * 1024;

/** What the page needs of the request and the composer. */
export interface OverridePageContext {
  /** `OVERRIDE_SIGNING_SECRET`; without it overrides are not configured (404). */
  readonly secret: string | undefined;
  readonly registry: () => Promise<Registry>;
  readonly logger: ComposerLogger;
  readonly locale: Locale;
  readonly https: boolean;
  readonly requestId: string;
  readonly cookie: string | null;
  readonly now?: Date;
}

type Texts = (id: string, values?: Record<string, string>) => string;

function textsOf(locale: Locale): Texts {
  const intl = createIntlFor(locale, OVERRIDE_MESSAGES);
  return (id, values = {}) => intl.formatMessage({ id }, values);
}

function untilText(locale: Locale, date: Date): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
    timeZoneName: 'short',
  }).format(date);
}

const STYLE =
  '<style>body{font-family:Arial,Helvetica,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}' +
  'a{color:#046074}button{font:inherit;padding:.5rem 1rem;margin:.5rem 0}code{font-size:1rem}</style>';

function page(ctx: OverridePageContext, t: Texts, body: string, status = 200): Response {
  const html =
    `<!doctype html><html lang="${escapeHtml(ctx.locale)}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(t('override.title'))}</title>${STYLE}</head><body><main id="main">${body}` +
    `<p><a href="${escapeHtml(localizedPath('home', ctx.locale))}">${escapeHtml(t('override.toShop'))}</a></p>` +
    '</main></body></html>';
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      ...securityHeaders({ nonce: createNonce(), https: ctx.https }),
      // the link carries its token in the query: no other site learns it from a Referer (`no-referrer`
      // would make the button's post send `Origin: null`, which the origin check refuses; decision 0077)
      'referrer-policy': 'same-origin',
      'x-request-id': ctx.requestId,
    },
  });
}

async function versionList(ctx: OverridePageContext, t: Texts, versions: OverrideVersions): Promise<string> {
  const registry = await ctx.registry();
  const items = Object.entries(versions).map(([remote, version]) => {
    const known = knownVersion(registry, remote, version) !== undefined;
    return (
      `<li><code>${escapeHtml(`${remote}@${version}`)}</code> ` +
      `(${escapeHtml(t(known ? 'override.known' : 'override.unknown'))})</li>`
    );
  });
  return `<ul>${items.join('')}</ul>`;
}

function invalid(ctx: OverridePageContext, t: Texts, problem: string): Response {
  ctx.logger.warn(describeError('OVERRIDE-001'), {
    code: 'OVERRIDE-001',
    reason: problem,
    requestId: ctx.requestId,
  });
  return page(
    ctx,
    t,
    `<h1>${escapeHtml(t('override.invalid.heading'))}</h1><p>${escapeHtml(t('override.invalid.text'))}</p>`,
    400,
  );
}

function notConfigured(ctx: OverridePageContext, t: Texts): Response {
  return page(
    ctx,
    t,
    `<h1>${escapeHtml(t('override.title'))}</h1><p>${escapeHtml(t('override.notConfigured'))}</p>`,
    404,
  );
}

const clearForm = (t: Texts) =>
  `<form method="post" action="${OVERRIDE_CLEAR_PATH}"><button type="submit">${escapeHtml(t('override.clear.button'))}</button></form>`;

/** `GET /_override[?token=…]`: the confirmation of a link, or the browser's override. Changes nothing. */
export async function overridePage(url: URL, ctx: OverridePageContext): Promise<Response> {
  const t = textsOf(ctx.locale);
  if (!ctx.secret) return notConfigured(ctx, t);
  const now = ctx.now ?? new Date();
  const linked = url.searchParams.get('token');
  if (linked !== null) {
    const check = await verifyOverride(ctx.secret, linked, now);
    if (!check.ok) return invalid(ctx, t, check.problem);
    return page(
      ctx,
      t,
      `<h1>${escapeHtml(t('override.confirm.heading'))}</h1>` +
        `<p>${escapeHtml(t('override.confirm.text', { until: untilText(ctx.locale, check.expiresAt) }))}</p>` +
        (await versionList(ctx, t, check.versions)) +
        `<form method="post" action="${OVERRIDE_PATH}"><input type="hidden" name="token" value="${escapeHtml(linked)}">` +
        `<button type="submit">${escapeHtml(t('override.confirm.button'))}</button></form>` +
        `<p>${escapeHtml(t('override.onlyYou'))}</p>`,
    );
  }
  const raw = readOverrideCookie(ctx.cookie, ctx.https);
  const check = raw ? await verifyOverride(ctx.secret, raw, now) : null;
  if (check?.ok) {
    return page(
      ctx,
      t,
      `<h1>${escapeHtml(t('override.active.heading'))}</h1>` +
        `<p>${escapeHtml(t('override.active.text', { until: untilText(ctx.locale, check.expiresAt) }))}</p>` +
        (await versionList(ctx, t, check.versions)) +
        clearForm(t),
    );
  }
  // a cookie that no longer counts (expired) can still be removed
  return page(
    ctx,
    t,
    `<h1>${escapeHtml(t('override.none.heading'))}</h1><p>${escapeHtml(t('override.none.text'))}</p>` +
      (raw ? clearForm(t) : ''),
  );
}

async function formToken(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\b/i.test(type) || !request.body) return null;
  const bytes = await readStreamLimited(request.body, FORM_LIMIT);
  if (bytes === null) return null;
  return new URLSearchParams(new TextDecoder().decode(bytes)).get('token');
}

function seeOverridePage(ctx: OverridePageContext, cookie: string): Response {
  return new Response(null, {
    status: 303,
    headers: {
      location: OVERRIDE_PATH,
      'set-cookie': cookie,
      'cache-control': 'no-store',
      'x-request-id': ctx.requestId,
    },
  });
}

/** `POST /_override` (the confirmation's button, same origin): sets the cookie of a genuine token. */
export async function setOverride(request: Request, ctx: OverridePageContext): Promise<Response> {
  const t = textsOf(ctx.locale);
  if (!ctx.secret) return notConfigured(ctx, t);
  const now = ctx.now ?? new Date();
  const token = await formToken(request);
  if (!token) return invalid(ctx, t, 'malformed');
  const check = await verifyOverride(ctx.secret, token, now);
  if (!check.ok) return invalid(ctx, t, check.problem);
  const maxAge = (check.expiresAt.getTime() - now.getTime()) / 1000;
  return seeOverridePage(ctx, overrideCookie(token, ctx.https, maxAge));
}

/** `POST /_override/clear` (same origin): ends the override of this browser. */
export function clearOverride(ctx: OverridePageContext): Response {
  return seeOverridePage(ctx, clearOverrideCookie(ctx.https));
}
