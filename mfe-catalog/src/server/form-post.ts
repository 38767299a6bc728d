import type { Locale } from '@sf/contracts';
import type { Context } from 'hono';
import { catalogText } from '../shared/messages';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A small HTML page for a refused no-JavaScript form post: the message, the field messages and a
 * way back (the browser's back keeps what was entered in the form).
 */
export function formErrorPage(
  locale: Locale,
  status: number,
  message: string,
  fields: readonly string[],
  back: string,
): Response {
  const items = fields.map((f) => `<li>${esc(f)}</li>`).join('');
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${esc(message)}</title></head><body><main><h1>${esc(message)}</h1>` +
    (items ? `<ul>${items}</ul>` : '') +
    `<p><a href="${esc(back)}">${esc(catalogText(locale, 'catalog.form.back'))}</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** Where a form post goes back to: the same-site Referer's path and query, else `fallback`. */
export function backPath(c: Context, fallback: string): string {
  const referer = c.req.header('referer');
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return url.pathname.startsWith('/') && !url.pathname.startsWith('//')
      ? `${url.pathname}${url.search}`
      : fallback;
  } catch {
    return fallback;
  }
}
