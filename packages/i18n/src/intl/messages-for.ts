import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@sf/contracts';
import { SHARED_MESSAGES } from '../messages/shared-messages';

/**
 * An ICU message: its text where it is parsed (servers, tests, build-time scripts) or its AST,
 * which a browser build makes of every catalogue `src/messages/*.json` (decision 0284) so the
 * browser formats without the ICU parser. Never format the value yourself: `createIntlFor`.
 */
export type Message = string | MessageFormatElement[];

/** Message id → ICU message (text, or its AST in a browser build). */
export type Messages = Readonly<Record<string, Message>>;

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

/**
 * {@link toSwissGerman} on a message: on its text, or on the literals of its AST (plural, select
 * and tag branches included; argument names and styles are left as they are), so the AST of a
 * browser build gives the same de-CH text as the server's parsed text (hydration, decision 0284).
 */
export function toSwissGermanMessage(message: Message): Message {
  return typeof message === 'string' ? toSwissGerman(message) : swissElements(message);
}

function swissElements(elements: readonly MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element): MessageFormatElement => {
    switch (element.type) {
      case TYPE.literal:
        return { ...element, value: toSwissGerman(element.value) };
      case TYPE.plural:
      case TYPE.select:
        return {
          ...element,
          options: Object.fromEntries(
            Object.entries(element.options).map(([key, option]) => [
              key,
              { ...option, value: swissElements(option.value) },
            ]),
          ),
        };
      case TYPE.tag:
        return { ...element, children: swissElements(element.children) };
      default:
        return element;
    }
  });
}

function swiss(messages: Messages): Record<string, Message> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [id, toSwissGermanMessage(message)]),
  );
}

/**
 * The messages of a locale: the shared chrome messages, then the bundle's catalogue of the base
 * language; de-AT and de-CH inherit de-DE and apply their overrides on top.
 * @example messagesFor('de-CH', bundle)['sf.toast.close'] // 'Schliessen'
 */
export function messagesFor(locale: Locale, bundle?: MessageBundle): Record<string, Message> {
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
