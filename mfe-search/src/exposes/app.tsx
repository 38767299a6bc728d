/**
 * `./app` of the federation container: the single-spa lifecycles of the search result pages. The
 * shell mounts them into the slot on the shopper's first intent; they hydrate the fragment's HTML.
 */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { SearchApp } from '../app/search-app';
import { REMOTE_NAME } from '../shared/constants';
import { SEARCH_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: REMOTE_NAME,
  App: SearchApp,
  messages: SEARCH_MESSAGES,
});
