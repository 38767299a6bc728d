import { readFileSync } from 'node:fs';

/** The remote's texts of a locale as the shopper reads them (`src/messages/<locale>.json`). */
function messagesOf(locale: 'de-DE' | 'fr-CH' | 'nl-NL'): Readonly<Record<string, string>> {
  return JSON.parse(
    readFileSync(new URL(`../src/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

export const DE_DE = messagesOf('de-DE');
export const NL_NL = messagesOf('nl-NL');
