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

/** How a remote answers refusals (403 origin, 413 size, 415 type, 429 rate, 500 …): its own texts. */
export interface RefusalTexts {
  /** Message ids by status; other statuses pass unchanged. */
  readonly messageIds: Readonly<Record<number, string>>;
  /** The id of "try again" on the page a post without JavaScript gets; no id: never a page, always JSON. */
  readonly retryId?: string;
  /** Where "try again" leads (default: the same-site `Referer` path, else `/`). */
  back?(c: Context, locale: Locale): string;
  /** Which callers get the page (default: a form post, {@link isFormPost}). */
  wantsPage?(c: Context): boolean;
  /** Which refusals get the text (default all with a `code`), e.g. not the remote's own typed errors. */
  applies?(error: Readonly<Record<string, unknown>>): boolean;
}

/** The coded refusals of a remote: a middleware over its API and its `app.onError`. */
export interface RemoteRefusals {
  refusals(): MiddlewareHandler;
  errors(logger: Logger): ErrorHandler;
}

/** The same-site `Referer` path a post came from, else `fallback`. */
export function refererPath(c: Context, fallback: string): string {
  const referer = c.req.header('referer');
  if (!referer) return fallback;
  try {
    const path = new URL(referer).pathname;
    return path.startsWith('/') ? path : fallback;
  } catch {
    return fallback;
  }
}

/** The page locale a form or JSON body names (hidden field `locale`), else the request's. */
export function bodyLocale(c: Context, named?: unknown): Locale {
  return isLocale(named) ? named : localeOfRequest(c.req.raw.headers);
}

/**
 * A remote's refusals on @sf/server-kit's `localizedRefusals`: each status's JSON refusal gets the
 * remote's text in the request's locale; a browser without JavaScript gets a small page with a way back.
 */
export function createRefusals(
  texts: RefusalTexts,
  text: (locale: Locale, id: string) => string,
): RemoteRefusals {
  const retryId = texts.retryId;
  const options: LocalizedRefusalsOptions = {
    messageIds: texts.messageIds,
    text,
    ...(texts.applies ? { applies: texts.applies } : {}),
    ...(retryId
      ? {
          wantsPage: texts.wantsPage ?? isFormPost,
          page: (c: Context, locale: Locale, status: number, message: string) =>
            refusalPage({
              locale,
              status,
              message,
              back: texts.back ? texts.back(c, locale) : refererPath(c, '/'),
              backText: text(locale, retryId),
            }),
        }
      : {}),
  };
  return {
    refusals: () => localizedRefusals(options),
    errors: (logger) => localizedErrorHandler({ ...options, logger }),
  };
}
