import type { MessageBundle } from '@sf/i18n';
import deDE from '../messages/de-DE.json';
import frCH from '../messages/fr-CH.json';
import nlNL from '../messages/nl-NL.json';

/** The basket domain's messages: de-DE, fr-CH, nl-NL (de-AT as de-DE, de-CH with "ss" by `messagesFor`). */
export const BASKET_MESSAGES: MessageBundle = { 'de-DE': deDE, 'fr-CH': frCH, 'nl-NL': nlNL };
