import { FRAGMENT_HEADERS, type Locale, type TenantId } from '@sf/contracts';
import { migrate, openDatabase } from '@sf/data';
import { createMemoryRateLimitStore } from '@sf/server-kit';
import { createCreditApp } from './app';
import type { ServerDeps } from './deps';
import { CREDIT_MIGRATIONS } from './domain/migrations';

/** Test helper: the credit app on a migrated, seeded in-memory database and request builders. */
export async function createTestApp(overrides: Partial<ServerDeps> = {}) {
  const db = await openDatabase({ domain: 'credit', memory: true });
  await migrate(db, CREDIT_MIGRATIONS);
  const logged: string[] = [];
  const deps: ServerDeps = {
    db,
    trustedOrigins: [],
    rateLimitPerMinute: 100_000,
    rateLimitStore: createMemoryRateLimitStore(),
    logger: { debug: () => undefined, info: () => undefined, warn: (m) => logged.push(m), error: (m) => logged.push(m) },
    now: () => new Date('2026-11-25T10:00:00Z'),
    devFeatures: false,
    ...overrides,
  };
  const app = createCreditApp(deps);
  const customer = (id: string | null): Record<string, string> =>
    id ? { 'x-sf-customer': id, [FRAGMENT_HEADERS.session]: JSON.stringify({ loggedIn: true, softLoggedIn: false }) } : {};
  return {
    app,
    db,
    logged,
    customer,
    get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers: { 'x-sf-tenant': 'DE', ...headers } }),
    /** A POST from the shop's own page (same origin). */
    post: (path: string, body: string, type: string, headers: Record<string, string> = {}) =>
      app.request(`http://shop.test${path}`, {
        method: 'POST',
        body,
        headers: { 'content-type': type, origin: 'http://shop.test', host: 'shop.test', 'x-sf-tenant': 'DE', ...headers },
      }),
    fragment: (id: string, opts: { tenant?: TenantId; locale?: Locale; path?: string; headers?: Record<string, string> } = {}) =>
      app.request(`/fragment/${id}`, {
        headers: {
          [FRAGMENT_HEADERS.tenant]: opts.tenant ?? 'DE',
          [FRAGMENT_HEADERS.locale]: opts.locale ?? 'de-DE',
          [FRAGMENT_HEADERS.path]: opts.path ?? '/',
          [FRAGMENT_HEADERS.requestId]: 'test',
          ...opts.headers,
        },
      }),
    close: () => db.close(),
  };
}
