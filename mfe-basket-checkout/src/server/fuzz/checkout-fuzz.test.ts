import fc from 'fast-check';
import type { Hono } from 'hono';
import { checkAddress } from '../checkout/address';
import { readCheckout } from '../checkout/checkout-store';
import { createPaylink } from '../checkout/paylink';
import type { FakeProvider } from '../checkout/fake-provider';
import type { TestContext } from '../domain/test-context';
import { composerHeaders, cookieHeader, createTestApp } from '../test-app';
import { checkoutFuzzSettings } from './fuzz-settings';
import { normalizeIban, validateIban } from '@sf/validation';

/**
 * The checkout's APIs under generated input (seed 20261125; 300 runs per API in `npm test`,
 * 10,000 per API with `FUZZ_FULL=1` or `npm run fuzz`, CHECKOUT_FUZZ_RUNS to set; `fuzz-settings.ts`): the order post, the delivery, payment and
 * start forms, the provider's return and notification, the payment link's create and pay, and `customerOrders`. Never a 5xx or a
 * stack trace; no order, address, payment or payment state from invalid input; tampered prices and
 * quantities never reach an order; a cross-site post changes nothing.
 */
const env = process.env;
const { seed, numRuns, full } = checkoutFuzzSettings(env);
if (full || env['FUZZ_SEED']) console.log(`checkout fuzz: seed ${seed}, ${numRuns} runs per API`);
jest.setTimeout(Math.max(120_000, numRuns * 300));

let app: Hono;
let ctx: TestContext;
let provider: FakeProvider;
beforeAll(async () => {
  ({ app, ctx, provider } = await createTestApp());
});
afterAll(() => ctx.db.close());

const ADDRESS = {
  salutation: 'male',
  firstname: 'Max',
  lastname: 'Muster',
  street: 'Weg',
  housenumber: '1',
  postalcode: '20095',
  city: 'Hamburg',
  email: 'max@example.org',
};
const EVIL = 'https://evil.example';

const form = (
  path: string,
  fields: Record<string, unknown>,
  cookie: string,
  extra: Record<string, string> = {},
) =>
  app.request(`/api/basket/checkout/${path}`, {
    method: 'POST',
    headers: {
      ...composerHeaders({ cookie }),
      'content-type': 'application/x-www-form-urlencoded',
      ...extra,
    },
    body: new URLSearchParams(
      Object.entries(fields).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ).toString(),
  });

/** A visitor ready to order (two lines, invoice): its cookie and the key of its order form. */
async function ready(): Promise<{ cookie: string; key: string; total: number }> {
  let cookie = '';
  for (const sku of ['123456-38', '777000-01']) {
    const res = await app.request('/api/basket/items', {
      method: 'POST',
      headers: { ...composerHeaders({ cookie }), 'content-type': 'application/json' },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
    cookie = cookieHeader(res, cookie);
  }
  await form('start', { mode: 'guest' }, cookie);
  await form('delivery', { ...ADDRESS, action: 'save' }, cookie);
  await form('payment', { method: 'invoice' }, cookie);
  const id = /sf_basket=([^;]+)/.exec(cookie)![1]!;
  return { cookie, key: (await readCheckout(ctx.db, id))!.orderKey, total: 4999 + 89900 };
}

async function clean(res: Response): Promise<void> {
  expect(res.status).toBeLessThan(500);
  expect(await res.text()).not.toMatch(/at .+\.(?:ts|js):\d+|stack/i);
}

const orders = async () =>
  (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', '<script>x</script>', "' OR 1=1 --", 'x'.repeat(300), '２００９５', '\u0000'),
);
const options = { seed, numRuns };

describe('checkout fuzz', () => {
  it('POST /order: an order only for the checkout’s own key and the total it was shown, same origin; prices never from the form', async () => {
    let current = await ready();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          key: fc.oneof(fc.constant('valid'), fc.uuid(), text, fc.constant(undefined)),
          shownTotal: fc.oneof(fc.constant('right'), fc.integer().map(String), text, fc.constant(undefined)),
          price: fc.option(fc.integer().map(String), { nil: undefined }),
          quantity: fc.option(fc.integer().map(String), { nil: undefined }),
          crossSite: fc.boolean(),
        }),
        async (g) => {
          const before = await orders();
          const fields = {
            orderKey: g.key === 'valid' ? current.key : g.key,
            shownTotal: g.shownTotal === 'right' ? String(current.total) : g.shownTotal,
            price: g.price,
            quantity: g.quantity,
          };
          const res = await form('order', fields, current.cookie, g.crossSite ? { origin: EVIL } : {});
          await clean(res);
          const placed = (await orders()) - before;
          const legit =
            g.key === 'valid' &&
            !g.crossSite &&
            (g.shownTotal === undefined ||
              g.shownTotal === 'right' ||
              g.shownTotal === String(current.total));
          expect(placed).toBe(legit ? 1 : 0);
          if (placed) {
            expect(
              (await ctx.db.query('SELECT total_cents FROM orders ORDER BY placed_at DESC LIMIT 1')).rows,
            ).toEqual([{ total_cents: current.total }]);
            current = await ready();
          }
        },
      ),
      options,
    );
  });

  it('POST /delivery: an address is stored only when it passes the rules; a parcel shop only from the finder', async () => {
    const { cookie } = await ready();
    const id = /sf_basket=([^;]+)/.exec(cookie)![1]!;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          firstname: text,
          lastname: text,
          street: text,
          housenumber: text,
          postalcode: fc.oneof(text, fc.stringMatching(/^\d{5}$/)),
          city: text,
          email: fc.oneof(text, fc.emailAddress()),
          salutation: text,
          delivery: fc.constantFrom('home', 'parcel-shop', 'x'),
          shop: fc.oneof(text, fc.constantFrom('DE-20095-1', 'CH-8001-1')),
          action: fc.constantFrom('save', 'search', 'x'),
          crossSite: fc.boolean(),
        }),
        async ({ crossSite, ...fields }) => {
          const snapshot = async () => {
            const c = await readCheckout(ctx.db, id);
            return JSON.stringify([c?.address, c?.delivery]);
          };
          const before = await snapshot();
          const res = await form('delivery', fields, cookie, crossSite ? { origin: EVIL } : {});
          await clean(res);
          if ((await snapshot()) !== before) {
            expect(crossSite).toBe(false);
            expect(fields.action).not.toBe('search');
            expect(checkAddress(fields, 'DE').ok).toBe(true);
            const after = await readCheckout(ctx.db, id);
            if (after?.delivery?.kind === 'parcel-shop') expect(after.delivery.shop.id).toBe('DE-20095-1');
          }
        },
      ),
      options,
    );
  });

  it('POST /payment and /start: only offered methods and modes are stored', async () => {
    const { cookie } = await ready();
    const id = /sf_basket=([^;]+)/.exec(cookie)![1]!;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          text,
          fc.constantFrom(
            'invoice',
            'instalments',
            'paymentPause',
            'visa',
            'paypal',
            'twint',
            'ideal',
            'prepayment',
          ),
        ),
        fc.oneof(text, fc.constantFrom('guest', 'customer')),
        async (method, mode) => {
          await clean(await form('payment', { method }, cookie));
          const after = await readCheckout(ctx.db, id);
          // a guest in DE: neither the Flexikonto's methods nor another shop's
          expect(['invoice', 'prepayment', 'paypal', 'mastercard', 'visa', 'diners', 'discover']).toContain(
            after?.paymentMethod,
          );
          await clean(await form('start', { mode }, cookie));
          expect((await readCheckout(ctx.db, id))?.mode).toBe('guest'); // no customer header: never a customer
        },
      ),
      // each run posts both APIs: the full run gives each its 10,000, the bounded one a third
      { ...options, numRuns: full ? numRuns : Math.ceil(numRuns / 3) },
    );
  });

  it('POST /payment by direct debit: a mandate only with a valid SEPA IBAN, a holder and the acceptance (decision 0160)', async () => {
    const { cookie } = await ready();
    const id = /sf_basket=([^;]+)/.exec(cookie)![1]!;
    const validIban = fc.constantFrom(
      'DE89370400440532013000',
      'de89 3704 0044 0532 0130 00',
      'AT611904300234573201',
      'NL91ABNA0417164300',
    );
    // valid ones with one character changed: mostly a wrong check digit
    const mutated = fc
      .tuple(validIban, fc.nat(), fc.constantFrom('0', '7', 'X', ' ', '-'))
      .map(([iban, at, c]) => iban.slice(0, at % iban.length) + c + iban.slice((at % iban.length) + 1));
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          iban: fc.oneof(
            validIban,
            mutated,
            text,
            fc.constant('BR1800360305000010009795493C1'),
            fc.constant(undefined),
          ),
          accountHolder: fc.oneof(fc.constant('Max Muster'), text, fc.constant(undefined)),
          mandate: fc.oneof(fc.constant('yes'), text, fc.constant(undefined)),
        }),
        async (g) => {
          await form('payment', { method: 'invoice' }, cookie);
          const res = await form('payment', { method: 'directDebit', ...g }, cookie);
          await clean(res);
          const after = await readCheckout(ctx.db, id);
          const location = res.headers.get('location');
          if (after?.paymentMethod === 'directDebit') {
            expect(location).toBe('/kasse');
            const d = after.paymentDetails;
            expect(d?.kind).toBe('sepa-mandate');
            if (d?.kind !== 'sepa-mandate') return;
            expect(g.mandate).toBe('yes');
            expect(validateIban(d.iban)).toBeUndefined();
            expect(d.iban).toBe(normalizeIban(g.iban));
            expect(d.accountHolder.trim()).toBe(d.accountHolder);
            expect(d.accountHolder.length).toBeGreaterThan(0);
            expect(d.accountHolder.length).toBeLessThanOrEqual(70);
          } else {
            expect(location).toBe('/kasse/zahlung?notice=mandate#sf-mandate');
            expect(after?.paymentMethod).toBe('invoice');
            // a complete mandate is never refused
            expect(
              g.mandate === 'yes' && validateIban(g.iban) === undefined && g.accountHolder === 'Max Muster',
            ).toBe(false);
          }
        },
      ),
      options,
    );
  });

  it('the provider’s return and notification: nothing changes without the provider’s signature', async () => {
    const { cookie } = await ready();
    await form('payment', { method: 'visa' }, cookie);
    const { rows } = await ctx.db.query<{ id: string; provider_ref: string }>(
      `SELECT id::text AS id, provider_ref FROM payments WHERE status = 'pending' LIMIT 1`,
    );
    const payment = rows[0]!;
    const status = async () =>
      (await ctx.db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [payment.id]))
        .rows[0]!.status;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          payment: fc.oneof(fc.constant(payment.id), fc.uuid(), text),
          ref: fc.oneof(fc.constant(payment.provider_ref), text),
          status: fc.oneof(fc.constantFrom('authorized', 'failed', 'cancelled'), text),
          sig: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), text),
          locale: fc.oneof(fc.constantFrom('de-DE', 'fr-CH'), text),
        }),
        fc.oneof(text, fc.json()),
        async (q, body) => {
          await clean(
            await app.request(
              `/api/basket/checkout/payment/return?${new URLSearchParams(q as Record<string, string>).toString()}`,
              { headers: composerHeaders({ cookie }) },
            ),
          );
          await clean(
            await app.request('/api/basket/checkout/payment/notify', {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-sandbox-signature': q.sig.replace(/[^\x20-\x7e]/g, ''),
              },
              body,
            }),
          );
          expect(await status()).toBe('pending');
        },
      ),
      options,
    );
    expect(provider.statuses.size).toBeGreaterThan(0);
  });

  it('the payment link’s APIs (create, pay): a payment only for the link’s own order and token, an offered method, same origin', async () => {
    const current = await ready();
    expect(
      (await form('order', { orderKey: current.key, shownTotal: String(current.total) }, current.cookie))
        .status,
    ).toBe(303);
    const { rows } = await ctx.db.query<{ order_no: string }>(
      'SELECT order_no FROM orders ORDER BY placed_at DESC LIMIT 1',
    );
    const orderNo = rows[0]!.order_no;
    let token = (await createPaylink(ctx.db, orderNo))!;
    const count = async (table: 'payments' | 'paylinks') =>
      (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // weighted towards the link's own order and token, so the legitimate cases come up too
          api: fc.constantFrom('pay', 'pay', 'create'),
          order: fc.oneof(
            { weight: 3, arbitrary: fc.constant('valid') },
            { weight: 1, arbitrary: text },
            { weight: 1, arbitrary: fc.integer().map(String) },
          ),
          token: fc.oneof(
            { weight: 3, arbitrary: fc.constant('valid') },
            { weight: 1, arbitrary: text },
            { weight: 1, arbitrary: fc.base64String({ maxLength: 60 }) },
          ),
          method: fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom('visa', 'paypal', 'mastercard', 'invoice', 'twint') },
            { weight: 1, arbitrary: text },
          ),
          own: fc.boolean(),
          crossSite: fc.oneof(
            { weight: 3, arbitrary: fc.constant(false) },
            { weight: 1, arbitrary: fc.constant(true) },
          ),
        }),
        async (g) => {
          const [payments, links] = [await count('payments'), await count('paylinks')];
          const fields = {
            order: g.order === 'valid' ? orderNo : g.order,
            token: g.token === 'valid' ? token : g.token,
            method: g.method,
            locale: 'de-DE',
          };
          const res = await app.request(`/api/basket/paylink/${g.api}`, {
            method: 'POST',
            headers: {
              ...composerHeaders({ cookie: g.own ? current.cookie : '' }),
              'content-type': 'application/x-www-form-urlencoded',
              ...(g.crossSite ? { origin: EVIL } : {}),
            },
            body: new URLSearchParams(fields).toString(),
          });
          await clean(res);
          const [newPayments, newLinks] = [
            (await count('payments')) - payments,
            (await count('paylinks')) - links,
          ];
          // a payment only through the right link with a method the shop offers by link
          if (newPayments)
            expect([
              g.api,
              g.order,
              g.token,
              g.crossSite,
              ['visa', 'paypal', 'mastercard'].includes(g.method),
            ]).toEqual(['pay', 'valid', 'valid', false, true]);
          // a new link only for the visitor's own order
          if (newLinks) {
            expect([g.api, g.order, g.own, g.crossSite]).toEqual(['create', 'valid', true, false]);
            token =
              new URLSearchParams((res.headers.get('location') ?? '').split('?')[1]).get('token') ?? token; // the newer link replaces the older
          }
          expect(newPayments + newLinks).toBeLessThanOrEqual(1);
        },
      ),
      options,
    );
    // the generated inputs did reach the legitimate cases too (the property is not vacuous)
    expect(
      (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE paylink IS NOT NULL'))
        .rows[0]!.n,
    ).toBeGreaterThan(0);
  });

  it('customerOrders: no 5xx whatever `first` and customer header, and only the customer’s own orders', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer(), fc.constant(null)),
        fc.oneof(text, fc.constantFrom('c-1', 'fuzz-nobody')),
        async (first, customer) => {
          const res = await app.request('/graphql', {
            method: 'POST',
            headers: {
              ...composerHeaders(),
              'content-type': 'application/json',
              'x-sf-customer': customer.replace(/[^\x20-\x7e]/g, ''),
            },
            body: JSON.stringify({
              query: 'query($first: Int) { customerOrders(first: $first) { orderNo } }',
              variables: { first },
            }),
          });
          expect(res.status).toBeLessThan(500);
          const body = (await res.json()) as { data?: { customerOrders: unknown[] } };
          if (body.data) expect(body.data.customerOrders).toEqual([]); // fuzz orders are guests' orders
        },
      ),
      options,
    );
  });
});
