import type { Locale } from '@sf/contracts';
import { createIntlFor, type MessageBundle } from '@sf/i18n';
import deDE from '../messages/de-DE.json';
import frCH from '../messages/fr-CH.json';
import nlNL from '../messages/nl-NL.json';

/** The catalog's messages: de-DE, fr-CH, nl-NL (de-AT, de-CH inherit German; de-CH with "ss" for "ß"). */
export const CATALOG_MESSAGES: MessageBundle = { 'de-DE': deDE, 'fr-CH': frCH, 'nl-NL': nlNL };

export type CatalogMessageId = keyof typeof deDE;

/** A catalog text for a locale, formatted by @formatjs/intl (server side: labels, errors, titles). */
export function catalogText(
  locale: Locale,
  id: CatalogMessageId,
  values?: Readonly<Record<string, string | number>>,
): string {
  return createIntlFor(locale, CATALOG_MESSAGES).formatMessage({ id, defaultMessage: deDE[id] }, values);
}
