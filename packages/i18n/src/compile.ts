/**
 * `@sf/i18n/compile`: messages compiled to the ICU AST with formatjs's own parser, for build time
 * (the browser builds of `@sf/federation` compile every catalogue with it) and for tests that give
 * the browser's path a bundle of their own. Never imported by browser code: the browser has no
 * parser (decision 0284).
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { MessageBundle } from './intl/messages-for';

/** Messages compiled: id → the ICU AST `@formatjs/intl` formats without a parser. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/**
 * Each message's AST, parsed with the options `intl-messageformat` parses a text with at run time
 * (tags on, no locations), so a server that still parses gets the same AST. A message that is no
 * valid ICU throws, naming `source` and the id.
 * @example compileMessages({ 'cart.items': '{count, plural, one {# Artikel} other {# Artikel}}' })
 */
export function compileMessages(
  messages: Readonly<Record<string, string>>,
  source = 'messages',
): CompiledMessages {
  const compiled: CompiledMessages = {};
  for (const [id, text] of Object.entries(messages)) {
    if (typeof text !== 'string') throw new Error(`${source}: message "${id}" is not a text`);
    try {
      compiled[id] = parse(text);
    } catch (error) {
      throw new Error(`${source}: message "${id}" is no valid ICU message (${(error as Error).message})`);
    }
  }
  return compiled;
}

/** A bundle of texts compiled, locale by locale (what a browser build makes of an app's catalogues). */
export function compileBundle(bundle: {
  readonly [L in keyof MessageBundle]: Readonly<Record<string, string>>;
}): MessageBundle {
  const compiled = Object.fromEntries(
    Object.entries(bundle).map(([locale, messages]) => [locale, compileMessages(messages, locale)]),
  );
  return compiled as unknown as MessageBundle;
}
