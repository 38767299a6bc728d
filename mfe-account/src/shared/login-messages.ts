import type { MessageBundle } from '@sf/i18n';
import DE_DE from '../messages/de-DE.json';
import FR_CH from '../messages/fr-CH.json';
import NL_NL from '../messages/nl-NL.json';

/** The texts the login modal (with its forgot-password views) needs in the browser (not the whole account catalogue). */
const LOGIN_IDS = [
  'account.login.title',
  'account.login.submit',
  'account.login.tabs',
  'account.login.tab.email',
  'account.login.tab.number',
  'account.login.close',
  'account.login.register',
  'account.login.forgot',
  'account.login.error',
  'account.field.email',
  'account.field.password',
  'account.field.customerNumber',
  'account.field.birthDate',
  'account.field.birthDate.hint',
  'account.forgot.title',
  'account.forgot.text',
  'account.forgot.submit',
  'account.forgot.sent',
  'account.forgot.sent.title',
  'account.forgot.error',
  'account.forgot.back',
  'account.login.captchaLabel',
] as const satisfies readonly (keyof typeof DE_DE)[];

const pick = (all: Readonly<Record<string, string>>) =>
  Object.fromEntries(LOGIN_IDS.map((id) => [id, all[id] ?? DE_DE[id]]));

/** The login modal's messages: de-DE, fr-CH, nl-NL (de-AT and de-CH inherit German). */
export const LOGIN_MESSAGES: MessageBundle = {
  'de-DE': pick(DE_DE),
  'fr-CH': pick(FR_CH),
  'nl-NL': pick(NL_NL),
};

/** Name of the login widget (its slot `mfe-account-login`, its single-spa application). */
export const LOGIN_WIDGET = 'mfe-account-login';

/** What the widget's fragment tells the browser. */
export interface LoginWidgetState {
  /** The shop offers the customer-number tab (decision 0080). */
  readonly numberLogin: boolean;
  /** The account page (registration; where the link leads without JavaScript, with the no-JS forgot form). */
  readonly accountUrl: string;
}
