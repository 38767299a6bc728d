import { migrate, openDatabase, type Db } from '@sf/data';
import { createLogger, createMemoryRateLimitStore } from '@sf/server-kit';
import type { Hono } from 'hono';
import { createAccountApp } from './app';
import type { ServerDeps } from './deps';
import { loadCaptchaSecret } from './domain/captcha-secret';
import { loadSigningKeys } from './domain/keys';
import { ACCOUNT_MIGRATIONS } from './domain/migrations';
import { TEST_HASH_OPTIONS } from '@sf/server-kit';

export interface TestEnv {
  readonly app: Hono;
  readonly db: Db;
  readonly deps: ServerDeps;
}

/**
 * Test helper: the real app over in-memory PGlite (or PGlite in `dataDir`, to test a restart), real
 * keys, a cheaper Argon2id and captcha, a quiet logger.
 */
export async function createTestApp(
  overrides: Partial<ServerDeps> = {},
  opts: { dataDir?: string } = {},
): Promise<TestEnv> {
  const db = await openDatabase(
    opts.dataDir ? { domain: 'account', dataDir: opts.dataDir } : { domain: 'account', memory: true },
  );
  await migrate(db, ACCOUNT_MIGRATIONS);
  const logger = createLogger('mfe-account-test');
  const quiet = { ...logger, info: () => undefined, warn: () => undefined, error: () => undefined };
  const deps: ServerDeps = {
    db,
    keys: await loadSigningKeys(db),
    logger: quiet,
    rateLimitStore: createMemoryRateLimitStore(),
    rateLimitPerMinute: 100_000,
    trustedOrigins: [],
    hashOptions: TEST_HASH_OPTIONS,
    // little work per captcha, so tests solve them in milliseconds
    captcha: { secret: await loadCaptchaSecret(db), minCounter: 10, maxCounter: 50, ttlSeconds: 600 },
    ...overrides,
  };
  return { app: createAccountApp(deps), db, deps };
}

/** Headers the composer sets towards a domain server, plus a same-origin `Origin`. */
export function composerHeaders(
  opts: { locale?: string; tenant?: string; cookie?: string; https?: boolean; ip?: string } = {},
): Record<string, string> {
  const proto = opts.https ? 'https' : 'http';
  return {
    origin: `${proto}://127.0.0.1:3000`,
    host: '127.0.0.1:3000',
    'x-forwarded-host': '127.0.0.1:3000',
    'x-forwarded-proto': proto,
    'x-real-ip': opts.ip ?? '203.0.113.7',
    'x-sf-locale': opts.locale ?? 'de-DE',
    'x-sf-tenant': opts.tenant ?? 'DE',
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
  };
}

/** The `name=value` pairs of a response's cookies, as a `Cookie` header. */
export function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export const ANNA = {
  salutation: 'female',
  firstName: 'Anna',
  lastName: 'Test',
  email: 'anna@example.com',
  password: 'geheim123',
};

/** Registers a customer through the JSON API; the response. */
export function registerJson(
  app: Hono,
  body: object = ANNA,
  opts: Parameters<typeof composerHeaders>[0] = {},
): Promise<Response> {
  return Promise.resolve(
    app.request('/api/customer/register', {
      method: 'POST',
      headers: { ...composerHeaders(opts), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

/**
 * Registers (which logs nobody in: 202 alike for new and known addresses, decision 0101) and then logs
 * in with the same address and password; the login's response (its cookies are the session).
 */
export async function signUp(
  app: Hono,
  body: { email: string; password: string } = ANNA,
  opts: Parameters<typeof composerHeaders>[0] = {},
): Promise<Response> {
  const registered = await registerJson(app, body, opts);
  if (registered.status !== 202) throw new Error(`registration answered ${registered.status}`);
  return loginJson(app, body.email, body.password, opts);
}

export function loginJson(
  app: Hono,
  email: string,
  password: string,
  opts: Parameters<typeof composerHeaders>[0] = {},
): Promise<Response> {
  return Promise.resolve(
    app.request('/api/customer/login', {
      method: 'POST',
      headers: { ...composerHeaders(opts), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
}
