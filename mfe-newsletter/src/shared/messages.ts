import type { MessageBundle } from '@sf/i18n';
import deDE from '../messages/de-DE.json';
import deCH from '../messages/de-CH.json';
import frCH from '../messages/fr-CH.json';
import nlNL from '../messages/nl-NL.json';

/**
 * The newsletter's messages: full catalogues for de-DE, fr-CH and nl-NL; de-CH only where it
 * differs beyond the automatic "ß" → "ss" of `messagesFor` (the Swiss greeting of the mails);
 * de-AT has no differences.
 */
export const NEWSLETTER_MESSAGES: MessageBundle = {
  'de-DE': deDE,
  'fr-CH': frCH,
  'nl-NL': nlNL,
  'de-CH': deCH,
};
