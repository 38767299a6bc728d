import type { Locale } from '@sf/contracts';
import { createIntlFor } from '@sf/i18n';
import { BASKET_MESSAGES } from '../../shared/messages';

const byLocale = new Map<Locale, ReturnType<typeof createIntlFor>>();

/** The text of message `id` in `locale` (the basket's and the shared messages; built once per locale). */
export function serverText(locale: Locale, id: string, values?: Record<string, string | number>): string {
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntlFor(locale, BASKET_MESSAGES);
    byLocale.set(locale, intl);
  }
  return intl.formatMessage({ id }, values);
}
