import { COMPOSITION_VERSION, CONTRACT_VERSIONS, type RemoteComposition } from '@sf/contracts';
import { BASKET_CHECKOUT_ROUTES } from './routes';

/**
 * What the basket composes into the shop (docs/platform.md, "API and gateway"): `/api/basket` and
 * `/api/voucher`; no page widgets. Its build emits this as `sf-composition.json`.
 */
export const composition: RemoteComposition = {
  compositionVersion: COMPOSITION_VERSION,
  remote: 'mfe-basket-checkout',
  contracts: CONTRACT_VERSIONS,
  routes: BASKET_CHECKOUT_ROUTES,
  widgets: [],
  api: ['basket', 'voucher'],
  paths: [],
  budgets: {
    '*': { htmlBytes: 150_000, serverP99Ms: 800 },
  },
};
