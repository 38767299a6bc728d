import { ANNA, CLAIRE, createAreaEnv, type AreaEnv } from './area-test-helpers';

let env: AreaEnv;
beforeAll(async () => {
  env = await createAreaEnv();
});
afterAll(() => env.db.close());

describe('GET /api/customer/v1/ledger', () => {
  it('answers 401 without a session and with a forged token', async () => {
    const none = await env.api('GET', 'ledger');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ code: 'ACCOUNT-401' });
    const forged = await env.api('GET', 'ledger', {
      cookie: 'ecToken=eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA',
    });
    expect(forged.status).toBe(401);
  });

  it("gives the session's own customer their balance, next maturity, bookings and maturities", async () => {
    const res = await env.api('GET', 'ledger', { cookie: await env.login(ANNA!) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ledger = await res.json();
    // demo ledger (demo-ledger.ts): invoices 898.98 + 129.99, payments 2 × 224.74, return 49.99
    expect(ledger).toMatchObject({
      customerId: ANNA!.id,
      tenant: 'DE',
      currency: 'EUR',
      balanceCents: 89_898 + 12_999 - 2 * 22_474 - 4_999,
      openMaturitiesCents: 22_474 + 22_476 + 12_999,
      nextMaturity: { dueOn: '2026-12-02', amountCents: 12_999 },
    });
    expect(ledger.bookings).toContainEqual({
      bookedOn: '2026-09-14',
      kind: 'invoice',
      reference: 'R-2026-100001',
      amountCents: 89_898,
    });
    expect(ledger.maturities).toHaveLength(5);
  });

  it("never shows another customer's ledger: the named customer must be the session's", async () => {
    const cookie = await env.login(CLAIRE!);
    const own = await (await env.api('GET', 'ledger', { cookie, tenant: 'CH', locale: 'fr-CH' })).json();
    expect(own).toMatchObject({ customerId: CLAIRE!.id, currency: 'CHF' });
    expect(own.bookings.map((b: { reference: string }) => b.reference)).not.toContain('R-2026-100001');
    const res = await env.app.request('/api/customer/v1/ledger', {
      headers: {
        cookie,
        'x-sf-tenant': 'CH',
        'x-sf-locale': 'fr-CH',
        'x-forwarded-proto': 'http',
        'x-sf-customer': ANNA!.id,
      },
    });
    expect(res.status).toBe(401);
  });

  it('asks a soft-logged-in customer for the password first (403)', async () => {
    const cookie = await env.login(ANNA!);
    await env.soften(cookie);
    const res = await env.api('GET', 'ledger', { cookie });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'ACCOUNT-403' });
  });
});
