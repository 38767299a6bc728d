/**
 * `./app` of the federation container: the single-spa lifecycles of the credit pages (calculator,
 * Flexikonto, rate protection). The shell mounts them into the slot; they hydrate the server HTML.
 */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { CreditApp } from '../app/credit-app';
import { REMOTE_NAME } from '../shared/constants';
import { CREDIT_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: REMOTE_NAME,
  App: CreditApp,
  messages: CREDIT_MESSAGES,
});
