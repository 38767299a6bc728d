import { localizedPath } from '@sf/i18n';
import { defineRemoteServer } from '@sf/remote-server';
import { AccountApp } from '../app/account-app';
import { LoginApp } from '../features/login/login-app';
import { LOGIN_WIDGET } from '../shared/login-messages';
import { ACCOUNT_MESSAGES, type AccountMessageId, type AreaMessageId } from './domain/intl';

/**
 * The account on the remote server preset: the area's React pages' and the login widget's rendering, the account's texts and
 * refusals (a refused form post without JavaScript gets a page back to the account page).
 */
export const accountRemote = defineRemoteServer<AccountMessageId | AreaMessageId>({
  name: 'mfe-account',
  messages: ACCOUNT_MESSAGES,
  // the account area's React pages (slot `mfe-account`); the login widget has a slot of its own
  App: AccountApp,
  refusals: {
    messageIds: {
      403: 'account.error.forbidden',
      413: 'account.error.tooLarge',
      415: 'account.error.unsupportedType',
      429: 'account.error.tooMany',
      500: 'account.error.generic',
    },
    retryId: 'account.error.retry',
    back: (_c, locale) => localizedPath('account', locale),
  },
});

/** The login widget: a slot of its own (`mfe-account-login`). */
export const LOGIN = { name: LOGIN_WIDGET, App: LoginApp } as const;
