/**
 * `./app` of the federation container: the single-spa lifecycles of the basket's pages. The shell
 * mounts them into the slot on the shopper's first intent; they hydrate the fragment's HTML.
 */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { BasketApp } from '../app/basket-app';
import { REMOTE_NAME } from '../shared/constants';
import { BASKET_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: REMOTE_NAME,
  App: BasketApp,
  messages: BASKET_MESSAGES,
});
