import { defineRemoteServer } from '@sf/remote-server';
import { CatalogApp } from '../app/catalog-app';
import { REMOTE_NAME } from '../shared/constants';
import { CATALOG_MESSAGES, type CatalogMessageId } from '../shared/messages';

/** The catalog on the remote server preset: its rendering, texts, refusals and way to the gateway. */
export const catalogRemote = defineRemoteServer<CatalogMessageId>({
  name: REMOTE_NAME,
  messages: CATALOG_MESSAGES,
  App: CatalogApp,
  refusals: {
    messageIds: {
      400: 'catalog.error.badRequest',
      413: 'catalog.error.badRequest',
      415: 'catalog.error.badRequest',
      429: 'catalog.error.tooMany',
      500: 'catalog.error.generic',
    },
  },
});
