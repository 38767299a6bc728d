import { messagesFor, type MessageBundle } from '@sf/i18n';
import type { Locale } from '@sf/contracts';
import deDE from '../messages/de-DE.json';
import frCH from '../messages/fr-CH.json';
import nlNL from '../messages/nl-NL.json';

/** The catalog's messages: de-DE, fr-CH, nl-NL (de-AT, de-CH inherit German; de-CH with "ss" for "ß"). */
export const CATALOG_MESSAGES: MessageBundle = { 'de-DE': deDE, 'fr-CH': frCH, 'nl-NL': nlNL };

export type CatalogMessageId = keyof typeof deDE;

const cache = new Map<Locale, Record<string, string>>();

/** A catalog text for a locale with `{name}` placeholders filled (server side: labels, errors, titles). */
export function catalogText(
  locale: Locale,
  id: CatalogMessageId,
  values: Readonly<Record<string, string | number>> = {},
): string {
  let messages = cache.get(locale);
  if (!messages) {
    messages = messagesFor(locale, CATALOG_MESSAGES);
    cache.set(locale, messages);
  }
  const text = messages[id] ?? deDE[id];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
