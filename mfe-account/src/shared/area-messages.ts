import type { MessageBundle } from '@sf/i18n';
import AREA_DE_DE from '../messages/area-de-DE.json';
import AREA_FR_CH from '../messages/area-fr-CH.json';
import AREA_NL_NL from '../messages/area-nl-NL.json';
import DE_DE from '../messages/de-DE.json';
import FR_CH from '../messages/fr-CH.json';
import NL_NL from '../messages/nl-NL.json';
import LOYALTY_DE_DE from '../messages/loyalty-de-DE.json';
import LOYALTY_FR_CH from '../messages/loyalty-fr-CH.json';
import LOYALTY_NL_NL from '../messages/loyalty-nl-NL.json';

/**
 * The account texts the area's React pages need as well (the forms' fields and messages, the logout, the
 * password reset page, the account page's login, registration and forgot-password forms): not the whole
 * account catalogue (the mails', the API's and the modal's texts).
 */
const ACCOUNT_IDS = [
  'account.logout.submit',
  'account.field.salutation',
  'account.field.salutation.female',
  'account.field.salutation.male',
  'account.field.salutation.notSpecified',
  'account.field.firstName',
  'account.field.lastName',
  'account.field.email',
  'account.field.password',
  'account.errorSummary',
  'account.error.generic',
  'account.required',
  'account.email.invalid',
  'account.name.long',
  'account.name.invalid',
  'account.data.error',
  'account.login.locked',
  'account.password.short',
  'account.password.long',
  'account.password.common',
  'account.password.hint',
  'account.reset.title',
  'account.reset.submit',
  'account.reset.invalid',
  'account.forgot.title',
  // the account page (`/mein-konto`): login, forgot password, registration, their notices, the customer
  'account.title',
  'account.login.title',
  'account.login.submit',
  'account.login.success',
  'account.login.failed',
  'account.login.captcha',
  'account.login.captchaNoScript',
  'account.login.captchaLabel',
  'account.logout.success',
  'account.register.title',
  'account.register.submit',
  'account.register.success',
  'account.forgot.text',
  'account.forgot.submit',
  'account.forgot.sent',
  'account.reset.success',
  'account.softLogin.title',
  'account.softLogin.text',
  'account.overview.greeting',
  'account.overview.customerNumber',
  'account.overview.businessPartner',
] as const satisfies readonly (keyof typeof DE_DE)[];

type AreaId = keyof typeof AREA_DE_DE | keyof typeof LOYALTY_DE_DE;

/** Every id the area's React pages have in the browser: the area's and the bonus programme's texts, and {@link ACCOUNT_IDS}. */
export const AREA_PAGE_IDS: readonly AreaPageMessageId[] = [
  ...(Object.keys(AREA_DE_DE) as AreaId[]),
  ...(Object.keys(LOYALTY_DE_DE) as AreaId[]),
  ...ACCOUNT_IDS,
];

export type AreaPageMessageId = AreaId | (typeof ACCOUNT_IDS)[number];

const pick = (...bundles: readonly Readonly<Record<string, string>>[]) => {
  const all: Record<string, string> = Object.assign({}, ...bundles);
  const german: Record<string, string> = { ...DE_DE, ...AREA_DE_DE, ...LOYALTY_DE_DE };
  return Object.fromEntries(AREA_PAGE_IDS.map((id) => [id, all[id] ?? german[id]!]));
};

/** The area pages' messages: de-DE, fr-CH, nl-NL (de-AT and de-CH inherit German). */
export const AREA_MESSAGES: MessageBundle = {
  'de-DE': pick(DE_DE, AREA_DE_DE, LOYALTY_DE_DE),
  'fr-CH': pick(FR_CH, AREA_FR_CH, LOYALTY_FR_CH),
  'nl-NL': pick(NL_NL, AREA_NL_NL, LOYALTY_NL_NL),
};
