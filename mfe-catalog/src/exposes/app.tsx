/**
 * `./app` of the federation container: the single-spa lifecycles of the catalog pages. The shell
 * mounts them into the slot on the shopper's first intent; they hydrate the fragment's HTML.
 */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { CatalogApp } from '../app/catalog-app';
import { REMOTE_NAME } from '../shared/constants';
import { CATALOG_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: REMOTE_NAME,
  App: CatalogApp,
  messages: CATALOG_MESSAGES,
});
