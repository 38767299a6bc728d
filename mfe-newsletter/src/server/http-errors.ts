import { isLocale, type Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { Context, MiddlewareHandler } from 'hono';
import { escapeHtml } from './domain/mails';
import { serverText } from './domain/mail-intl';
import { requestLocale } from './request-info';

/** Message ids of the refusals the middlewares answer, by status. */
export const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  403: 'newsletter.error.forbidden',
  413: 'newsletter.error.tooLarge',
  415: 'newsletter.error.unsupportedType',
  429: 'newsletter.error.tooMany',
  500: 'newsletter.error.generic',
};

/** True for a form posted by a browser without JavaScript (it wants a page, not JSON). */
export function isFormPost(c: Context): boolean {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return c.req.method === 'POST' && (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data');
}

/** A small HTML page for a refused no-JS form post: the message and a way back to the form. */
export function errorPage(locale: Locale, status: number, message: string, back: string): Response {
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    message,
  )}</title></head><body><main><h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(back)}">${escapeHtml(
    serverText(locale, 'newsletter.error.retry'),
  )}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

/** Where "try again" leads: the form the post came from (same-site Referer path), else the sign-up page. */
export function backLink(c: Context, locale: Locale): string {
  const referer = c.req.header('referer');
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.pathname.startsWith('/')) return url.pathname;
    } catch {
      // fall through
    }
  }
  return new URL(c.req.url).pathname.endsWith('/unsubscribe')
    ? localizedPath('newsletter-unsubscribe', locale)
    : localizedPath('newsletter-signup', locale);
}

/**
 * Middleware over the newsletter's API: the JSON refusals of @sf/server-kit (403 origin, 413 size,
 * 415 type, 429 rate, 500) get the newsletter's own localized message (`x-sf-locale`, else
 * `Accept-Language`), and a no-JS form post gets them as a small HTML page with a link back.
 */
export function localizedRefusals(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const id = MESSAGE_BY_STATUS[c.res.status];
    if (!id || !(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const body = (await c.res.clone().json().catch(() => null)) as { error?: { code?: unknown } } | null;
    if (typeof body?.error?.code !== 'string') return;
    const locale = requestLocale(c.req.raw.headers);
    const message = serverText(locale, id);
    const status = c.res.status;
    const replaced = isFormPost(c)
      ? errorPage(locale, status, message, backLink(c, locale))
      : new Response(JSON.stringify({ error: { ...body.error, message } }), {
          status,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        });
    // hono's setter keeps the refused response's other headers (retry-after, ratelimit-*)
    c.res = replaced;
  };
}

/** The page locale a form or JSON body names (hidden field `locale`), else the request's. */
export function bodyLocale(c: Context, body: Readonly<Record<string, unknown>>): Locale {
  return isLocale(body.locale) ? body.locale : requestLocale(c.req.raw.headers);
}
