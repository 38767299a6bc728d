import { createTestApp } from '../test-app';
import { signVoucherCall } from '../domain';
import { seedVoucher } from '../domain/test-context';

const SUBSCRIBE = `mutation S($input: SubscribeNewsletterInput!) { subscribeNewsletter(input: $input) { status nextPath fieldErrors { field message } } }`;
const UNSUBSCRIBE = `mutation U($input: UnsubscribeNewsletterInput!) { unsubscribeNewsletter(input: $input) { status action frequency pausedUntil message fieldErrors { field message } } }`;

describe('the newsletter subgraph', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.ctx.db.close());
  beforeEach(() => t.ctx.reset());

  const gql = async (
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.postJson('/graphql', { query, variables }, headers);
    return {
      status: res.status,
      body: (await res.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] },
    };
  };

  it('serves its SDL for the gateway', async () => {
    const res = await t.app.request('/graphql/sdl');
    const sdl = await res.text();
    expect(sdl).toContain(
      'subscribeNewsletter(input: SubscribeNewsletterInput!): SubscribeNewsletterResult!',
    );
    expect(sdl).toContain(
      'unsubscribeNewsletter(input: UnsubscribeNewsletterInput!): UnsubscribeNewsletterResult!',
    );
    expect(sdl).toContain('newsletterOptions(locale: String): NewsletterOptions!');
  });

  it('subscribes: PENDING with the next path, then INVALID with localized field errors', async () => {
    const ok = await gql(SUBSCRIBE, {
      input: { email: 'g@example.de', salutation: 'male', brands: 'OTTO', locale: 'nl-NL' },
    });
    expect(ok.body.data?.subscribeNewsletter).toEqual({
      status: 'PENDING',
      nextPath: '/klantenservice/nieuwsbrief/aanmelden/bevestigen',
      fieldErrors: [],
    });
    const noSalutation = await gql(SUBSCRIBE, {
      input: { email: 'h@example.de', salutation: null, brands: 'both' },
    });
    expect(noSalutation.body.data?.subscribeNewsletter).toMatchObject({ status: 'PENDING' });
    const bad = await gql(SUBSCRIBE, {
      input: { email: 'g@', salutation: 'male', brands: 'OTTO', locale: 'de-DE' },
    });
    expect(bad.body.data?.subscribeNewsletter).toEqual({
      status: 'INVALID',
      nextPath: null,
      fieldErrors: [{ field: 'email', message: 'Die E-Mail-Adresse ist nicht gültig.' }],
    });
  });

  it('unsubscribe answers REQUESTED alike for known and unknown addresses and changes nothing before the mailed link', async () => {
    await gql(SUBSCRIBE, { input: { email: 'g@example.de', salutation: 'male', brands: 'OTTO' } });
    await t.ctx.db.query("UPDATE subscriptions SET status = 'active'");
    const missing = await gql(UNSUBSCRIBE, {
      input: { email: 'none@example.de', newsletter: 'pause|-100', pauseDays: 7 },
    });
    const known = await gql(UNSUBSCRIBE, {
      input: { email: 'g@example.de', newsletter: 'pause|-100', pauseDays: 7 },
    });
    expect(known.body).toEqual(missing.body);
    expect(known.body.data?.unsubscribeNewsletter).toMatchObject({
      status: 'REQUESTED',
      action: null,
      pausedUntil: null,
      fieldErrors: [],
    });
    expect((await t.ctx.db.query('SELECT status, paused_until FROM subscriptions')).rows).toEqual([
      { status: 'active', paused_until: null },
    ]);
    const unknown = await gql(UNSUBSCRIBE, { input: { email: 'g@example.de', newsletter: 'bogus|1' } });
    expect(unknown.body.data?.unsubscribeNewsletter).toMatchObject({
      status: 'INVALID',
      fieldErrors: [{ field: 'newsletter', message: 'Bitte wählen Sie eine der angebotenen Optionen.' }],
    });
  });

  it('lists the options, labelled in the locale', async () => {
    const res = await gql(
      `{ newsletterOptions(locale: "fr-CH") { unsubscribeOptions { value label } pauseDays defaultUnsubscribeOption } }`,
      {},
    );
    const options = res.body.data?.newsletterOptions as {
      unsubscribeOptions: { value: string; label: string }[];
      pauseDays: number[];
    };
    expect(options.unsubscribeOptions).toHaveLength(7);
    expect(options.unsubscribeOptions).toContainEqual({
      value: 'pause|-100',
      label: 'Suspendre la newsletter',
    });
    expect(options.pauseDays).toEqual([7, 14, 21, 30]);
  });

  it('refuses a foreign origin', async () => {
    const res = await t.postJson('/graphql', { query: '{ __typename }' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });
});

describe('/dev/mailbox', () => {
  it('lists the outbox with development features on and is absent without them', async () => {
    const dev = await createTestApp();
    await dev.postJson('/api/newsletter/signup', { email: 'box@example.de', brands: 'both' });
    const body = (await (await dev.app.request('/dev/mailbox')).json()) as {
      mails: { id: string; to: string; subject: string; createdAt: string }[];
    };
    expect(body.mails).toEqual([
      expect.objectContaining({
        id: '1',
        to: 'box@example.de',
        subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      }),
    ]);
    await dev.ctx.db.close();
    const prod = await createTestApp({ devFeatures: false });
    expect((await prod.app.request('/dev/mailbox')).status).toBe(404);
    await prod.ctx.db.close();
  });
});

describe('the newsletter voucher fields of the subgraph (basket-checkout server only)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.ctx.db.close());
  beforeEach(async () => {
    await t.ctx.reset();
    await seedVoucher(t.ctx, 'NL15-ABCD-EFGH');
  });

  const LOOKUP = `query L($code: String!, $proof: NewsletterServiceProof!) { newsletterVoucher(code: $code, proof: $proof) { code valueCents currency minimumOrderCents validUntil redeemed } }`;
  const REDEEM = `mutation R($code: String!, $ref: String!, $proof: NewsletterServiceProof!) { redeemNewsletterVoucher(code: $code, orderReference: $ref, proof: $proof) { status redeemedAt } }`;
  const secret = () => t.ctx.voucherSecret ?? '';
  const gql = async (query: string, variables: Record<string, unknown>) => {
    const res = await t.postJson('/graphql', { query, variables });
    return (await res.json()) as {
      data?: Record<string, Record<string, unknown> | null> | null;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
  };
  const lookup = async (code: string, key = secret()) =>
    gql(LOOKUP, { code, proof: await signVoucherCall(key, 'lookup', code, '', t.ctx.now().toISOString()) });
  const redeem = async (code: string, ref: string) =>
    gql(REDEEM, {
      code,
      ref,
      proof: await signVoucherCall(secret(), 'redeem', code, ref, t.ctx.now().toISOString()),
    });

  it('looks a voucher up with the server’s proof: its terms, then redeemed after the redemption', async () => {
    expect((await lookup('NL15-ABCD-EFGH')).data?.newsletterVoucher).toEqual({
      code: 'NL15-ABCD-EFGH',
      valueCents: 1500,
      currency: 'EUR',
      minimumOrderCents: 9000,
      validUntil: '2026-09-02T10:00:00.000Z',
      redeemed: false,
    });
    expect((await lookup('NL15-ZZZZ-ZZZZ')).data?.newsletterVoucher).toBeNull();
    expect((await redeem('NL15-ABCD-EFGH', '40000001')).data?.redeemNewsletterVoucher).toEqual({
      status: 'REDEEMED',
      redeemedAt: '2026-03-02T10:00:00.000Z',
    });
    expect((await lookup('NL15-ABCD-EFGH')).data?.newsletterVoucher).toMatchObject({ redeemed: true });
  });

  it('redeems once: a retry of the same order is REDEEMED, another order ALREADY_REDEEMED', async () => {
    expect((await redeem('NL15-ABCD-EFGH', '40000001')).data?.redeemNewsletterVoucher).toMatchObject({
      status: 'REDEEMED',
    });
    expect((await redeem('NL15-ABCD-EFGH', '40000001')).data?.redeemNewsletterVoucher).toMatchObject({
      status: 'REDEEMED',
    });
    expect((await redeem('NL15-ABCD-EFGH', '40000002')).data?.redeemNewsletterVoucher).toMatchObject({
      status: 'ALREADY_REDEEMED',
    });
    expect((await redeem('NL15-ZZZZ-ZZZZ', '40000003')).data?.redeemNewsletterVoucher).toEqual({
      status: 'UNKNOWN',
      redeemedAt: null,
    });
  });

  it('refuses callers without the proof (a shopper at the gateway) and changes nothing', async () => {
    const forged = await lookup('NL15-ABCD-EFGH', 'a-shopper-guessing-the-secret-000000000');
    expect(forged.errors?.[0]).toMatchObject({ message: 'Forbidden.', extensions: { code: 'FORBIDDEN' } });
    const proof = await signVoucherCall(secret(), 'lookup', 'NL15-ABCD-EFGH', '', t.ctx.now().toISOString());
    const wrongCall = await gql(REDEEM, { code: 'NL15-ABCD-EFGH', ref: '40000001', proof });
    expect(wrongCall.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stale = await gql(REDEEM, {
      code: 'NL15-ABCD-EFGH',
      ref: '1',
      proof: await signVoucherCall(secret(), 'redeem', 'NL15-ABCD-EFGH', '1', '2026-03-02T09:00:00.000Z'),
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { rows } = await t.ctx.db.query<{ redeemed_at: unknown }>('SELECT redeemed_at FROM vouchers');
    expect(rows).toEqual([{ redeemed_at: null }]);
  });

  it('lists the voucher fields in its SDL', async () => {
    const sdl = await (await t.app.request('/graphql/sdl')).text();
    expect(sdl).toContain(
      'newsletterVoucher(code: String!, proof: NewsletterServiceProof!): NewsletterVoucher',
    );
    expect(sdl).toContain(
      'redeemNewsletterVoucher(code: String!, orderReference: String!, proof: NewsletterServiceProof!): RedeemNewsletterVoucherResult!',
    );
  });
});
