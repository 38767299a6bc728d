import { appError, type AppError, type Locale } from '@sf/contracts';
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { createErrorHandler, errorResponse, HttpError } from './errors';
import { generalErrorMessage } from './locale-message';
import type { Logger } from './logger';
import { escapeAttribute } from './render-fragment';
import { localeOfRequest } from './request-locale';

/** Options of {@link localizedRefusals}: the remote's own texts and its page for posts without JavaScript. */
export interface LocalizedRefusalsOptions {
  /** Message ids by status (403, 413, 415, 429, 500 …); other statuses pass unchanged. */
  readonly messageIds: Readonly<Record<number, string>>;
  /** The remote's text for a message id. */
  text(locale: Locale, id: string): string;
  /** Which refusals get the message (default all with a `code`); e.g. not the remote's own typed errors. */
  applies?(error: Readonly<Record<string, unknown>>): boolean;
  /** True when the caller is a browser without JavaScript that wants a page, not JSON (default never). */
  wantsPage?(c: Context): boolean;
  /** The page for such a caller (see {@link refusalPage}). */
  page?(c: Context, locale: Locale, status: number, message: string): Response;
}

/**
 * Middleware over a remote's API: the JSON refusals of @sf/server-kit (origin, size, type, rate,
 * 500) get the remote's own localized message (`x-sf-locale`, else `Accept-Language`), and a browser
 * without JavaScript gets them as the remote's small HTML page. Other headers of the refusal
 * (retry-after, ratelimit-*) are kept.
 */
export function localizedRefusals(opts: LocalizedRefusalsOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const id = opts.messageIds[c.res.status];
    if (!id || !(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { error?: Record<string, unknown> } | null;
    if (typeof body?.error?.['code'] !== 'string' || (opts.applies && !opts.applies(body.error))) return;
    const locale = localeOfRequest(c.req.raw.headers);
    const message = opts.text(locale, id);
    const status = c.res.status;
    // hono's setter keeps the refused response's other headers (retry-after, ratelimit-*)
    c.res =
      opts.page && opts.wantsPage?.(c)
        ? opts.page(c, locale, status, message)
        : new Response(JSON.stringify({ error: { ...body.error, message } }), {
            status,
            headers: { 'content-type': 'application/json; charset=utf-8' },
          });
  };
}

/** A small HTML page for a refused post without JavaScript: the message as heading and a link back. */
export function refusalPage(input: {
  locale: Locale;
  status: number;
  message: string;
  back: string;
  backText: string;
}): Response {
  const e = escapeAttribute;
  const html = `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(
    input.message,
  )}</title></head><body><main><h1>${e(input.message)}</h1><p><a href="${e(input.back)}">${e(input.backText)}</a></p></main></body></html>`;
  return new Response(html, {
    status: input.status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** True for a form posted by a browser without JavaScript (urlencoded or multipart). */
export function isFormPost(c: Context): boolean {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return (
    c.req.method === 'POST' &&
    (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data')
  );
}

/**
 * The app's `onError` with the same texts as {@link localizedRefusals}: a refusal thrown as
 * `HttpError` below 500 gets the remote's message for its status; anything else is logged (with the
 * request id, never shown) and answers `API-500` with the message for 500. A browser without
 * JavaScript gets the remote's page.
 */
export function localizedErrorHandler(
  opts: LocalizedRefusalsOptions & { readonly logger?: Logger },
): ErrorHandler {
  const fallback = createErrorHandler(opts.logger ? { logger: opts.logger } : {});
  return (error, c) => {
    const locale = localeOfRequest(c.req.raw.headers);
    let refusal: AppError;
    if (error instanceof HttpError) {
      const id = opts.messageIds[error.status];
      const own = opts.applies ? !opts.applies({ ...error.error }) : false;
      refusal =
        id && error.status < 500 && !own ? { ...error.error, message: opts.text(locale, id) } : error.error;
    } else {
      void fallback(error, c); // logs it with the request id
      const id = opts.messageIds[500];
      refusal = appError('API-500', id ? opts.text(locale, id) : generalErrorMessage(c));
    }
    return opts.page && opts.wantsPage?.(c)
      ? opts.page(c, locale, refusal.status, refusal.message)
      : errorResponse(refusal);
  };
}
