import { COMPOSITION_VERSION, CONTRACT_VERSIONS, type RemoteComposition } from '@sf/contracts';
import { CATALOG_ROUTES } from './routes';

/**
 * What the catalog composes into the shop (docs/platform.md, "API and gateway"): `/api/catalog`,
 * `/api/inform` (back-in-stock notices), `/api/dynamicyield` (personalisation from its own recommendations,
 * decision 0191) and the sitemaps (it knows every category and product URL).
 * Its build emits this as `sf-composition.json`; a deploy of this remote alone changes it.
 */
export const composition: RemoteComposition = {
  compositionVersion: COMPOSITION_VERSION,
  remote: 'mfe-catalog',
  contracts: CONTRACT_VERSIONS,
  routes: CATALOG_ROUTES,
  widgets: [],
  api: ['catalog', 'inform', 'dynamicyield'],
  paths: ['/sitemap.xml', '/sitemaps/*'],
  budgets: {
    '*': { htmlBytes: 250_000, serverP99Ms: 500 },
  },
};
