import { isLocale, type Locale } from '@sf/contracts';
import { createIntlFor, type MessageBundle } from '@sf/i18n';
import { isValidationMessageKey, validationText } from '@sf/validation';
import deDE from '../messages/de-DE.json';
import frCH from '../messages/fr-CH.json';
import nlNL from '../messages/nl-NL.json';

/**
 * The remote's messages (contact form, page helpers, chat bot): de-DE, fr-CH and nl-NL (de-AT/de-CH
 * from de-DE by `messagesFor`, de-CH with "ss" for "ß").
 */
export const CONTACT_MESSAGES: MessageBundle = { 'de-DE': deDE, 'fr-CH': frCH, 'nl-NL': nlNL };

export type ContactMessageId = keyof typeof deDE;
/** The texts of the page helpers (country switch, app banner, survey, promotion and preview banners). */
export type HelperTextId = ContactMessageId;
/** The texts of the chat bot widget. */
export type ChatBotTextId = Extract<ContactMessageId, `bot.${string}`>;

const format = (locale: Locale, id: string, values?: Readonly<Record<string, string | number>>) =>
  createIntlFor(locale, CONTACT_MESSAGES).formatMessage(
    { id, defaultMessage: (deDE as Readonly<Record<string, string>>)[id] ?? id },
    values,
  );

/** A text of this remote, formatted by @formatjs/intl (server side: mails, refusals; client: widgets). */
export function contactText(
  locale: Locale,
  id: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return format(locale, id, values);
}

/** A page helper's text in a page's locale (`<html lang>`; German for anything else). */
export function helperText(
  locale: string,
  id: HelperTextId,
  values: Readonly<Record<string, string>> = {},
): string {
  return format(isLocale(locale) ? locale : 'de-DE', id, values);
}

/** The text of a field error key: a shared validation message (spec section 5) or one of ours. */
export function fieldErrorText(key: string, locale: Locale): string {
  return isValidationMessageKey(key) ? validationText(key, locale) : contactText(locale, key);
}

/** Whether a key is a field error this remote may show (guards keys read from a URL). */
export function isFieldErrorKey(key: string): boolean {
  return isValidationMessageKey(key) || (key.startsWith('contact.') && key in deDE);
}
