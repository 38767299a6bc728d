/**
 * `npm run dev -w mfe-newsletter`: the remote alone (the harness of `@sf/remote-harness`). Builds
 * client and server in watch mode, (re)starts the newsletter server (NEWSLETTER_PORT, default 3107)
 * on each server rebuild, and serves the harness on
 * http://127.0.0.1:${NEWSLETTER_HARNESS_PORT:-3117}/?route=newsletter-signup&locale=de-DE, with the
 * sign-up sheet widget at `/?route=newsletter-sheet` and a link to the server's dev mailbox.
 */
import { resolve } from 'node:path';
import { localizedPath } from '@sf/i18n';
import { runHarness } from '@sf/remote-harness';
import { REMOTE_NAME, SHEET_REMOTE_NAME } from '../shared/constants';
import { isNewsletterRouteId, NEWSLETTER_ROUTE_IDS } from '../shared/routes';

runHarness({
  root: resolve(import.meta.dirname, '../..'),
  remote: REMOTE_NAME,
  federationName: 'mfe_newsletter',
  serverPortEnv: 'NEWSLETTER_PORT',
  defaultServerPort: 3107,
  harnessPortEnv: 'NEWSLETTER_HARNESS_PORT',
  defaultHarnessPort: 3117,
  proxy: ['/api/newsletter/', '/dev/mailbox'],
  shortcuts: [...NEWSLETTER_ROUTE_IDS, 'newsletter-sheet'].map((route) => ({
    label: route.replace('newsletter-', ''),
    route,
  })),
  shortcut: (route, locale) =>
    isNewsletterRouteId(route)
      ? localizedPath(route, locale)
      : route === 'newsletter-sheet'
        ? { routeId: route, locale, pagePath: '/', slot: SHEET_REMOTE_NAME, expose: './sheet' }
        : null,
  links: [{ label: 'mailbox', href: '/dev/mailbox' }],
});
