import { isLocale, type Locale } from '@sf/contracts';
import {
  isFormPost,
  localeOfRequest,
  localizedErrorHandler,
  localizedRefusals,
  refusalPage,
  type LocalizedRefusalsOptions,
  type Logger,
} from '@sf/server-kit';
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { isMessageId, text } from '../shared/messages';

/** Message ids of the refusals the middlewares answer, by status. */
export const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  403: 'credit.error.forbidden',
  413: 'credit.error.tooLarge',
  415: 'credit.error.unsupportedType',
  429: 'credit.error.tooMany',
  500: 'credit.error.generic',
};

const serverText = (locale: Locale, id: string) =>
  isMessageId(id) ? text(locale, id) : text(locale, 'credit.error.generic');

/** Where "back" leads after a refused no-JS form post: the same-site Referer path, else the home page. */
function backLink(c: Context): string {
  try {
    const referer = c.req.header('referer');
    if (referer) return new URL(referer).pathname;
  } catch {
    // fall through
  }
  return '/';
}

const TEXTS: LocalizedRefusalsOptions = {
  messageIds: MESSAGE_BY_STATUS,
  text: serverText,
  wantsPage: isFormPost,
  page: (c, locale, status, message) =>
    refusalPage({ locale, status, message, back: backLink(c), backText: text(locale, 'credit.error.retry') }),
};

/** The credit API's refusals with its own localized texts (a small page for a no-JS form post). */
export function creditRefusals(): MiddlewareHandler {
  return localizedRefusals(TEXTS);
}

/** The app's `onError`: the same texts for thrown refusals; anything unexpected is logged and hidden. */
export function creditErrors(logger: Logger): ErrorHandler {
  return localizedErrorHandler({ ...TEXTS, logger });
}

/** The locale a body or query names (`locale`), else the request's. */
export function localeOf(c: Context, named?: unknown): Locale {
  return isLocale(named) ? named : localeOfRequest(c.req.raw.headers);
}
