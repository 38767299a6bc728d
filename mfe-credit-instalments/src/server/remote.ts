import { defineRemoteServer } from '@sf/remote-server';
import { CreditApp } from '../app/credit-app';
import { REMOTE_NAME } from '../shared/constants';
import { CREDIT_MESSAGES, type MessageId } from '../shared/messages';

/** The credit remote on the remote server preset: its rendering, texts and refusals. */
export const creditRemote = defineRemoteServer<MessageId>({
  name: REMOTE_NAME,
  messages: CREDIT_MESSAGES,
  App: CreditApp,
  refusals: {
    messageIds: {
      403: 'credit.error.forbidden',
      413: 'credit.error.tooLarge',
      415: 'credit.error.unsupportedType',
      429: 'credit.error.tooMany',
      500: 'credit.error.generic',
    },
    // a refused post without JavaScript: a page whose "try again" leads back (same-site Referer, else home)
    retryId: 'credit.error.retry',
  },
});
