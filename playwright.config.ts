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

export default defineConfig({
  testMatch: ['*/e2e/**/*.spec.ts'],
  // the production-mode specs run against their own stack (`playwright.production.config.ts`)
  testIgnore: ['**/node_modules/**', '**/*.prod.spec.ts'],
  fullyParallel: false,
  workers: 1,
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
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
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
