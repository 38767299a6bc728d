import type { Locale } from '@sf/contracts';
import { createIntlFor, type MessageBundle } from '@sf/i18n';
import deDE from '../messages/de-DE.json';
import frCH from '../messages/fr-CH.json';
import nlNL from '../messages/nl-NL.json';

/** The search's messages: de-DE, fr-CH, nl-NL (de-AT, de-CH inherit German; de-CH with "ss" for "ß"). */
export const SEARCH_MESSAGES: MessageBundle = { 'de-DE': deDE, 'fr-CH': frCH, 'nl-NL': nlNL };

export type SearchMessageId = keyof typeof deDE;

/** A search text for a locale, formatted by @formatjs/intl (server side: labels, errors, titles). */
export function searchText(
  locale: Locale,
  id: SearchMessageId,
  values?: Readonly<Record<string, string | number>>,
): string {
  return createIntlFor(locale, SEARCH_MESSAGES).formatMessage({ id, defaultMessage: deDE[id] }, values);
}
