import { FRAGMENT_HEADERS, type Locale, type TenantId } from '@sf/contracts';
import { migrate, openDatabase } from '@sf/data';
import { createMemoryRateLimitStore } from '@sf/server-kit';
import { createCreditApp } from './app';
import type { ServerDeps } from './deps';
import type { LedgerRequest, LedgerResult, LedgerSource } from './domain/account-ledger';
import { DEMO_LEDGERS } from './domain/demo-ledgers';
import { CREDIT_MIGRATIONS } from './domain/migrations';
import { seedDemoCreditAccounts } from './domain/demo-accounts';

/** A session token of the test account domain: it names the customer in its middle part. */
export const testToken = (customerId: string): string =>
  `t.${Buffer.from(customerId).toString('base64url')}.s`;

/**
 * The account domain in tests: answers a {@link testToken} with the fixture ledger of the customer
 * it names (as the real one answers from the session), records every request; `state` switches it
 * to refuse or fail.
 */
export function stubLedgerSource(ledgers = DEMO_LEDGERS) {
  const calls: LedgerRequest[] = [];
  const state = { value: 'up' as 'up' | 'down' | 'refuse' };
  const answer = (req: LedgerRequest): LedgerResult => {
    if (state.value === 'down') return { kind: 'unavailable' };
    const id = Buffer.from(req.token.split('.')[1] ?? '', 'base64url').toString();
    const ledger = ledgers[id];
    return state.value === 'refuse' || !ledger ? { kind: 'unauthorized' } : { kind: 'ledger', ledger };
  };
  const source: LedgerSource = {
    read: async (req) => {
      calls.push(req);
      return answer(req);
    },
    creditAffinity: async (req) => {
      calls.push(req);
      const result = answer(req);
      return result.kind === 'ledger' ? result.ledger.creditAffinity : null;
    },
  };
  return { source, calls, state };
}

/** Test helper: the credit app on a migrated, seeded in-memory database and request builders. */
export async function createTestApp(overrides: Partial<ServerDeps> = {}) {
  const db = await openDatabase({ domain: 'credit', memory: true });
  await migrate(db, CREDIT_MIGRATIONS);
  await seedDemoCreditAccounts(db);
  const logged: string[] = [];
  const account = stubLedgerSource();
  const deps: ServerDeps = {
    db,
    ledger: account.source,
    trustedOrigins: [],
    rateLimitPerMinute: 100_000,
    rateLimitStore: createMemoryRateLimitStore(),
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: (m) => logged.push(m),
      error: (m) => logged.push(m),
    },
    now: () => new Date('2026-11-25T10:00:00Z'),
    devFeatures: false,
    ...overrides,
  };
  const app = createCreditApp(deps);
  /** What the composer sends for a logged-in customer: the id, the session flags and the token. */
  const customer = (id: string | null): Record<string, string> =>
    id
      ? {
          'x-sf-customer': id,
          [FRAGMENT_HEADERS.session]: JSON.stringify({ loggedIn: true, softLoggedIn: false }),
          'x-ec-token': testToken(id),
        }
      : {};
  return {
    app,
    db,
    logged,
    /** The stub account domain: its calls and its state. */
    account,
    customer,
    get: (path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers: { 'x-sf-tenant': 'DE', ...headers } }),
    /** A POST from the shop's own page (same origin). */
    post: (path: string, body: string, type: string, headers: Record<string, string> = {}) =>
      app.request(`http://shop.test${path}`, {
        method: 'POST',
        body,
        headers: {
          'content-type': type,
          origin: 'http://shop.test',
          host: 'shop.test',
          'x-sf-tenant': 'DE',
          ...headers,
        },
      }),
    fragment: (
      id: string,
      opts: { tenant?: TenantId; locale?: Locale; path?: string; headers?: Record<string, string> } = {},
    ) =>
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
