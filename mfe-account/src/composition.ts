import { COMPOSITION_VERSION, CONTRACT_VERSIONS, type RemoteComposition } from '@sf/contracts';
import { ACCOUNT_ROUTES } from './routes';

/**
 * What the account composes into the shop (docs/platform.md, "Page widgets"): the login modal on every
 * page with a header (it enhances the header's account link on first intent) and `/api/customer`.
 * Its build emits this as `sf-composition.json`; a deploy of this remote alone changes it.
 */
export const composition: RemoteComposition = {
  compositionVersion: COMPOSITION_VERSION,
  remote: 'mfe-account',
  contracts: CONTRACT_VERSIONS,
  routes: ACCOUNT_ROUTES,
  widgets: [{ fragment: 'login', slot: 'mfe-account-login', expose: './login', routes: 'framed' }],
  api: ['customer'],
  paths: [],
  budgets: {
    '*': { htmlBytes: 100_000, serverP99Ms: 500 },
    login: { htmlBytes: 10_000, serverP99Ms: 100 },
  },
};
