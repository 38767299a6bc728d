/**
 * `./search-box` of the federation container: the header search box widget. Its slot
 * (`data-sf-slot="mfe-search-box"`, `GET /fragment/search-box`) is composed into every page; the
 * shell forwards the first intent on the header's search form (`data-sf-intent-for`) to it, so the
 * code loads on first focus and enhances the form the shell rendered (which works without it).
 */
import { createRemoteLifecycles } from '@sf/remote-kit';
import { SearchBoxApp } from '../features/search-box/search-box-app';
import { SEARCH_BOX_NAME } from '../shared/constants';
import { SEARCH_MESSAGES } from '../shared/messages';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: SEARCH_BOX_NAME,
  App: SearchBoxApp,
  messages: SEARCH_MESSAGES,
});
