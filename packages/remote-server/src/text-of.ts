import type { Locale } from '@sf/contracts';
import { createIntlFor, type MessageBundle, type Messages } from '@sf/i18n';

/** Values a message's ICU placeholders take. */
export type TextValues = Readonly<Record<string, string | number | Date>>;

/** A remote's text function: the message in a locale, formatted by @formatjs/intl. */
export type RemoteText<Id extends string = string> = (locale: Locale, id: Id, values?: TextValues) => string;

/**
 * The text function of a message bundle: `createIntlFor(locale, bundle).formatMessage` (ICU:
 * `{name}`, plurals, `{amount, number, price}`, dates), German where a locale lacks the message.
 */
export function textOf<Id extends string = string>(bundle: MessageBundle): RemoteText<Id> {
  const german: Messages = bundle['de-DE'];
  return (locale, id, values) =>
    createIntlFor(locale, bundle).formatMessage({ id, defaultMessage: german[id] ?? id }, values);
}
