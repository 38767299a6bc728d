import type { CustomerLedger } from '../domain/account-ledger';
import { DEMO_LEDGERS } from '../domain/demo-ledgers';
import { createTestApp, stubLedgerSource, testToken } from '../test-app';

// the account domain's demo customer Anna (DE) and her demo ledger (mfe-account demo-ledger.ts)
const ANNA = '00000000-0000-4000-8000-000000000001';
const annaLedger: CustomerLedger = {
  customerId: ANNA,
  currency: 'EUR',
  balanceCents: 52_950,
  nextMaturity: { dueOn: '2026-12-02', amountCents: 12_999 },
  bookings: [
    { bookedOn: '2026-11-02', kind: 'invoice', reference: 'R-2026-100002', amountCents: 12_999 },
    { bookedOn: '2026-09-14', kind: 'invoice', reference: 'R-2026-100001', amountCents: 89_898 },
  ],
  creditAffinity: true,
};
const loggedIn = (id: string, token: string | null = testToken(id)) => ({
  'x-sf-customer': id,
  'x-sf-session': JSON.stringify({ loggedIn: true, softLoggedIn: false }),
  'x-forwarded-host': 'de.shop.test',
  ...(token ? { 'x-ec-token': token } : {}),
});

describe('the Flexikonto reads the account domain’s ledger (decision 0092)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const account = stubLedgerSource({ ...DEMO_LEDGERS, [ANNA]: annaLedger });
  beforeAll(async () => {
    t = await createTestApp({ ledger: account.source });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    account.calls.length = 0;
    account.state.value = 'up';
  });

  it('shows the account’s balance, next payment and bookings with credit’s own credit line, asking as the shopper', async () => {
    const res = await t.get('/api/credit/flexikonto', loggedIn(ANNA));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      creditLine: 300_000,
      openBalance: 52_950,
      available: 247_050,
      nextPaymentDate: '2026-12-02',
      nextPaymentAmount: 12_999,
      clubMember: true,
      bookings: [
        { bookedOn: '2026-11-02', kind: 'invoice', reference: 'R-2026-100002', amount: 12_999 },
        { bookedOn: '2026-09-14', kind: 'invoice', reference: 'R-2026-100001', amount: 89_898 },
      ],
      rateProtection: { active: false, monthlyFee: 609 }, // 529.50 × 1.15 % = 6.089 → 6.09
    });
    expect(account.calls).toEqual([
      expect.objectContaining({ token: testToken(ANNA), host: 'de.shop.test', tenant: 'DE', https: false }),
    ]);
    const html = await (await t.fragment('credit-flexikonto', { headers: loggedIn(ANNA) })).text();
    for (const s of ['529,50', 'Rechnung', 'R-2026-100001', '6,09']) expect(html).toContain(s);
    expect(html).toMatch(/129,99\s€ am 02\.12\.2026/);
  });

  it('says the Flexikonto cannot be shown while the account domain does not answer (503), and without a token', async () => {
    account.state.value = 'down';
    const res = await t.get('/api/credit/flexikonto', loggedIn(ANNA));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'API-503',
        message: 'Ihr Flexikonto kann gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
      },
    });
    account.state.value = 'up';
    account.calls.length = 0;
    const html = await (await t.fragment('credit-flexikonto', { headers: loggedIn(ANNA, null) })).text();
    expect(html).toContain('Ihr Flexikonto kann gerade nicht angezeigt werden.');
    expect(html).not.toContain('Kreditrahmen');
    expect(account.calls).toHaveLength(0);
    const order = await t.post('/api/credit/rate-protection', '{"terms":"on"}', 'application/json', {
      ...loggedIn(ANNA, null),
      'x-forwarded-host': 'shop.test',
    });
    expect(order.status).toBe(503);
  });

  it('treats a session the account refuses, or another customer’s ledger, as logged out', async () => {
    account.state.value = 'refuse';
    expect((await t.get('/api/credit/flexikonto', loggedIn(ANNA))).status).toBe(401);
    const html = await (await t.fragment('credit-flexikonto', { headers: loggedIn(ANNA) })).text();
    expect(html).toContain('Bitte melden Sie sich an, um Ihr Flexikonto zu sehen.');
    account.state.value = 'up';
    // the composer names Anna but the token is another customer's session
    expect((await t.get('/api/credit/flexikonto', loggedIn(ANNA, testToken('demo-credit-de')))).status).toBe(
      401,
    );
  });

  it('hides the credit widget for a customer whose account flag declines credit offers', async () => {
    const hidden = await t.fragment('credit-widget', {
      headers: { 'x-sf-widget-props': '{"price":99900}', ...loggedIn('demo-no-affinity') },
    });
    expect(await hidden.text()).toBe('');
    const shown = await t.fragment('credit-widget', {
      headers: { 'x-sf-widget-props': '{"price":99900}', ...loggedIn(ANNA) },
    });
    expect(await shown.text()).toContain('mtl.');
  });
});

describe('the development stand-in sf_credit_demo', () => {
  it('is a fixture ledger with SF_DEV_FEATURES only, never asking the account domain', async () => {
    const account = stubLedgerSource();
    const off = await createTestApp({ ledger: account.source });
    expect(
      (await off.get('/api/credit/flexikonto', { cookie: 'sf_credit_demo=demo-credit-de' })).status,
    ).toBe(401);
    await off.close();
    const on = await createTestApp({ ledger: account.source, devFeatures: true });
    const res = await on.get('/api/credit/flexikonto', { cookie: 'sf_credit_demo=demo-credit-de' });
    expect(await res.json()).toMatchObject({ openBalance: 124_990, creditLine: 300_000 });
    expect(account.calls).toHaveLength(0);
    await on.close();
  });
});
