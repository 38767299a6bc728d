import type { Message } from '../intl/messages-for';
// `with { type: 'json' }`: Node's own loader (Playwright's e2e reach this through @sf/server-kit) requires it
import de from './de-DE.json' with { type: 'json' };
import fr from './fr-CH.json' with { type: 'json' };
import nl from './nl-NL.json' with { type: 'json' };

/*
 * Texts of the chrome that several apps show (error pages, fallbacks, skip link, toasts, consent
 * banner, colour mode), one catalogue per language in `./<locale>.json`: a browser build compiles
 * them to the ICU AST like every app's (decision 0284). German is the source; French (fr-CH) and
 * Dutch (nl-NL, informal "je" as in the sister shop) are full translations. Apostrophes are
 * typographic (’) so ICU never mistakes them for quoting.
 */

/** Id of a shared chrome message. */
export type SharedMessageId = keyof typeof de;

/** Shared messages in German (the source language). */
export const SHARED_MESSAGES_DE: Readonly<Record<SharedMessageId, Message>> = de;

/** Shared messages in French (Switzerland); every id of the German catalogue (tsc checks). */
export const SHARED_MESSAGES_FR: Readonly<Record<SharedMessageId, Message>> = fr;

/** Shared messages in Dutch; every id of the German catalogue (tsc checks). */
export const SHARED_MESSAGES_NL: Readonly<Record<SharedMessageId, Message>> = nl;

/** The shared messages as a bundle for `messagesFor` / `createIntlFor`. */
export const SHARED_MESSAGES = {
  'de-DE': SHARED_MESSAGES_DE,
  'fr-CH': SHARED_MESSAGES_FR,
  'nl-NL': SHARED_MESSAGES_NL,
} as const;
