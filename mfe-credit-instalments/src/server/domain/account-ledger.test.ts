import { createEdgeLedgerSource, type LedgerRequest } from './account-ledger';

const REQ: LedgerRequest = {
  token: 'a.b.c',
  https: true,
  host: 'ch.shop.test',
  tenant: 'CH',
  locale: 'fr-CH',
  requestId: 'r1',
};
const LEDGER = {
  customerId: 'c1',
  tenant: 'CH',
  currency: 'CHF',
  balanceCents: 59_900,
  openMaturitiesCents: 0,
  nextMaturity: { dueOn: '2026-12-20', amountCents: 5_030 },
  bookings: [
    { bookedOn: '2026-10-01', kind: 'invoice', reference: 'R-1', amountCents: 59_900 },
    { bookedOn: 'yesterday', kind: 'x', reference: 'bad', amountCents: 1.5 },
  ],
  maturities: [],
};
const CUSTOMER = {
  customerNumber: '1',
  flags: { bonusProgram: false, creditAffinity: false, userWithoutPassword: false },
};

function edge(answers: Record<string, { status: number; body: unknown } | Error>) {
  const seen: { url: string; headers: Headers }[] = [];
  const source = createEdgeLedgerSource({
    gatewayUrl: 'http://127.0.0.1:3000/api/gateway/',
    fetch: async (url, init) => {
      seen.push({ url, headers: init.headers });
      const answer = answers[new URL(url).pathname];
      if (!answer || answer instanceof Error) throw answer ?? new Error('no route');
      return Response.json(answer.body, { status: answer.status });
    },
  });
  return { source, seen };
}

describe('the account ledger through the edge', () => {
  it('asks the account API at the gateway’s edge as the shopper: session cookie, shop host, no customer id', async () => {
    const { source, seen } = edge({
      '/api/customer/v1/ledger': { status: 200, body: LEDGER },
      '/api/customer/v1': { status: 200, body: CUSTOMER },
    });
    const result = await source.read(REQ);
    expect(result).toEqual({
      kind: 'ledger',
      ledger: {
        customerId: 'c1',
        currency: 'CHF',
        balanceCents: 59_900,
        nextMaturity: { dueOn: '2026-12-20', amountCents: 5_030 },
        bookings: [{ bookedOn: '2026-10-01', kind: 'invoice', reference: 'R-1', amountCents: 59_900 }],
        creditAffinity: false,
      },
    });
    expect(seen.map((s) => s.url).sort()).toEqual([
      'http://127.0.0.1:3000/api/customer/v1',
      'http://127.0.0.1:3000/api/customer/v1/ledger',
    ]);
    for (const { headers } of seen) {
      expect(headers.get('cookie')).toBe('__Host-ecToken=a.b.c');
      expect(headers.get('host')).toBe('ch.shop.test');
      expect(headers.get('x-forwarded-proto')).toBe('https');
      expect(headers.has('x-sf-customer')).toBe(false);
    }
    expect(await source.creditAffinity(REQ)).toBe(false);
  });

  it('is unauthorized when the account refuses the session, unavailable when it fails or answers nonsense', async () => {
    const ok = { status: 200, body: CUSTOMER };
    expect(
      await edge({
        '/api/customer/v1/ledger': { status: 401, body: {} },
        '/api/customer/v1': { status: 401, body: {} },
      }).source.read(REQ),
    ).toEqual({ kind: 'unauthorized' });
    expect(
      await edge({
        '/api/customer/v1/ledger': { status: 403, body: {} },
        '/api/customer/v1': ok,
      }).source.read(REQ),
    ).toEqual({ kind: 'unauthorized' });
    expect(
      await edge({
        '/api/customer/v1/ledger': { status: 502, body: {} },
        '/api/customer/v1': ok,
      }).source.read(REQ),
    ).toEqual({ kind: 'unavailable' });
    expect(
      await edge({
        '/api/customer/v1/ledger': { status: 200, body: { ...LEDGER, balanceCents: '599' } },
        '/api/customer/v1': ok,
      }).source.read(REQ),
    ).toEqual({ kind: 'unavailable' });
    expect(
      await edge({
        '/api/customer/v1/ledger': new Error('ECONNREFUSED'),
        '/api/customer/v1': ok,
      }).source.read(REQ),
    ).toEqual({ kind: 'unavailable' });
    expect(
      await edge({ '/api/customer/v1': new Error('ECONNREFUSED') }).source.creditAffinity(REQ),
    ).toBeNull();
  });
});
