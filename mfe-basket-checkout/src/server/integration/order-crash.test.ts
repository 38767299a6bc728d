/**
 * Reliability: the basket server as a child process (on PostgreSQL, as in production), killed with SIGKILL at every step of an order
 * placement (50 kills in all), restarted, the shopper's retry posted. After each crash the order is
 * there completely (crash after the commit) or not at all (before it); after the retry there is
 * exactly one; at the end the database holds one complete order per checkout — none lost, none doubled.
 */
import { fragmentRequestHeaders } from '@sf/contracts';
import { migrate, openDatabase } from '@sf/data';
import { startPostgresCluster, type PostgresCluster } from '@sf/testing/node';
import { build } from 'esbuild';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { PlacementStep } from '../checkout/place-order';
import { BASKET_MIGRATIONS } from '../domain';

const STEPS: readonly PlacementStep[] = [
  'priced',
  'locked',
  'order-written',
  'voucher-redeemed',
  'basket-emptied',
  'committed',
];
const KILLS = Number(process.env['CRASH_KILLS'] ?? 50);
const ROOT = path.resolve(__dirname, '../../../..');
const domain = `basket-crash-${randomBytes(4).toString('hex')}`;
// inside the repository, so the bundle's external packages resolve from its node_modules
const CHILD = path.join(ROOT, '.tmp', `${domain}.mjs`);
let cluster: PostgresCluster;
/** Children still running: killed whatever happens, so a failing run ends instead of waiting on them. */
const live = new Set<ChildProcess>();

jest.setTimeout(240_000);
beforeAll(async () => {
  mkdirSync(path.dirname(CHILD), { recursive: true });
  // the cluster's initdb (another process) while esbuild bundles the child: neither waits for the other
  const starting = startPostgresCluster();
  starting.catch(() => undefined); // awaited below, after the bundle: never an unhandled rejection meanwhile
  // one bundle of the child: a restart is a process start, not a compile
  const bundled = build({
    entryPoints: [path.join(__dirname, 'crash-child.ts')],
    outfile: CHILD,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // the ES module builds where a package has one (styled-components' CommonJS default export under
    // Node's interop is not the styled function the preset's React rendering calls)
    mainFields: ['module', 'main'],
    logLevel: 'error',
    // everything inside but PGlite (its WebAssembly files sit beside its code) and pg's optional native binding
    external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg-native'],
    banner: {
      js: "import { createRequire as __sfCreateRequire } from 'node:module'; const require = __sfCreateRequire(import.meta.url);",
    },
  });
  // a failed bundle stops the cluster that started meanwhile
  await bundled.catch(async (error: unknown) => {
    await starting.then((c) => c.stop()).catch(() => undefined);
    throw error;
  });
  cluster = await starting;
}, 120_000);
afterAll(async () => {
  for (const child of live) child.kill('SIGKILL');
  rmSync(CHILD, { force: true });
  const db = await openDatabase({ domain, url: cluster.url });
  await db.query(`DROP SCHEMA IF EXISTS "${db.schema}" CASCADE`);
  await db.close();
  await cluster?.stop();
}, 60_000);

interface Child {
  readonly url: string;
  readonly process: ChildProcess;
  readonly exited: Promise<NodeJS.Signals | number | null>;
}

function startChild(crashAt: PlacementStep | null): Promise<Child> {
  const child = spawn(process.execPath, [CHILD], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: cluster.url,
      CRASH_DOMAIN: domain,
      ...(crashAt ? { CHECKOUT_CRASH_AT: crashAt } : {}),
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  live.add(child);
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve(signal ?? code);
    }),
  );
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) resolve({ url: line.slice(6), process: child, exited });
    });
    void exited.then((how) => reject(new Error(`child exited before it was ready (${String(how)})`)));
  });
}

const shop = {
  origin: 'http://127.0.0.1:3000',
  'x-forwarded-host': '127.0.0.1:3000',
  'x-forwarded-proto': 'http',
  'x-real-ip': '203.0.113.9',
  'x-sf-locale': 'de-DE',
  'x-sf-tenant': 'DE',
};

/** A guest's checkout ready to order (one line, invoice, home): its cookie and order key. */
async function readyCheckout(url: string, customer: string): Promise<{ cookie: string; key: string }> {
  // the customer is logged in throughout: the basket is theirs (decision 0078)
  const added = await fetch(`${url}/api/basket/items`, {
    method: 'POST',
    headers: { ...shop, 'x-sf-customer': customer, 'content-type': 'application/json' },
    body: JSON.stringify({ sku: '123456-38', quantity: 2 }),
  });
  expect(added.status).toBe(200);
  const cookie = added.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const form = (path: string, body: Record<string, string>) =>
    fetch(`${url}/api/basket/checkout/${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...shop,
        cookie,
        'x-sf-customer': customer,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(body),
    });
  expect((await form('start', { mode: 'customer' })).status).toBe(303);
  const address = {
    firstname: 'Erika',
    lastname: 'Muster',
    street: 'Hauptstraße',
    housenumber: '5',
    postalcode: '20095',
    city: 'Hamburg',
    email: 'e@example.org',
    action: 'save',
  };
  expect((await form('delivery', address)).headers.get('location')).toBe('/kasse/zahlung');
  expect((await form('payment', { method: 'invoice' })).headers.get('location')).toBe('/kasse');
  const page = await fetch(`${url}/fragment/checkout`, {
    headers: {
      ...fragmentRequestHeaders({
        tenant: 'DE',
        locale: 'de-DE',
        path: '/kasse',
        session: { loggedIn: true, softLoggedIn: false },
        requestId: 'r',
      }),
      cookie,
      'x-sf-customer': customer,
      'x-forwarded-proto': 'http',
    },
  });
  const key = /name="orderKey" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!key) throw new Error('no order key on the check page');
  return { cookie, key };
}

const postOrder = (url: string, cookie: string, customer: string, key: string) =>
  fetch(`${url}/api/basket/checkout/order`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...shop,
      cookie,
      'x-sf-customer': customer,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ orderKey: key }),
  });

/** The customer's orders through the subgraph: order numbers and line counts. */
async function ordersOf(
  url: string,
  customer: string,
): Promise<Array<{ orderNo: string; lines: unknown[] }>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { ...shop, 'x-sf-customer': customer, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ customerOrders { orderNo lines { quantity } } }' }),
  });
  return ((await res.json()) as { data: { customerOrders: Array<{ orderNo: string; lines: unknown[] }> } })
    .data.customerOrders;
}

it(`loses and doubles no order when the server is killed at each step of placement (${KILLS} kills)`, async () => {
  let pending: { customer: string; cookie: string; key: string; step: PlacementStep } | null = null;
  const found = { complete: 0, none: 0 };
  for (let i = 0; i <= KILLS; i += 1) {
    const step = STEPS[i % STEPS.length]!;
    const child = await startChild(i < KILLS ? step : null);
    if (pending) {
      // after the restart: the order of the killed placement is whole (killed after the commit) or absent
      const before = await ordersOf(child.url, pending.customer);
      expect(before.length).toBe(pending.step === 'committed' ? 1 : 0);
      for (const o of before) expect(o.lines).toHaveLength(1);
      found[before.length ? 'complete' : 'none'] += 1;
      // the shopper's retry (a reload of the order post): exactly one order
      const retry = await postOrder(child.url, pending.cookie, pending.customer, pending.key);
      expect(retry.status).toBe(303);
      expect(retry.headers.get('location')).toMatch(/^\/kasse\/auftrag\?order=\d+$/);
      expect(await ordersOf(child.url, pending.customer)).toHaveLength(1);
      pending = null;
    }
    if (i === KILLS) {
      child.process.kill('SIGTERM');
      await child.exited;
      break;
    }
    const customer = `crash-${i}`;
    const { cookie, key } = await readyCheckout(child.url, customer);
    await fetch(`${child.url}/__test/arm`, { method: 'POST' });
    await expect(postOrder(child.url, cookie, customer, key)).rejects.toThrow(); // the connection dies with the process
    expect(await child.exited).toBe('SIGKILL');
    pending = { customer, cookie, key, step };
  }
  // the audit: one complete order per checkout, each with its lines and its outbox row
  const db = await openDatabase({ domain, url: cluster.url });
  await migrate(db, BASKET_MIGRATIONS);
  const { rows } = await db.query<{
    orders: number;
    keys: number;
    customers: number;
    lines: number;
    outbox: number;
    baskets: number;
  }>(
    `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(DISTINCT idempotency_key)::int FROM orders) AS keys,
            (SELECT count(DISTINCT customer_id)::int FROM orders) AS customers, (SELECT count(*)::int FROM order_lines) AS lines,
            (SELECT count(*)::int FROM order_events WHERE topic = 'order-placed') AS outbox, (SELECT count(*)::int FROM basket_items) AS baskets`,
  );
  await db.close();
  expect(rows[0]).toEqual({
    orders: KILLS,
    keys: KILLS,
    customers: KILLS,
    lines: KILLS,
    outbox: KILLS,
    baskets: 0,
  });
  console.log(
    `order crash test: ${KILLS} kills (${found.complete} after the commit, ${found.none} before), ${rows[0]!.orders} orders, 0 lost, 0 doubled`,
  );
});
