import { isLocale, type Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
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
import { serverText } from './domain/mail-intl';

/** Message ids of the refusals the middlewares answer, by status. */
export const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  403: 'newsletter.error.forbidden',
  413: 'newsletter.error.tooLarge',
  415: 'newsletter.error.unsupportedType',
  429: 'newsletter.error.tooMany',
  500: 'newsletter.error.generic',
};

/** A small HTML page for a refused no-JS form post: the message and a way back to the form. */
export function errorPage(locale: Locale, status: number, message: string, back: string): Response {
  return refusalPage({
    locale,
    status,
    message,
    back,
    backText: serverText(locale, 'newsletter.error.retry'),
  });
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

const TEXTS: LocalizedRefusalsOptions = {
  messageIds: MESSAGE_BY_STATUS,
  text: serverText,
  wantsPage: isFormPost,
  page: (c, locale, status, message) => errorPage(locale, status, message, backLink(c, locale)),
};

/**
 * Middleware over the newsletter's API: the JSON refusals of @sf/server-kit get the newsletter's own
 * localized message, and a no-JS form post gets them as a small HTML page with a link back.
 */
export function newsletterRefusals(): MiddlewareHandler {
  return localizedRefusals(TEXTS);
}

/** The app's `onError`: the same texts for thrown refusals; anything unexpected is logged and hidden. */
export function newsletterErrors(logger: Logger): ErrorHandler {
  return localizedErrorHandler({ ...TEXTS, logger });
}

/** The page locale a form or JSON body names (hidden field `locale`), else the request's. */
export function bodyLocale(c: Context, body: Readonly<Record<string, unknown>>): Locale {
  return isLocale(body.locale) ? body.locale : localeOfRequest(c.req.raw.headers);
}
