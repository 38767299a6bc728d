/**
 * Test support (not shipped): the basket server as a child process for the crash test
 * (`order-crash.test.ts`). The real app (`createBasketApp`) on PostgreSQL (`DATABASE_URL`, schema of
 * `CRASH_DOMAIN`; kept across restarts), the test catalog's offers, a provider that is never reached
 * (invoice orders). The test bundles this file once (esbuild), so a restart costs a process start only.
 * `CHECKOUT_CRASH_AT=<step>`: once armed by `POST /__test/arm`, the next placement that reaches the
 * step kills this process with SIGKILL — the crash hook is test-only, like this file.
 * Prints `READY <url>` when it listens on a free port.
 */
import { serve } from '@hono/node-server';
import { migrate, openDatabase } from '@sf/data';
import { createLogger } from '@sf/server-kit';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { createBasketApp } from '../app';
import { createFakeProvider } from '../checkout/fake-provider';
import type { PlacementStep } from '../checkout/place-order';
import { BASKET_MIGRATIONS } from '../domain';
import { fakeCatalog } from '../domain/test-context';
import { TEST_OFFERS } from '../test-app';

const url = process.env['DATABASE_URL'];
const domain = process.env['CRASH_DOMAIN'];
if (!url || !domain) throw new Error('DATABASE_URL and CRASH_DOMAIN are required');
const crashAt = process.env['CHECKOUT_CRASH_AT'] as PlacementStep | undefined;
let armed = false;

const db = await openDatabase({ domain, url });
await migrate(db, BASKET_MIGRATIONS);
const logger = createLogger('crash-child');
const quiet = { ...logger, info: () => undefined, warn: () => undefined };
const basket = createBasketApp({
  basket: { db, offers: fakeCatalog(TEST_OFFERS) },
  provider: createFakeProvider(),
  crashPoint: (step) => {
    if (armed && step === crashAt) process.kill(process.pid, 'SIGKILL');
  },
  trustedOrigins: [],
  rateLimitPerMinute: 1_000_000,
  orderRateLimitPerMinute: 1_000_000,
  logger: quiet,
});
const app = new Hono();
app.post('/__test/arm', (c) => {
  armed = true;
  return c.body(null, 204);
});
app.all('*', (c) => basket.fetch(c.req.raw));
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
  process.stdout.write(`READY http://127.0.0.1:${info.port}\n`);
});
process.once('SIGTERM', () => server.close(() => void db.close().finally(() => process.exit(0))));
