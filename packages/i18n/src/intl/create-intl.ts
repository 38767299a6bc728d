import type { Locale } from '@sf/contracts';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  createIntl,
  createIntlCache,
  type IntlShape,
  type MessageDescriptor,
  type OnErrorFn,
} from '@formatjs/intl';
import { dateFormatOptions, priceFormatOptions, timeZoneOf } from './format';
import { messagesFor, type MessageBundle } from './messages-for';

const cache = createIntlCache();
const reported = new Set<string>();
const MAX_REPORTED = 500;

/**
 * The default `onError`: a missing translation is logged once per message and locale as a
 * warning (the id or default message is shown instead); other formatting errors are logged as
 * errors. Nothing is thrown into the page.
 */
export const logIntlError: OnErrorFn = (error) => {
  if ('code' in error && error.code === 'MISSING_TRANSLATION') {
    if (reported.has(error.message)) return;
    if (reported.size < MAX_REPORTED) reported.add(error.message);
    console.warn(`[i18n] ${error.message}`);
    return;
  }
  console.error('[i18n]', error);
};

/** Options of {@link createIntlFor}. */
export interface CreateIntlOptions {
  readonly onError?: OnErrorFn;
}

/**
 * An `@formatjs/intl` object for a locale with the shared and the app's messages (see
 * `messagesFor`), the tenant's time zone, German as source language, and named formats:
 * `{amount, number, price}` and `{day, date, short|medium|long}` in messages.
 * @example createIntlFor('fr-CH', bundle).formatMessage({ id: 'sf.skipLink' }) // 'Aller au contenu'
 */
export function createIntlFor<T = string>(
  locale: Locale,
  bundle?: MessageBundle,
  options: CreateIntlOptions = {},
): IntlShape<T> {
  if (options.onError) return buildIntl<T>(locale, bundle, options.onError);
  // with the default error handler the object depends only on locale and bundle: made once, kept
  // (a server renders every request with it; merging the catalogues each time is measurable)
  const key = bundle ?? NO_BUNDLE;
  let perLocale = shared.get(key);
  if (!perLocale) shared.set(key, (perLocale = new Map()));
  let intl = perLocale.get(locale);
  if (!intl) perLocale.set(locale, (intl = buildIntl<string>(locale, bundle, logIntlError)));
  return intl as unknown as IntlShape<T>;
}

const NO_BUNDLE: MessageBundle = { 'de-DE': {}, 'fr-CH': {}, 'nl-NL': {} };
const shared = new WeakMap<MessageBundle, Map<Locale, IntlShape<string>>>();

function buildIntl<T>(locale: Locale, bundle: MessageBundle | undefined, onError: OnErrorFn): IntlShape<T> {
  return keepMessageFormats(
    createIntl<T>(
      {
        locale,
        defaultLocale: 'de-DE',
        timeZone: timeZoneOf(locale),
        // texts or ASTs (decision 0284); formatjs takes each message as it comes, its type a union of the two records
        messages: messagesFor(locale, bundle) as Record<string, MessageFormatElement[]>,
        formats: {
          number: { price: priceFormatOptions(locale) },
          date: {
            short: dateFormatOptions(locale, 'short'),
            medium: dateFormatOptions(locale, 'medium'),
            long: dateFormatOptions(locale, 'long'),
          },
        },
        onError,
      },
      cache,
    ),
  );
}

type GetMessageFormat = IntlShape['formatters']['getMessageFormat'];

/**
 * Keeps each message's formatter on the intl object and formats with it (decision 0290).
 * `@formatjs/intl` 6.1.4, on every `formatMessage` of a message with arguments, merges the named
 * formats with the time zone twice and asks its memoized `getMessageFormat`, whose key is
 * `JSON.stringify` of the message (the AST since decision 0284), the locale, the merged formats and the
 * formatters. An intl object's locale and formats never change, so each of its own messages (the same
 * AST object or text, call after call) has one formatter: the first call goes through formatjs and the
 * formatter it makes is kept; later calls format with it. A call with a default message or options,
 * and any call whose format throws, goes through formatjs as before (which reports and falls back).
 */
function keepMessageFormats<T>(intl: IntlShape<T>): IntlShape<T> {
  const state = intl.formatters as { getMessageFormat: GetMessageFormat };
  const memoized = state.getMessageFormat;
  const kept = new Map<unknown, ReturnType<GetMessageFormat>>();
  state.getMessageFormat = (message, locales, formats, opts) => {
    const own =
      locales === intl.locale &&
      opts !== undefined &&
      (opts.formatters as unknown) === state &&
      Object.keys(opts).length === 1;
    if (!own) return memoized(message, locales, formats, opts);
    let formatter = kept.get(message);
    if (!formatter) kept.set(message, (formatter = memoized(message, locales, formats, opts)));
    return formatter;
  };
  const { messages } = intl;
  const viaFormatjs = intl.formatMessage as (
    descriptor: MessageDescriptor,
    values?: Record<string, unknown>,
    opts?: unknown,
  ) => unknown;
  const formatMessage = ((
    descriptor: MessageDescriptor,
    values?: Record<string, unknown>,
    opts?: unknown,
  ) => {
    const id = descriptor?.id === undefined ? '' : String(descriptor.id);
    if (opts === undefined && descriptor?.defaultMessage === undefined && Object.hasOwn(messages, id)) {
      const formatter = kept.get(messages[id]);
      if (formatter) {
        try {
          return formatter.format(values as Parameters<typeof formatter.format>[0]);
        } catch {
          // formatjs formats it again, reports the error and falls back to the id
        }
      }
    }
    return viaFormatjs(descriptor, values, opts);
  }) as unknown as IntlShape<T>['formatMessage'];
  return Object.assign(intl, { formatMessage, $t: formatMessage });
}
