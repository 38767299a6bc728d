import { createLogger } from '@sf/server-kit';
import type { Hono } from 'hono';
import { createBasketApp } from './app';
import { createFakeProvider, type FakeProvider } from './checkout/fake-provider';
import type { ServerDeps } from './deps';
import { createTestContext, offer, type TestContext } from './domain/test-context';

/** Offers of the test catalog: a dress in three sizes (one sold out, one scarce) and a sofa. */
export const TEST_OFFERS = [
  offer('123456-38', 4999, { productName: 'Sommerkleid', variantLabel: 'Rot, 38' }),
  offer('123456-40', 4999, { productName: 'Sommerkleid', variantLabel: 'Rot, 40', maxQuantity: 2 }),
  offer('123456-42', 4999, { productName: 'Sommerkleid', variantLabel: 'Rot, 42', available: false }),
  offer('777000-01', 89900, { productName: 'Sofa Fjord', maxQuantity: 5 }),
];

/** Test helper: the real app over in-memory PGlite and the catalog double; quiet logger. */
export async function createTestApp(
  overrides: Partial<ServerDeps> = {},
): Promise<{ app: Hono; ctx: TestContext; provider: FakeProvider }> {
  const ctx = await createTestContext(TEST_OFFERS);
  const provider = createFakeProvider();
  const logger = createLogger('mfe-basket-checkout-test');
  const quiet = { ...logger, info: () => undefined, warn: () => undefined, error: () => undefined };
  const app = createBasketApp({
    basket: ctx,
    provider,
    trustedOrigins: [],
    rateLimitPerMinute: 100_000,
    orderRateLimitPerMinute: 100_000,
    logger: quiet,
    ...overrides,
  });
  return { app, ctx, provider };
}

/**
 * Jest hooks of a route test file: one app over in-memory PGlite for the file, closed after it, the
 * data reset (and `prepare` run) before each test. Read `env.app` / `env.ctx` inside the tests.
 */
export function testAppPerFile(prepare?: (ctx: TestContext) => Promise<void>): {
  readonly app: Hono;
  readonly ctx: TestContext;
  readonly provider: FakeProvider;
} {
  const env = {} as { app: Hono; ctx: TestContext; provider: FakeProvider };
  beforeAll(async () => {
    Object.assign(env, await createTestApp());
  });
  afterAll(() => env.ctx.db.close());
  beforeEach(async () => {
    await env.ctx.reset();
    env.provider.down = false;
    await prepare?.(env.ctx);
  });
  return env;
}

/** Headers the composer sets towards a domain server, plus a same-origin `Origin`. */
export function composerHeaders(
  opts: { locale?: string; tenant?: string; cookie?: string; session?: object; customer?: string } = {},
): Record<string, string> {
  return {
    origin: 'http://127.0.0.1:3000',
    host: '127.0.0.1:3000',
    'x-forwarded-host': '127.0.0.1:3000',
    'x-forwarded-proto': 'http',
    'x-real-ip': '203.0.113.7',
    'x-sf-locale': opts.locale ?? 'de-DE',
    'x-sf-tenant': opts.tenant ?? 'DE',
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
    ...(opts.session ? { 'x-sf-session': JSON.stringify(opts.session) } : {}),
    ...(opts.customer ? { 'x-sf-customer': opts.customer } : {}),
  };
}

/** The `name=value` pairs of a reply's `Set-Cookie` headers, as a `Cookie` header. */
export function cookieHeader(res: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
  );
  for (const c of res.headers.getSetCookie()) {
    const pair = c.split(';')[0] ?? '';
    jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
