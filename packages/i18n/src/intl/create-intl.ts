import type { Locale } from '@sf/contracts';
import { createIntl, createIntlCache, type IntlShape, type OnErrorFn } from '@formatjs/intl';
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
  return createIntl<T>(
    {
      locale,
      defaultLocale: 'de-DE',
      timeZone: timeZoneOf(locale),
      messages: messagesFor(locale, bundle),
      formats: {
        number: { price: priceFormatOptions(locale) },
        date: {
          short: dateFormatOptions(locale, 'short'),
          medium: dateFormatOptions(locale, 'medium'),
          long: dateFormatOptions(locale, 'long'),
        },
      },
      onError: options.onError ?? logIntlError,
    },
    cache,
  );
}
