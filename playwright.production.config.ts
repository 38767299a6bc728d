import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { freshSecret, STACK_SECRETS } from './scripts/lib/local-secrets.mjs';

/**
 * The end-to-end specs that need the shop as deployed (`*.prod.spec.ts`): development features off
 * (`SF_DEV_FEATURES=0`, `NODE_ENV=production`) and every secret a production start asks for set to a
 * fresh random value. Run after the main suite by `npm test` (same `E2E_PORT`: the two stacks never
 * run at once), on its own data directory.
 */
const PORT = Number(process.env.E2E_PORT ?? 3300);
/** Every secret a production start asks for (issue 25 item 1), each a fresh value of its kind. */
const SECRETS: Record<string, string> = Object.fromEntries(
  (STACK_SECRETS as { name: string; kind: string }[]).map((s) => [s.name, freshSecret(s.kind) as string]),
);

export default defineConfig({
  ...base,
  testMatch: ['*/e2e/**/*.prod.spec.ts'],
  testIgnore: ['**/node_modules/**'],
  // one spec file: the main suite's split into parallel and serial projects does not apply
  workers: 1,
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
      SF_DATA_DIR: '.tmp/e2e-prod-data',
      NODE_ENV: 'production',
      SF_DEV_FEATURES: '0',
      ...SECRETS,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
