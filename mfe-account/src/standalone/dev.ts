/**
 * `npm run dev -w mfe-account`: the remote alone (the harness of `@sf/remote-harness`). Builds
 * client and server in watch mode, (re)starts the account server (ACCOUNT_PORT, default 3105) on
 * each server rebuild, and serves the harness on
 * http://127.0.0.1:${ACCOUNT_HARNESS_PORT:-3115}/?route=account&locale=de-DE. The forms post to
 * `/api/customer/*`, which the harness passes to the server; the demo customers are in the README.
 */
import { resolve } from 'node:path';
import { localizedPath } from '@sf/i18n';
import { runHarness } from '@sf/remote-harness';

runHarness({
  root: resolve(import.meta.dirname, '../..'),
  remote: 'mfe-account',
  federationName: 'mfe_account',
  serverPortEnv: 'ACCOUNT_PORT',
  defaultServerPort: 3105,
  harnessPortEnv: 'ACCOUNT_HARNESS_PORT',
  defaultHarnessPort: 3115,
  proxy: ['/api/customer/'],
  shortcuts: [{ label: 'account', route: 'account' }],
  shortcut: (route, locale) => (route === 'account' ? localizedPath('account', locale) : null),
});
