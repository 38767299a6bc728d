import type { MessageBundle } from '@sf/i18n';
import deAT from './de-AT.json';
import deCH from './de-CH.json';
import deDE from './de-DE.json';
import frCH from './fr-CH.json';
import nlNL from './nl-NL.json';

/** The shell's chrome messages (texts not in the content bucket); shared chrome messages come from @sf/i18n. */
export const SHELL_MESSAGES: MessageBundle = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'nl-NL': nlNL,
};
