import { isLocale, type Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { Context, MiddlewareHandler } from 'hono';
import { contactText } from '../shared/messages';
import { escapeHtml } from './domain/contact-mail';
import { requestLocale } from './request-info';

/** Message ids of the refusals the middlewares answer, by status. */
export const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'contact.error.generic',
  403: 'contact.error.forbidden',
  413: 'contact.error.tooLarge',
  415: 'contact.error.unsupportedType',
  429: 'contact.error.tooMany',
  500: 'contact.error.general',
};

/** True when the caller wants JSON (the hydrated form's fetch); a browser without JavaScript wants a page. */
export function wantsJson(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('application/json');
}

/** A small HTML page for a refused no-JS post: the message and a way back to the form. */
export function errorPage(locale: Locale, status: number, message: string): Response {
  const back = localizedPath('contact', locale);
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(
    message,
  )}</title></head><body><main><h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(back)}">${escapeHtml(
    contactText(locale, 'contact.error.retry'),
  )}</a></p></main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

/** The page locale a body names (hidden field `locale`), else the request's. */
export function bodyLocale(c: Context, fromBody: unknown): Locale {
  return isLocale(fromBody) ? fromBody : requestLocale(c.req.raw.headers);
}

/**
 * Middleware over the contact API: the JSON refusals of @sf/server-kit (403 origin, 413 size,
 * 415 type, 429 rate, 500) get this remote's localized message, and a post without JavaScript gets
 * them as a small HTML page with a link back to the form.
 */
export function localizedRefusals(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const id = MESSAGE_BY_STATUS[c.res.status];
    if (!id || !(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const body = (await c.res.clone().json().catch(() => null)) as { error?: { code?: unknown } } | null;
    if (typeof body?.error?.code !== 'string') return;
    const locale = requestLocale(c.req.raw.headers);
    const message = contactText(locale, id);
    c.res = wantsJson(c)
      ? new Response(JSON.stringify({ error: { ...body.error, message } }), {
          status: c.res.status,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        })
      : errorPage(locale, c.res.status, message);
  };
}
