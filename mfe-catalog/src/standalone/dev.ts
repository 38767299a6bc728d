/**
 * `npm run dev -w mfe-catalog`: the remote alone (the harness of `@sf/remote-harness`). Builds
 * client and server in watch mode, (re)starts the catalog server (CATALOG_PORT, default 3102; it
 * seeds .data/catalog on its first start) on each server rebuild, and serves the harness on
 * http://127.0.0.1:${CATALOG_HARNESS_PORT:-3112}/?route=category&locale=de-DE. The basket's
 * mutations are not there: the harness's gateway knows only the catalog's subgraph.
 */
import { resolve } from 'node:path';
import { productPath } from '@sf/i18n';
import { categoryPath } from '../category-paths';
import { runHarness } from '@sf/remote-harness';
import { REMOTE_NAME } from '../shared/constants';

/** The harness's shortcuts: a category, a product (the seed's first), a 404. */
const TARGETS = { category: 'category', product: 'product', '404': 'not-found' } as const;

runHarness({
  root: resolve(import.meta.dirname, '../..'),
  remote: REMOTE_NAME,
  federationName: 'mfe_catalog',
  serverPortEnv: 'CATALOG_PORT',
  defaultServerPort: 3102,
  harnessPortEnv: 'CATALOG_HARNESS_PORT',
  defaultHarnessPort: 3112,
  proxy: ['/api/catalog/', '/api/inform/'],
  shortcuts: Object.entries(TARGETS).map(([label, route]) => ({ label, route })),
  shortcut: (route, locale) =>
    route === 'product'
      ? productPath('', '100001', locale)
      : route === 'not-found'
        ? productPath('', '999999', locale)
        : route === 'category'
          ? categoryPath('fashion', locale)
          : null,
});
