import type { Locale } from '@sf/contracts';
import { SHARED_MESSAGES } from '../messages/shared-messages';

/** Message id → ICU message text. */
export type Messages = Readonly<Record<string, string>>;

/**
 * An app's messages: full catalogues for de-DE, fr-CH and nl-NL (the `src/messages/*.json` of a
 * remote); de-AT and de-CH hold only what differs from de-DE.
 */
export interface MessageBundle {
  readonly 'de-DE': Messages;
  readonly 'fr-CH': Messages;
  readonly 'nl-NL': Messages;
  readonly 'de-AT'?: Messages;
  readonly 'de-CH'?: Messages;
}

/**
 * Swiss Standard German has no "ß": inherited German texts are shown with "ss" in de-CH
 * (`Schließen` → `Schliessen`). Explicit de-CH overrides are used as written.
 */
export function toSwissGerman(text: string): string {
  return text.replace(/ß/g, 'ss').replace(/ẞ/g, 'SS');
}

function swiss(messages: Messages): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, toSwissGerman(text)]));
}

/**
 * The messages of a locale: the shared chrome messages, then the bundle's catalogue of the base
 * language; de-AT and de-CH inherit de-DE and apply their overrides on top.
 * @example messagesFor('de-CH', bundle)['sf.toast.close'] // 'Schliessen'
 */
export function messagesFor(locale: Locale, bundle?: MessageBundle): Record<string, string> {
  switch (locale) {
    case 'fr-CH':
    case 'nl-NL':
      return { ...SHARED_MESSAGES[locale], ...bundle?.[locale] };
    case 'de-DE':
      return { ...SHARED_MESSAGES['de-DE'], ...bundle?.['de-DE'] };
    case 'de-AT':
      return { ...SHARED_MESSAGES['de-DE'], ...bundle?.['de-DE'], ...bundle?.['de-AT'] };
    case 'de-CH':
      return { ...swiss({ ...SHARED_MESSAGES['de-DE'], ...bundle?.['de-DE'] }), ...bundle?.['de-CH'] };
  }
}
