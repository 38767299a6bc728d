import type { MessageBundle } from '@sf/i18n';
import { textOf } from '@sf/remote-server';
import AREA_DE_DE from '../../messages/area-de-DE.json';
import AREA_FR_CH from '../../messages/area-fr-CH.json';
import AREA_NL_NL from '../../messages/area-nl-NL.json';
import DE_DE from '../../messages/de-DE.json';
import FR_CH from '../../messages/fr-CH.json';
import NL_NL from '../../messages/nl-NL.json';
import LOYALTY_DE_DE from '../../messages/loyalty-de-DE.json';
import LOYALTY_FR_CH from '../../messages/loyalty-fr-CH.json';
import LOYALTY_NL_NL from '../../messages/loyalty-nl-NL.json';

/**
 * The account's texts (login, registration, password), the account area's (`area.*`) and the bonus
 * programme's (`loyalty.*`, decision 0185); German is the source.
 */
export type AccountMessageId = keyof typeof DE_DE;
export type AreaMessageId = keyof typeof AREA_DE_DE;
export type LoyaltyMessageId = keyof typeof LOYALTY_DE_DE;

type All = Record<AccountMessageId, string> &
  Record<AreaMessageId, string> &
  Record<LoyaltyMessageId, string>;

// every translation has every message (the compiler checks the JSON against the German ids)
const FR: All = { ...FR_CH, ...AREA_FR_CH, ...LOYALTY_FR_CH };
const NL: All = { ...NL_NL, ...AREA_NL_NL, ...LOYALTY_NL_NL };

export const ACCOUNT_MESSAGES: MessageBundle = {
  'de-DE': { ...DE_DE, ...AREA_DE_DE, ...LOYALTY_DE_DE },
  'fr-CH': FR,
  'nl-NL': NL,
};

/** A text of the account domain in a locale, formatted by @formatjs/intl (de-AT and de-CH inherit German; de-CH writes "ss"). */
export const accountText = textOf<AccountMessageId | AreaMessageId | LoyaltyMessageId | (string & {})>(
  ACCOUNT_MESSAGES,
);
