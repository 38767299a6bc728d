import { COMPOSITION_VERSION, CONTRACT_VERSIONS, type RemoteComposition } from '@sf/contracts';
import { SEARCH_ROUTES } from './routes';

/**
 * What search composes into the shop (docs/platform.md, "Page widgets"): the header's search combobox
 * on every page with a header (it enhances the shell's GET form on first focus) and `/api/search`.
 * Its build emits this as `sf-composition.json`; a deploy of this remote alone changes it.
 */
export const composition: RemoteComposition = {
  compositionVersion: COMPOSITION_VERSION,
  remote: 'mfe-search',
  contracts: CONTRACT_VERSIONS,
  routes: SEARCH_ROUTES,
  widgets: [{ fragment: 'search-box', slot: 'mfe-search-box', expose: './search-box', routes: 'framed' }],
  api: ['search'],
  paths: [],
  budgets: {
    '*': { htmlBytes: 250_000, serverP99Ms: 500 },
    'search-box': { htmlBytes: 10_000, serverP99Ms: 100 },
  },
};
