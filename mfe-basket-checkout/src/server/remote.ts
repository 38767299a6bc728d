import { defineRemoteServer } from '@sf/remote-server';
import { BasketApp } from '../app/basket-app';
import { BASKET_MESSAGES } from '../shared/messages';

/**
 * The basket on the remote server preset: its texts and refusals (the platform's JSON refusals with
 * the basket's message; its own typed refusals, with a `reason`, keep theirs) and its way to the
 * gateway, and its App: the pages that are React remotes (the basket page so far, decision 0195)
 * render through the preset and hydrate in the browser; the others are still server-rendered HTML.
 */
export const basketRemote = defineRemoteServer({
  name: 'mfe-basket-checkout',
  messages: BASKET_MESSAGES,
  App: BasketApp,
  refusals: {
    messageIds: {
      400: 'basket.error.generic',
      403: 'basket.error.generic',
      404: 'basket.error.generic',
      413: 'basket.error.generic',
      415: 'basket.error.generic',
      429: 'basket.error.tooManyRequests',
      500: 'basket.error.generic',
    },
    applies: (error) => error['reason'] === undefined,
  },
});
