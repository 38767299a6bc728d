import type { Locale } from '@sf/contracts';
import { createIntlFor, type MessageBundle } from '@sf/i18n';
import { DE_DE, type AccountMessageId } from '../../messages/de-DE';
import { FR_CH } from '../../messages/fr-CH';
import { NL_NL } from '../../messages/nl-NL';
import { AREA_DE_DE, type AreaMessageId } from '../../messages/area-de-DE';
import { AREA_FR_CH } from '../../messages/area-fr-CH';
import { AREA_NL_NL } from '../../messages/area-nl-NL';
import { LOYALTY_DE_DE } from '../../messages/loyalty-de-DE';
import { LOYALTY_FR_CH } from '../../messages/loyalty-fr-CH';
import { LOYALTY_NL_NL } from '../../messages/loyalty-nl-NL';

export const ACCOUNT_MESSAGES: MessageBundle = {
  'de-DE': { ...DE_DE, ...AREA_DE_DE, ...LOYALTY_DE_DE },
  'fr-CH': { ...FR_CH, ...AREA_FR_CH, ...LOYALTY_FR_CH },
  'nl-NL': { ...NL_NL, ...AREA_NL_NL, ...LOYALTY_NL_NL },
};

/** A text of the account domain in a locale (de-AT and de-CH inherit German; de-CH writes "ss"). */
export function accountText(
  locale: Locale,
  id: AccountMessageId | AreaMessageId | string,
  values?: Record<string, string | number>,
): string {
  return createIntlFor(locale, ACCOUNT_MESSAGES).formatMessage({ id }, values);
}
