import type { Locale } from '@sf/contracts';
import type { MessageBundle } from '@sf/i18n';
import { isValidationMessageKey, validationText } from '@sf/validation';
import { DE_DE } from '../messages/de-DE';
import { FR_CH } from '../messages/fr-CH';
import { NL_NL } from '../messages/nl-NL';

/** The remote's messages: de-DE, fr-CH and nl-NL (de-AT/de-CH from de-DE by `messagesFor`). */
export const CONTACT_MESSAGES: MessageBundle = { 'de-DE': DE_DE, 'fr-CH': FR_CH, 'nl-NL': NL_NL };

/** The catalogue of a locale (French for fr-CH, Dutch for nl-NL, German otherwise). */
export function catalogueOf(locale: Locale): Readonly<Record<string, string>> {
  if (locale === 'fr-CH') return FR_CH;
  if (locale === 'nl-NL') return NL_NL;
  return DE_DE;
}

/** A text of this remote with `{name}` placeholders filled (server side: mails, refusals). */
export function contactText(
  locale: Locale,
  id: string,
  values: Readonly<Record<string, string>> = {},
): string {
  const text = catalogueOf(locale)[id] ?? DE_DE[id] ?? id;
  const filled = text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  return locale === 'de-CH' ? filled.replace(/ß/g, 'ss') : filled;
}

/** The text of a field error key: a shared validation message (spec section 5) or one of ours. */
export function fieldErrorText(key: string, locale: Locale): string {
  return isValidationMessageKey(key) ? validationText(key, locale) : contactText(locale, key);
}

/** Whether a key is a field error this remote may show (guards keys read from a URL). */
export function isFieldErrorKey(key: string): boolean {
  return isValidationMessageKey(key) || (key.startsWith('contact.') && key in DE_DE);
}
