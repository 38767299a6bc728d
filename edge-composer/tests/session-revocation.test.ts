/**
 * A session ends when it ends (decision 0105): the composer in front of the real account, basket
 * and search servers (their Hono apps on in-memory databases, over real HTTP on 127.0.0.1) and the
 * real gateway. After a logout (or a password reset) the old session cookie, sent again as an
 * attacker who kept it would, opens nothing of the customer's on any path: the gateway's orders,
 * `/api/basket/items`, the checkout in customer mode, the search history.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Registry } from '@sf/contracts';
import { createGateway } from '../src/gateway';
import { startComposer, type RunningComposer } from '../src/node';
import { subgraphsOf } from '../src/subgraphs';
import type { ComposerLogger } from '../src/types';
import { testCompositionOf } from './compositions';

const quiet: ComposerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
// the domains' own test set-ups (real apps, PGlite in memory); paths, so this project does not
// import another's source at type level (as tests/session-cookie-tls.test.ts does)
const ACCOUNT_TEST_APP = '../../mfe-account/src/server/test-app';
const BASKET_TEST_APP = '../../mfe-basket-checkout/src/server/test-app';
const SEARCH_TEST_APP = '../../mfe-search/src/server/testing/test-app';

type Db = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
};

const servers: ServerType[] = [];
const dbs: Db[] = [];
let accountDb: Db;
let basketDb: Db;
/** The composer the shopper uses (the logout goes through it). */
let composer: RunningComposer;
/** Another composer (another machine), keeping a live answer for 300 ms. */
let other: RunningComposer;
let dataDir: string;

async function serveApp(app: Hono): Promise<string> {
  const server = await new Promise<ServerType>((done) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => done(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const account = (await import(ACCOUNT_TEST_APP)) as { createTestApp: () => Promise<{ app: Hono; db: Db }> };
  const basket = (await import(BASKET_TEST_APP)) as {
    createTestApp: () => Promise<{ app: Hono; ctx: { db: Db } }>;
  };
  const search = (await import(SEARCH_TEST_APP)) as {
    testApp: (products?: number) => Promise<{ app: Hono; db: Db }>;
  };
  const a = await account.createTestApp();
  const b = await basket.createTestApp();
  const s = await search.testApp(20);
  accountDb = a.db;
  basketDb = b.ctx.db;
  dbs.push(a.db, b.ctx.db, s.db);
  const remote = (name: string, server: string) => ({
    version: '1.0.0',
    assetsUrl: `/_assets/${name}/1.0.0/`,
    manifestUrl: `/_assets/${name}/1.0.0/mf-manifest.json`,
    server,
    integrity: 'sha384-x',
    sharedVersions: {},
    contractVersion: 1,
    history: [],
    // what each build declares: the composer routes `/api/<prefix>` by it (decision 0120)
    ...(testCompositionOf(name) ? { composition: testCompositionOf(name)! } : {}),
  });
  const registry: Registry = {
    contractVersion: 1,
    tenants: {
      DE: {
        'mfe-account': remote('mfe-account', await serveApp(a.app)),
        'mfe-basket-checkout': remote('mfe-basket-checkout', await serveApp(b.app)),
        'mfe-search': remote('mfe-search', await serveApp(s.app)),
      },
    },
  } as Registry;
  dataDir = await mkdtemp(join(tmpdir(), 'edge-composer-revocation-'));
  await mkdir(join(dataDir, 'registry'), { recursive: true });
  await writeFile(join(dataDir, 'registry', 'registry.json'), JSON.stringify(registry));
  // the real gateway over the basket's subgraph (documents as text: this test is no browser with persisted ones)
  const gateway = () =>
    createGateway({
      subgraphs: async () => subgraphsOf(registry).filter((g) => g.name === 'mfe-basket-checkout'),
      allowArbitraryDocuments: true,
      logger: { error: () => undefined },
    });
  composer = await startComposer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logger: quiet,
    devFeatures: false,
    bucketSecret: 'a-bucket-secret-for-the-node-tests-only',
    gateway: gateway(),
  });
  other = await startComposer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logger: quiet,
    devFeatures: false,
    bucketSecret: 'a-bucket-secret-for-the-node-tests-only',
    gateway: gateway(),
    sessionLiveness: { liveTtlMs: 300 },
  });
}, 60_000);

afterAll(async () => {
  await composer?.close();
  await other?.close();
  for (const server of servers) {
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    await new Promise((done) => server.close(done));
  }
  for (const db of dbs) await db.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A browser's cookie jar (name → value). */
type Jar = Map<string, string>;
const cookieOf = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
function keep(jar: Jar, res: Response): Response {
  for (const c of res.headers.getSetCookie()) {
    const pair = c.split(';')[0]!;
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (/max-age=0/i.test(c) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return res;
}

/** A same-origin call through a composer as the browser with `jar` makes it (`form`: an urlencoded form post). */
async function call(
  via: RunningComposer,
  jar: Jar,
  path: string,
  opts: { json?: object; form?: Record<string, string>; method?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { origin: via.url, cookie: cookieOf(jar) };
  let body: string | undefined;
  if (opts.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  }
  const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
  return keep(
    jar,
    await fetch(`${via.url}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body }),
    }),
  );
}

const PASSWORD = 'Lange-Passwort-2026!';
/** Registers and logs in; the customer's id. */
const register = async (jar: Jar, email: string) => {
  const res = await call(composer, jar, '/api/customer/register', {
    json: { salutation: 'female', firstName: 'Rita', lastName: 'Revoked', email, password: PASSWORD },
  });
  expect(res.status).toBe(202);
  // a registration logs nobody in (decision 0101): the customer logs in with her new password
  await login(jar, email);
  const { rows } = await accountDb.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [
    email,
  ]);
  return rows[0]!.id;
};
async function login(jar: Jar, email: string, via = composer): Promise<void> {
  expect((await call(via, jar, '/api/customer/login', { json: { email, password: PASSWORD } })).status).toBe(
    200,
  );
}

/** One placed order of the customer, as the checkout writes it. */
async function placedOrder(customerId: string, orderNo: string): Promise<void> {
  const address = {
    salutation: 'female',
    firstname: 'Rita',
    lastname: 'Revoked',
    street: 'Hauptstraße',
    housenumber: '1',
    postalcode: '20095',
    city: 'Hamburg',
    country: 'DE',
    email: 'rita@example.com',
  };
  await basketDb.query(
    `INSERT INTO orders (order_no, idempotency_key, visitor_id, customer_id, tenant, locale, currency, status, subtotal_cents, discount_cents, voucher_code,
       shipping_cents, co2_cents, surcharge_cents, total_cents, address, delivery, payment_method, payment_id, placed_at)
     VALUES ($1, $2, 'test', $3, 'DE', 'de-DE', 'EUR', 'placed', 4999, 0, NULL, 595, 0, 0, 5594, $4, '{"kind":"home"}', 'invoice', NULL, now())`,
    [orderNo, crypto.randomUUID(), customerId, JSON.stringify(address)],
  );
}

const ORDERS = '{ customerOrders(first: 10) { orderNo } }';
const orders = async (via: RunningComposer, jar: Jar) => {
  const res = await call(via, jar, '/api/gateway/graphql', { json: { query: ORDERS } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { customerOrders: { orderNo: string }[] } }).data.customerOrders.map(
    (o) => o.orderNo,
  );
};
const basketSkus = async (via: RunningComposer, jar: Jar) =>
  (
    (await (await call(via, jar, '/api/basket')).json()) as { basket: { items: { sku: string }[] } }
  ).basket.items.map((i) => i.sku);
const history = async (via: RunningComposer, jar: Jar) =>
  (
    (await (await call(via, jar, '/api/search/searchhistory')).json()) as { terms: { term: string }[] }
  ).terms.map((t) => t.term);
const startCheckoutAsCustomer = async (via: RunningComposer, jar: Jar) => {
  const res = await call(via, jar, '/api/basket/checkout/start', {
    form: { mode: 'customer', locale: 'de-DE' },
  });
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
};

describe('a logged-out session cookie, sent again', () => {
  const shopper: Jar = new Map();
  let customerId: string;
  let kept: Jar;

  beforeAll(async () => {
    customerId = await register(shopper, 'rita.revoked@example.com');
    expect(
      (await call(composer, shopper, '/api/basket/items', { json: { sku: '123456-38', quantity: 1 } }))
        .status,
    ).toBe(200);
    expect(
      (await call(composer, shopper, '/api/search/searchhistory/v1', { json: { term: 'sommerkleid' } }))
        .status,
    ).toBe(200);
    await placedOrder(customerId, '49000001');
    // while logged in, every path acts for her (the controls: the same calls after the logout must not)
    expect(await orders(composer, shopper)).toEqual(['49000001']);
    expect(await basketSkus(composer, shopper)).toEqual(['123456-38']);
    expect(await history(composer, shopper)).toEqual(['sommerkleid']);
    expect(await startCheckoutAsCustomer(composer, shopper)).toBe('/kasse/lieferservice'); // on to the delivery step as the customer
    expect(await orders(other, shopper)).toEqual(['49000001']); // the other composer knows her session as live
    kept = new Map(shopper); // what an attacker (or a shared computer) keeps
    const out = await call(composer, shopper, '/api/customer/logout', { json: {} });
    expect(out.status).toBe(200);
    expect(shopper.has('ecToken')).toBe(false);
  });

  it('opens no orders through the gateway', async () => {
    expect(await orders(composer, kept)).toEqual([]);
  });

  it('does not change her basket through /api/basket/items', async () => {
    const res = await call(composer, new Map(kept), '/api/basket/items', {
      json: { sku: '777000-01', quantity: 1 },
    });
    expect(res.status).toBe(200);
    expect(await basketSkus(composer, new Map(kept))).not.toContain('123456-38');
    const again: Jar = new Map();
    await login(again, 'rita.revoked@example.com');
    expect(await basketSkus(composer, again)).toEqual(['123456-38']);
  });

  it('does not run the checkout in customer mode', async () => {
    const jar = new Map(kept);
    expect(
      (await call(composer, jar, '/api/basket/items', { json: { sku: '777000-01', quantity: 1 } })).status,
    ).toBe(200); // a basket to check out
    expect(await startCheckoutAsCustomer(composer, jar)).toBe('/kasse/registrieren?notice=failed'); // back to the login step: no customer
  });

  it('reads no search history of hers', async () => {
    expect(await history(composer, kept)).toEqual([]);
  });

  it('is anonymous at another composer too, within its bound', async () => {
    await new Promise((done) => setTimeout(done, 350));
    expect(await orders(other, kept)).toEqual([]);
    expect(await history(other, kept)).toEqual([]);
  });
});

describe('a password reset', () => {
  it('ends every session of the customer at the edge, elsewhere within the bound', async () => {
    const phone: Jar = new Map();
    const laptop: Jar = new Map();
    const customerId = await register(laptop, 'paul.reset@example.com');
    await login(phone, 'paul.reset@example.com', other);
    await placedOrder(customerId, '49000002');
    expect(await orders(other, phone)).toEqual(['49000002']);
    expect(await orders(composer, laptop)).toEqual(['49000002']);
    expect(
      (
        await call(composer, new Map(), '/api/customer/password/forgot', {
          json: { email: 'paul.reset@example.com' },
        })
      ).status,
    ).toBe(200);
    const { rows } = await accountDb.query<{ text: string }>('SELECT text FROM outbox WHERE "to" = $1', [
      'paul.reset@example.com',
    ]);
    // the reset mail (the registration's welcome mail came first)
    const token = rows.map((r) => /token=([A-Za-z0-9_-]+)/.exec(r.text)?.[1]).find(Boolean);
    expect(token).toBeDefined();
    expect(
      (
        await call(composer, new Map(), '/api/customer/password/reset', {
          json: { token, password: 'Ein-neues-Passwort-2026' },
        })
      ).status,
    ).toBe(200);
    await new Promise((done) => setTimeout(done, 350));
    expect(await orders(other, phone)).toEqual([]);
    expect(await history(other, phone)).toEqual([]);
  });
});
