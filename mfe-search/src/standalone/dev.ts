/**
 * `npm run dev -w mfe-search`: the remote alone (the harness of `@sf/remote-harness`). Builds client
 * and server in watch mode, (re)starts the search server (SEARCH_PORT, default 3103; it syncs from
 * the catalog feed of a running stack, SEARCH_CATALOG_FEED_URL) on each server rebuild, and serves the
 * harness on http://127.0.0.1:${SEARCH_HARNESS_PORT:-3113}/?route=results&locale=de-DE, with the
 * header search box widget at `/?route=search-box`.
 */
import { resolve } from 'node:path';
import { runHarness } from '@sf/remote-harness';
import { REMOTE_NAME, SEARCH_BOX_NAME } from '../shared/constants';

runHarness({
  root: resolve(import.meta.dirname, '../..'),
  remote: REMOTE_NAME,
  federationName: 'mfe_search',
  serverPortEnv: 'SEARCH_PORT',
  defaultServerPort: 3103,
  harnessPortEnv: 'SEARCH_HARNESS_PORT',
  defaultHarnessPort: 3113,
  proxy: ['/api/search/'],
  shortcuts: [
    { label: 'results', route: 'results' },
    { label: 'zero results', route: 'zero' },
    { label: 'search box', route: 'search-box' },
  ],
  shortcut: (route, locale) => {
    const prefix = locale === 'fr-CH' ? '/fr' : '';
    if (route === 'results')
      return `${prefix}/s/${locale === 'fr-CH' ? 'canap%C3%A9' : locale === 'nl-NL' ? 'bank' : 'sofa'}`;
    if (route === 'zero') return `${prefix}/s/xqzvw`;
    if (route === 'search-box')
      return { routeId: route, locale, pagePath: '/', slot: SEARCH_BOX_NAME, expose: './search-box' };
    return null;
  },
});
