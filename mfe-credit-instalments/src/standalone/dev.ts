/**
 * `npm run dev -w mfe-credit-instalments`: the remote alone (the harness of `@sf/remote-harness`).
 * Builds client and server in watch mode, (re)starts the credit server (CREDIT_PORT, default 3108)
 * and serves the harness on http://127.0.0.1:${CREDIT_HARNESS_PORT:-3118}/?route=credit-calculator&locale=de-DE.
 */
import { resolve } from 'node:path';
import { localizedPath } from '@sf/i18n';
import { runHarness } from '@sf/remote-harness';
import { REMOTE_NAME } from '../shared/constants';

const ROUTES = ['credit-calculator', 'credit-flexikonto', 'credit-rate-protection'] as const;

runHarness({
  root: resolve(import.meta.dirname, '../..'),
  remote: REMOTE_NAME,
  federationName: 'mfe_credit_instalments',
  serverPortEnv: 'CREDIT_PORT',
  defaultServerPort: 3108,
  harnessPortEnv: 'CREDIT_HARNESS_PORT',
  defaultHarnessPort: 3118,
  proxy: ['/api/credit/'],
  shortcuts: ROUTES.map((route) => ({ label: route.replace('credit-', ''), route })),
  shortcut: (route, locale) =>
    (ROUTES as readonly string[]).includes(route)
      ? localizedPath(route as (typeof ROUTES)[number], locale)
      : null,
});
