import fc from 'fast-check';
import { listAddresses } from '../domain/addresses';
import { demoId } from '../domain/demo-ledger';
import { bonusSince } from '../domain/loyalty';
import { personalData } from '../domain/personal-data';
import { ANNA, createAreaEnv, LUKAS, type AreaEnv } from '../routes/area-test-helpers';
import { composerHeaders } from '../test-app';

/**
 * The account area's APIs and forms under generated input (fixed seed 20261125, ~300 runs in
 * `npm test`; `npm run fuzz -w mfe-account` runs more with a random seed), sent with Lukas's
 * session: never a 5xx or a stack trace, and Anna's addresses and personal data never change.
 */
const env_ = process.env;
const seed = env_['FUZZ_SEED']
  ? Number(env_['FUZZ_SEED'])
  : env_['FUZZ_RANDOM'] === '1'
    ? Date.now() % 2 ** 31
    : 20261125;
const numRuns = Number(env_['FUZZ_RUNS'] ?? 300);
jest.setTimeout(Math.max(120_000, numRuns * 150));

let env: AreaEnv;
let lukas: string;
beforeAll(async () => {
  env = await createAreaEnv({ rateLimitPerMinute: 1_000_000, areaWritesPerMinute: 1_000_000 });
  lukas = await env.login(LUKAS);
});
afterAll(() => env.db.close());

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'DE',
    'NL',
    '1015 DV',
    '20095',
    '12a',
    'female',
    '1981-01-11',
    '2026-02-30',
    '+49 40 1234567',
    "' OR 1=1 --",
    '<b>x</b>',
    '\u0000',
    'x'.repeat(300),
    '😀'.repeat(70),
    ANNA.id,
    demoId(1, 1, 1),
  ),
);
const value = fc.oneof(
  { weight: 4, arbitrary: text },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 })),
  },
);
const fields = fc.dictionary(
  fc.constantFrom(
    'salutation',
    'firstName',
    'lastName',
    'street',
    'houseNumber',
    'postalCode',
    'city',
    'country',
    'birthDate',
    'phone',
    'email',
    'makeDefault',
    'paybackNumber',
    'remove',
    'returnOn',
    'password',
    'returnTo',
    'locale',
    'customerId',
    'id',
  ),
  value,
  { maxKeys: 10 },
);
const body = fc.oneof(
  fields.map((f) => ({ type: 'application/json', body: JSON.stringify(f) })),
  fields.map((f) => ({
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)])).toString(),
  })),
  fc.string({ maxLength: 200 }).map((s) => ({ type: 'application/json', body: s })),
  fc.string({ maxLength: 50 }).map((s) => ({ type: 'text/plain', body: s })),
  fc
    .tuple(
      fc.constantFrom(
        '{ loyaltyProgram { member since balance } }',
        'mutation { x }',
        '{ a: loyaltyProgram { member } }',
      ),
      fc.option(fc.dictionary(fc.string({ maxLength: 5 }), value, { maxKeys: 2 })),
    )
    .map(([query, variables]) => ({ type: 'application/json', body: JSON.stringify({ query, variables }) })),
);
const id = fc.oneof(
  fc.constantFrom(
    demoId(1, 1, 1),
    demoId(1, 2, 1),
    demoId(2, 1, 1),
    demoId(5, 1, 2),
    'x',
    '%00',
    '..%2F..',
    ANNA.id,
  ),
  fc.uuid(),
);
const request = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('POST', 'PUT', 'DELETE', 'GET'),
      fc.constantFrom('addresses', 'personal-data', 'loyalty', 'loyalty/join'),
    )
    .map(([m, p]) => ({ method: m, path: `/api/customer/v1/${p}` })),
  fc.tuple(fc.constantFrom('PUT', 'DELETE', 'POST'), id).map(([m, i]) => ({
    method: m,
    path: m === 'POST' ? `/api/customer/v1/addresses/${i}/default` : `/api/customer/v1/addresses/${i}`,
  })),
  id.map((i) => ({ method: 'GET', path: `/api/customer/v1/invoices/${i}.pdf` })),
  fc
    .constantFrom('personal-data', 'addresses', 'payback', 'reauth', 'bonus')
    .map((p) => ({ method: 'POST', path: `/api/customer/form/area/${p}` })),
  fc
    .tuple(fc.constantFrom('', '/default', '/delete'), id)
    .map(([s, i]) => ({ method: 'POST', path: `/api/customer/form/area/addresses/${i}${s}` })),
  id.map((i) => ({ method: 'POST', path: `/api/customer/form/area/returns/${i}` })),
  // the account subgraph (decision 0185): JSON bodies of any shape, and queries by GET
  fc.constantFrom({ method: 'POST', path: '/graphql' }, { method: 'GET', path: '/graphql/sdl' }),
  fc
    .constantFrom(
      '{ loyaltyProgram { member balance } }',
      '{ loyaltyProgram { bookings { points reference } } }',
      '{ __typename }',
      '{ loyaltyProgram(id: "x") { member } }',
      '{',
    )
    .map((q) => ({ method: 'GET', path: `/graphql?query=${encodeURIComponent(q)}` })),
);

describe('account area fuzz', () => {
  it('never fails with a 5xx and never touches another customer’s data', async () => {
    const annaBefore = JSON.stringify([
      await listAddresses(env.db, ANNA.id),
      await personalData(env.db, ANNA.id),
      await bonusSince(env.db, ANNA.id),
    ]);
    await fc.assert(
      fc.asyncProperty(request, body, fc.boolean(), async (r, b, withSession) => {
        const headers = {
          ...composerHeaders({ cookie: withSession ? lukas : '', tenant: 'AT', locale: 'de-AT' }),
          'content-type': b.type,
        };
        const res = await env.app.request(r.path, {
          method: r.method,
          headers,
          ...(r.method === 'GET' ? {} : { body: b.body }),
        });
        expect(res.status).toBeLessThan(500);
        const out = await res.text();
        expect(out).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
        if (!withSession && r.path.startsWith('/api/customer/v1/'))
          expect([401, 403, 404, 413, 415, 429]).toContain(res.status);
      }),
      { seed, numRuns },
    );
    expect(
      JSON.stringify([
        await listAddresses(env.db, ANNA.id),
        await personalData(env.db, ANNA.id),
        await bonusSince(env.db, ANNA.id),
      ]),
    ).toBe(annaBefore);
  });

  it('renders every page for any path and query', async () => {
    const route = fc.constantFrom(
      'account-overview',
      'account-personal-data',
      'account-address-book',
      'account-invoices',
      'account-payback',
      'account-payment-dates',
      'account-bookings',
      'account-orders',
      'account-bonus',
    );
    const query = fc.dictionary(
      fc.constantFrom('notice', 'errors', 'edit', 'delete', 'reauth', 'returnTo'),
      text,
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(route, query, async (r, q) => {
        const path = `/mein-konto/x?${new URLSearchParams(q as Record<string, string>).toString()}`;
        const res = await env.page(r, { cookie: lukas, tenant: 'AT', locale: 'de-AT', path });
        expect(res.status).toBe(200);
        const html = await res.text();
        // a React page's state script (serialized for a script element) is the only script
        const scripts = html.replace(
          /<script type="application\/json" data-sf-state="mfe-account">[^<]*<\/script>/,
          '',
        );
        expect(scripts).not.toContain('<script');
        expect(html).not.toContain('Lindenstraße');
      }),
      { seed, numRuns: Math.ceil(numRuns / 3) },
    );
  });
});
