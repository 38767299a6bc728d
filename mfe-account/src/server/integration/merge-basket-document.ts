import { persistedDocumentText } from '@sf/gateway-client';

/**
 * The gateway document of the merge on login, in its persisted form: the account build emits it in
 * `persisted-documents.json` (the gateway runs persisted documents only), the server sends this text.
 */
export const MERGE_BASKET_DOCUMENT = persistedDocumentText(
  'mutation MergeAnonymousBasket($wishlistSku: ID) { mergeAnonymousBasket(wishlistSku: $wishlistSku) { merged basketCount wishlistCount } }',
);
