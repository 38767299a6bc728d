import { isLocale, type Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import {
  localeOfRequest,
  localizedErrorHandler,
  localizedRefusals,
  refusalPage,
  type LocalizedRefusalsOptions,
  type Logger,
} from '@sf/server-kit';
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { contactText } from '../shared/messages';

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
  return refusalPage({
    locale,
    status,
    message,
    back: localizedPath('contact', locale),
    backText: contactText(locale, 'contact.error.retry'),
  });
}

/** The page locale a body names (hidden field `locale`), else the request's. */
export function bodyLocale(c: Context, fromBody: unknown): Locale {
  return isLocale(fromBody) ? fromBody : localeOfRequest(c.req.raw.headers);
}

const TEXTS: LocalizedRefusalsOptions = {
  messageIds: MESSAGE_BY_STATUS,
  text: contactText,
  // a post without JavaScript wants a page; the hydrated form's fetch asks for JSON
  wantsPage: (c) => c.req.method === 'POST' && !wantsJson(c),
  page: (_c, locale, status, message) => errorPage(locale, status, message),
};

/**
 * Middleware over the contact API: the JSON refusals of @sf/server-kit (403 origin, 413 size,
 * 415 type, 429 rate, 500) get this remote's localized message, and a post without JavaScript gets
 * them as a small HTML page with a link back to the form.
 */
export function contactRefusals(): MiddlewareHandler {
  return localizedRefusals(TEXTS);
}

/** The app's `onError`: the same texts for thrown refusals; anything unexpected is logged and hidden. */
export function contactErrors(logger: Logger): ErrorHandler {
  return localizedErrorHandler({ ...TEXTS, logger });
}
