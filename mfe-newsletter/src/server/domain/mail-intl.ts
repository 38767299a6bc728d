import type { IntlShape } from '@formatjs/intl';
import type { Locale } from '@sf/contracts';
import { createIntlFor } from '@sf/i18n';
import { NEWSLETTER_MESSAGES } from '../../shared/messages';

const byLocale = new Map<Locale, IntlShape>();

/**
 * The intl object for server-side texts (mails, API error messages, GraphQL results) of one
 * locale: shared and newsletter messages, the tenant's time zone; built once per locale.
 */
export function serverIntl(locale: Locale): IntlShape {
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntlFor(locale, NEWSLETTER_MESSAGES);
    byLocale.set(locale, intl);
  }
  return intl;
}

/** Shorthand: the text of message `id` in `locale`. */
export function serverText(locale: Locale, id: string, values?: Record<string, string | number>): string {
  return serverIntl(locale).formatMessage({ id }, values);
}
