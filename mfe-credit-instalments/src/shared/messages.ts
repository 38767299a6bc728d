import type { Locale } from '@sf/contracts';
import { toSwissGerman, type MessageBundle } from '@sf/i18n';
import { DE, type MessageId } from './messages-de';
import { FR } from './messages-fr';
import { NL } from './messages-nl';

export type { MessageId } from './messages-de';

const SWISS = Object.fromEntries(
  Object.entries(DE).map(([id, value]) => [id, toSwissGerman(value)]),
) as Record<MessageId, string>;

/** The credit remote's texts per locale (de-AT as de-DE; de-CH without "ß"). */
const BY_LOCALE: Readonly<Record<Locale, Readonly<Record<MessageId, string>>>> = {
  'de-DE': DE,
  'de-AT': DE,
  'de-CH': SWISS,
  'fr-CH': FR,
  'nl-NL': NL,
};

/** The bundle for RemoteTree / createRemoteLifecycles. */
export const CREDIT_MESSAGES: MessageBundle = { 'de-DE': DE, 'fr-CH': FR, 'nl-NL': NL };

export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(DE, id);
}

/** A translator bound to a locale: what the components take as `t`. */
export type Translate = (id: MessageId, values?: Readonly<Record<string, string | number>>) => string;

/** The text of `id` in `locale` with `{name}` placeholders replaced. */
export function text(
  locale: Locale,
  id: MessageId,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return BY_LOCALE[locale][id].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

export function translator(locale: Locale): Translate {
  return (id, values) => text(locale, id, values);
}
