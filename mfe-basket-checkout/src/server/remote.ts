import { defineRemoteServer } from '@sf/remote-server';
import { BASKET_MESSAGES } from '../shared/messages';

/**
 * The basket on the remote server preset: its texts and refusals (the platform's JSON refusals with
 * the basket's message; its own typed refusals, with a `reason`, keep theirs) and its way to the
 * gateway. Its pages are server-rendered HTML for now (no App yet: issue 27's UI kit step).
 */
export const basketRemote = defineRemoteServer({
  name: 'mfe-basket-checkout',
  messages: BASKET_MESSAGES,
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
