import type { Locale } from '@sf/contracts';
import { messagesFor, type MessageBundle } from '@sf/i18n';
import deDE from '../messages/de-DE.json';
import frCH from '../messages/fr-CH.json';
import nlNL from '../messages/nl-NL.json';

/** The search's messages: de-DE, fr-CH, nl-NL (de-AT, de-CH inherit German; de-CH with "ss" for "ß"). */
export const SEARCH_MESSAGES: MessageBundle = { 'de-DE': deDE, 'fr-CH': frCH, 'nl-NL': nlNL };

export type SearchMessageId = keyof typeof deDE;

const cache = new Map<Locale, Record<string, string>>();

/** A search text for a locale with simple `{name}` placeholders filled (server side: errors, titles, SEO). */
export function searchText(
  locale: Locale,
  id: SearchMessageId,
  values: Readonly<Record<string, string | number>> = {},
): string {
  let messages = cache.get(locale);
  if (!messages) {
    messages = messagesFor(locale, SEARCH_MESSAGES);
    cache.set(locale, messages);
  }
  const text = messages[id] ?? deDE[id];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in values ? String(values[name]) : m));
}
