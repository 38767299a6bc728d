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
import { accountText } from './domain/intl';

/** Message ids of the refusals the middlewares answer, by status. */
const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  403: 'account.error.forbidden',
  413: 'account.error.tooLarge',
  415: 'account.error.unsupportedType',
  429: 'account.error.tooMany',
  500: 'account.error.generic',
};

const TEXTS: LocalizedRefusalsOptions = {
  messageIds: MESSAGE_BY_STATUS,
  text: accountText,
  wantsPage: isFormPost,
  page: (_c, locale, status, message) =>
    refusalPage({
      locale,
      status,
      message,
      back: localizedPath('account', locale),
      backText: accountText(locale, 'account.error.retry'),
    }),
};

/** The platform's JSON refusals with the account's own texts; a no-JS form post gets a small page with a way back. */
export function accountRefusals(): MiddlewareHandler {
  return localizedRefusals(TEXTS);
}

/** The app's `onError`: the same texts for thrown refusals; anything unexpected is logged and hidden. */
export function accountErrors(logger: Logger): ErrorHandler {
  return localizedErrorHandler({ ...TEXTS, logger });
}

/** The page locale a form names (hidden field `locale`), else the request's. */
export function bodyLocale(c: Context, body: Readonly<Record<string, unknown>>): Locale {
  return isLocale(body.locale) ? body.locale : localeOfRequest(c.req.raw.headers);
}
