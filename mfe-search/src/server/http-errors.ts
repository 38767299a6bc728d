import { localizedErrorHandler, localizedRefusals, type Logger } from '@sf/server-kit';
import type { ErrorHandler, MiddlewareHandler } from 'hono';
import { searchText, type SearchMessageId } from '../shared/messages';

const MESSAGE_IDS: Readonly<Record<number, SearchMessageId>> = {
  400: 'search.error.badRequest',
  403: 'search.error.forbidden',
  413: 'search.error.badRequest',
  415: 'search.error.badRequest',
  429: 'search.error.tooMany',
  500: 'search.error.generic',
};

const options = {
  messageIds: MESSAGE_IDS,
  text: (locale: Parameters<typeof searchText>[0], id: string) => searchText(locale, id as SearchMessageId),
  // the search's own 400s (empty term) and 403s already carry their text
  applies: (error: Readonly<Record<string, unknown>>) =>
    !['API-400', 'API-403'].includes(String(error['code'])),
};

/** The refusals of @sf/server-kit (size, type, rate) with the search's localized texts. */
export const searchRefusals = (): MiddlewareHandler => localizedRefusals(options);

/** The app's `onError`: refusals localized, anything else logged and answered `API-500`, no stack trace. */
export const searchErrors = (logger: Logger): ErrorHandler => localizedErrorHandler({ ...options, logger });
