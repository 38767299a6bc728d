import fc from 'fast-check';
import { createTestApp } from '../test-app';
import { fuzzParams } from './fuzz-params';

/**
 * Every credit API takes generated input (fixed seed, ~300 runs each in `npm test`; `npm run fuzz`
 * more with a random seed): never a 5xx, refusals are the platform's JSON errors, and a computed
 * answer keeps the sum property.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const value = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom('', '0', '12', '99900', '-1', '1e9', '%00', 'on'),
);
const tenant = fc.constantFrom('DE', 'AT', 'CH', 'NL', 'XX', '');

describe('credit API fuzz', () => {
  it('GET calculate: 200 with consistent figures or a 4xx error body', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, value, tenant, async (price, term, pause, tn) => {
        const q = new URLSearchParams({ price, term, pause });
        const res = await t.get(`/api/credit/calculate?${q}`, { 'x-sf-tenant': tn });
        expect(res.status).toBeLessThan(500);
        const body = (await res.json()) as {
          figures?: {
            firstInstallment: number;
            monthlyInstallment: number;
            lastInstallment: number;
            term: number;
            overallPrice: number;
          };
          error?: { code: string };
        };
        if (res.status === 200) {
          const f = body.figures!;
          expect(f.firstInstallment + (f.term - 2) * f.monthlyInstallment + f.lastInstallment).toBe(
            f.overallPrice,
          );
        } else expect(body.error?.code).toMatch(/^API-4/);
      }),
      fuzzParams(),
    );
  });

  it('GET dialog and conditions never fail', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, tenant, async (price, term, tn) => {
        const res = await t.get(
          `/api/credit/dialog?${new URLSearchParams({ price, term, locale: 'fr-CH' })}`,
          { 'x-sf-tenant': tn },
        );
        expect(res.status).toBe(200);
        expect((await t.get('/api/credit/conditions', { 'x-sf-tenant': tn })).status).toBeLessThan(500);
      }),
      fuzzParams(),
    );
  });

  it('POST rate-protection: JSON and forms of any shape never give a 5xx', async () => {
    const body = fc.dictionary(fc.constantFrom('terms', 'message', 'kind', 'locale', 'x'), value, {
      maxKeys: 5,
    });
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.boolean(),
        fc.constantFrom('demo-credit-de', 'nobody', ''),
        async (b, asForm, who) => {
          const headers = t.customer(who || null);
          const res = asForm
            ? await t.post(
                '/api/credit/rate-protection',
                new URLSearchParams(b).toString(),
                'application/x-www-form-urlencoded',
                headers,
              )
            : await t.post('/api/credit/rate-protection', JSON.stringify(b), 'application/json', headers);
          expect(res.status).toBeLessThan(500);
          if (asForm) expect([303, 400, 413, 415]).toContain(res.status);
        },
      ),
      fuzzParams(),
    );
  });

  it('GET and POST club (decision 0186): any shape never gives a 5xx; only a holder’s standing changes', async () => {
    const body = fc.dictionary(
      fc.constantFrom('action', 'locale', 'x'),
      fc.oneof(value, fc.constantFrom('join', 'leave')),
      {
        maxKeys: 3,
      },
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.boolean(),
        fc.constantFrom('demo-credit-ch', 'nobody', ''),
        async (b, asForm, who) => {
          const headers = t.customer(who || null);
          const res = asForm
            ? await t.post(
                '/api/credit/club',
                new URLSearchParams(b).toString(),
                'application/x-www-form-urlencoded',
                headers,
              )
            : await t.post('/api/credit/club', JSON.stringify(b), 'application/json', headers);
          expect(res.status).toBeLessThan(500);
          if (asForm) expect([303, 400, 413, 415]).toContain(res.status);
          else if (who !== 'demo-credit-ch') expect([400, 401, 404, 415, 422]).toContain(res.status);
          expect((await t.get('/api/credit/club', headers)).status).toBe(who ? 200 : 401);
        },
      ),
      fuzzParams(),
    );
  });

  it('the subgraph (decision 0186): any variables never give a 5xx', async () => {
    const variable = fc.oneof(
      fc.integer(),
      fc.double(),
      fc.string({ maxLength: 12 }),
      fc.boolean(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ price: variable, term: variable, pause: variable }, { requiredKeys: [] }),
        tenant,
        async (variables, shop) => {
          const res = await t.post(
            '/graphql',
            JSON.stringify({
              query:
                'query($price: Float!, $term: Int, $pause: Boolean) { installmentData(price: $price, term: $term, paymentPause: $pause) { basePrice overallPrice } creditClub { member } }',
              variables,
            }),
            'application/json',
            { 'x-sf-tenant': shop },
          );
          expect(res.status).toBeLessThan(500);
          expect(await res.text()).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
        },
      ),
      fuzzParams(),
    );
  });

  it('GET fragments with any widget props and path never fail', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          'credit-widget',
          'payment-pause-widget',
          'rate-protection-widget',
          'credit-calculator',
          'credit-flexikonto',
          'credit-rate-protection',
        ),
        value,
        value,
        async (id, props, q) => {
          const res = await t.fragment(id, {
            path: `/x?${new URLSearchParams({ price: q, amount: q, term: q, error: q })}`,
            headers: { 'x-sf-widget-props': props.replace(/[^\x20-\x7e]/g, '') },
          });
          expect(res.status).toBe(200);
        },
      ),
      fuzzParams(100),
    );
  });
});
