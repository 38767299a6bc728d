import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the composed storefront in Chromium. The storefront is started the way
 * `npm start` starts it (builds already done by `npm test`), on its own port and a fresh data dir.
 */
const PORT = Number(process.env.E2E_PORT ?? 3300);
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || undefined;
// one data directory per port, so two stacks (two checkouts' or two ports') never wipe each other's;
// the specs read it from the environment, which the config sets for every worker
const DATA_DIR = process.env.SF_DATA_DIR ?? (PORT === 3300 ? '.tmp/e2e-data' : `.tmp/e2e-data-${PORT}`);
process.env.SF_DATA_DIR = DATA_DIR;

/** A spec file by its path from the repository root. */
const specFile = (file: string) => new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Spec files that change what the whole stack shares: they deploy into its registry, roll back, start
 * or stop its servers, or set overrides. They run one at a time, after every other spec (decision 0300).
 */
const OPERATIONS = [
  'shell/e2e/deploy.spec.ts',
  'shell/e2e/deploy-gate.spec.ts',
  'shell/e2e/platform-release.spec.ts',
  'shell/e2e/resilience.spec.ts',
  'shell/e2e/supervisor.spec.ts',
  'shell/e2e/tester-override.spec.ts',
  'shell/e2e/service-worker.spec.ts',
  'shell/e2e/composition.spec.ts',
  'mfe-basket-checkout/e2e/route-change.spec.ts',
  'mfe-basket-checkout/e2e/header-count.spec.ts',
  'mfe-newsletter/e2e/own-page.spec.ts',
  'mfe-search/e2e/category-path-change.spec.ts',
].map(specFile);

/**
 * Spec files that log in as one of the seeded customers (anna.schmidt@, claire.favre@, lukas.huber@,
 * daan.devries@example.com) and change or read what they have — addresses, points, the credit account:
 * one at a time among themselves, beside the rest (decision 0300).
 */
const SEEDED_CUSTOMERS = [
  'mfe-account/e2e/account-area.spec.ts',
  'mfe-account/e2e/account-journey.spec.ts',
  'mfe-account/e2e/bonus-points.spec.ts',
  'mfe-account/e2e/first-action.spec.ts',
  'mfe-account/e2e/gateway-types.spec.ts',
  'mfe-account/e2e/login-modal.spec.ts',
  'mfe-account/e2e/login-page-remote.spec.ts',
  'mfe-basket-checkout/e2e/logged-in-checkout.spec.ts',
  'mfe-basket-checkout/e2e/payment-methods.spec.ts',
  'mfe-catalog/e2e/personalisation.spec.ts',
  'mfe-credit-instalments/e2e/advantage-club.spec.ts',
  'mfe-credit-instalments/e2e/credit-calculator.spec.ts',
  'mfe-credit-instalments/e2e/credit-widget.spec.ts',
  'mfe-credit-instalments/e2e/first-action.spec.ts',
  'mfe-credit-instalments/e2e/flexikonto.spec.ts',
  'shell/e2e/header-logout.spec.ts',
  'shell/e2e/links-account.spec.ts',
  'shell/e2e/platform.spec.ts',
].map(specFile);

// the production-mode specs run against their own stack (`playwright.production.config.ts`)
const IGNORED = ['**/node_modules/**', '**/*.prod.spec.ts'];

export default defineConfig({
  testMatch: ['*/e2e/**/*.spec.ts'],
  testIgnore: IGNORED,
  fullyParallel: false,
  // the two cores: a spec file at a time in each worker (decision 0300)
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // the shop's service worker (decision 0155) would answer requests that specs route or abort
    // (`page.route` does not see what a worker fetches): only `shell/e2e/service-worker.spec.ts` allows it
    serviceWorkers: 'block',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: [...IGNORED, ...OPERATIONS, ...SEEDED_CUSTOMERS],
    },
    { name: 'seeded customers', use: { browserName: 'chromium' }, testMatch: SEEDED_CUSTOMERS, workers: 1 },
    {
      name: 'operations',
      use: { browserName: 'chromium' },
      testMatch: OPERATIONS,
      workers: 1,
      dependencies: ['chromium', 'seeded customers'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      SF_GATEWAY_URL: `http://127.0.0.1:${PORT}/api/gateway/`,
      SF_SKIP_BUILD: '1',
      SF_DATA_DIR: DATA_DIR,
      NODE_ENV: 'development',
      SF_DEV_FEATURES: '1',
      ACCOUNT_NUMBER_LOGIN_TENANTS: 'AT',
      // every browser of the suite is 127.0.0.1: the specs' wrong passwords must not add up to a captcha for all (decision 0114)
      ACCOUNT_LOGIN_ADDRESS_CAPTCHA: '1000',
      // every page the suite hides sends a vitals beacon from 127.0.0.1: one shopper's limit (60 a minute) is not the suite's
      VITALS_RATE_LIMIT: '6000',
      // and its contact messages (5 per address in 10 minutes for a shopper): the contact specs send more than 5
      CONTACT_RATE_LIMIT: '1000',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
