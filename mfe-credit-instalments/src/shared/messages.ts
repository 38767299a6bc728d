import type { Locale } from '@sf/contracts';
import { createIntlFor, type MessageBundle } from '@sf/i18n';
import deDE from '../messages/de-DE.json';
import frCH from '../messages/fr-CH.json';
import nlNL from '../messages/nl-NL.json';

/** The credit remote's message ids (German is the source language). */
export type MessageId = keyof typeof deDE;

/** The bundle for RemoteTree / createRemoteLifecycles (de-AT as de-DE; de-CH without "ß"). */
export const CREDIT_MESSAGES: MessageBundle = { 'de-DE': deDE, 'fr-CH': frCH, 'nl-NL': nlNL };

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(deDE, id);
}

/** A translator bound to a locale: what the components take as `t`. */
export type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string;

/** The text of `id` in `locale`, formatted by @formatjs/intl. */
export function text(
  locale: Locale,
  id: MessageId,
  values?: Readonly<Record<string, string | number>>,
): string {
  return createIntlFor(locale, CREDIT_MESSAGES).formatMessage({ id, defaultMessage: deDE[id] }, values);
}

export function translator(locale: Locale): Translate {
  return (id, values) => text(locale, id, values);
}
