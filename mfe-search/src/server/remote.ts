import { defineRemoteServer } from '@sf/remote-server';
import { SearchApp } from '../app/search-app';
import { SearchBoxApp } from '../features/search-box/search-box-app';
import { REMOTE_NAME, SEARCH_BOX_NAME } from '../shared/constants';
import { SEARCH_MESSAGES, type SearchMessageId } from '../shared/messages';

/** The search on the remote server preset: its rendering, texts and refusals. */
export const searchRemote = defineRemoteServer<SearchMessageId>({
  name: REMOTE_NAME,
  messages: SEARCH_MESSAGES,
  App: SearchApp,
  refusals: {
    messageIds: {
      400: 'search.error.badRequest',
      403: 'search.error.forbidden',
      413: 'search.error.badRequest',
      415: 'search.error.badRequest',
      429: 'search.error.tooMany',
      500: 'search.error.generic',
    },
    // the search's own 400s (empty term) and 403s already carry their text
    applies: (error) => !['API-400', 'API-403'].includes(String(error['code'])),
  },
});

/** The header's search box: a widget of the search with a slot of its own. */
export const SEARCH_BOX = { name: SEARCH_BOX_NAME, App: SearchBoxApp } as const;
