import { confirmSignup } from './confirm-service';
import { requestSignup, type SignupRequest } from './signup-service';
import { unsubscribe } from './unsubscribe-service';
import { createTestContext, tokenFromMail, type TestContext } from './test-context';

const req: SignupRequest = {
  email: 'kunde@example.de',
  salutation: 'male',
  brands: 'OTTO',
  tenant: 'DE',
  locale: 'de-DE',
  origin: 'http://de.localhost:3000',
};

async function signupToken(ctx: TestContext, email = req.email): Promise<string> {
  await requestSignup(ctx, { ...req, email });
  return tokenFromMail((await ctx.mailsTo(email))[0]);
}

async function snapshot(ctx: TestContext) {
  const subs = await ctx.db.query('SELECT status, confirmed_at FROM subscriptions ORDER BY email');
  const vouchers = await ctx.db.query('SELECT code FROM vouchers');
  const mails = await ctx.db.query('SELECT id FROM outbox');
  return { subs: subs.rows, vouchers: vouchers.rows.length, mails: mails.rows.length };
}

describe('confirmSignup', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.db.close());
  beforeEach(() => ctx.reset());

  it('activates the subscription, issues a voucher and writes the voucher mail', async () => {
    const token = await signupToken(ctx);
    await expect(confirmSignup(ctx, token)).resolves.toEqual({ locale: 'de-DE', voucherIssued: true });
    const sub = await ctx.db.query<{ status: string; confirmed_at: Date | null }>(
      'SELECT * FROM subscriptions',
    );
    expect(sub.rows[0]?.status).toBe('active');
    expect(sub.rows[0]?.confirmed_at).not.toBeNull();
    const v = await ctx.db.query<{
      code: string;
      value_eur: string;
      minimum_order_eur: string;
      single_use: boolean;
      customer_group: string;
      valid_until: Date;
    }>('SELECT * FROM vouchers');
    const voucher = v.rows[0]!;
    expect(voucher.code).toMatch(/^NL15-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(Number(voucher.value_eur)).toBe(15);
    expect(Number(voucher.minimum_order_eur)).toBe(90);
    expect(voucher.single_use).toBe(true);
    expect(voucher.customer_group).toBe('newsletter');
    expect(new Date(voucher.valid_until).toISOString()).toBe('2026-09-02T10:00:00.000Z');
    const [mail] = await ctx.mailsTo(req.email);
    expect(mail?.subject.replace(/\u00a0/g, ' ')).toBe('Ihr 15 € Gutschein für die Newsletter-Anmeldung');
    const text = mail?.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(`Ihr Gutscheincode: ${voucher.code}`);
    expect(text).toContain('Mindestbestellwert 90 €, einmal einlösbar, gültig bis 2. September 2026.');
    expect(mail?.text).toContain(
      'http://de.localhost:3000/service-hilfe/newsletter/mailing-abmeldung?token=',
    );
  });

  it('writes the voucher mail with the content bucket’s voucher texts of the subscription’s locale', async () => {
    const texts = {
      subject: 'Danke! Ihr {value} Willkommensgutschein',
      body: 'Schön, dass Sie dabei sind: Ihr Gutschein über {value} wartet.',
      terms: 'Ab {minimum} Einkaufswert, einmal einlösbar, bis {date}.',
    };
    await confirmSignup(ctx, await signupToken(ctx), { locale: 'de-DE', texts });
    const [mail] = await ctx.mailsTo(req.email);
    expect(mail?.subject.replace(/\u00a0/g, ' ')).toBe('Danke! Ihr 15 € Willkommensgutschein');
    const text = mail?.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('Schön, dass Sie dabei sind: Ihr Gutschein über 15 € wartet.');
    expect(text).toContain('Ab 90 € Einkaufswert, einmal einlösbar, bis 2. September 2026.');
    expect(text).toMatch(/Ihr Gutscheincode: NL15-/);

    // texts of another locale than the subscription's: the shop's own
    await confirmSignup(ctx, await signupToken(ctx, 'zweite@example.de'), { locale: 'fr-CH', texts });
    const [other] = await ctx.mailsTo('zweite@example.de');
    expect(other?.subject.replace(/\u00a0/g, ' ')).toBe('Ihr 15 € Gutschein für die Newsletter-Anmeldung');
  });

  it('gives every subscriber a different voucher code', async () => {
    const codes = new Set<string>();
    for (const n of [1, 2, 3, 4, 5]) {
      await confirmSignup(ctx, await signupToken(ctx, `k${n}@example.de`));
    }
    const { rows } = await ctx.db.query<{ code: string }>('SELECT code FROM vouchers');
    rows.forEach((r) => codes.add(r.code));
    expect(codes.size).toBe(5);
  });

  it('refuses a replayed token with token-used (410) and changes nothing', async () => {
    const token = await signupToken(ctx);
    await confirmSignup(ctx, token);
    const before = await snapshot(ctx);
    await expect(confirmSignup(ctx, token)).rejects.toMatchObject({ reason: 'token-used', code: 'API-410' });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('refuses a forged token with token-invalid (400) and changes nothing', async () => {
    const token = await signupToken(ctx);
    const before = await snapshot(ctx);
    const forged = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    await expect(confirmSignup(ctx, forged)).rejects.toMatchObject({
      reason: 'token-invalid',
      code: 'API-400',
    });
    await expect(confirmSignup(ctx, 'short')).rejects.toMatchObject({ reason: 'token-invalid' });
    expect(await snapshot(ctx)).toEqual(before);
  });

  it('refuses a token older than 48 hours with token-expired (410)', async () => {
    const token = await signupToken(ctx);
    ctx.advance(48 * 3600_000 + 1000);
    await expect(confirmSignup(ctx, token)).rejects.toMatchObject({
      reason: 'token-expired',
      code: 'API-410',
    });
    const { rows } = await ctx.db.query<{ status: string }>('SELECT status FROM subscriptions');
    expect(rows[0]?.status).toBe('pending');
  });

  it('gives the welcome voucher only once per address (re-subscription after unsubscribing)', async () => {
    await confirmSignup(ctx, await signupToken(ctx));
    await unsubscribe(ctx, { email: req.email, newsletter: 'unsubscribe|99' });
    ctx.advance(120_000);
    await expect(confirmSignup(ctx, await signupToken(ctx))).resolves.toEqual({
      locale: 'de-DE',
      voucherIssued: false,
    });
    const { rows } = await ctx.db.query('SELECT * FROM vouchers');
    expect(rows).toHaveLength(1);
  });

  it('uses up the other open links of the address', async () => {
    const first = await signupToken(ctx);
    ctx.advance(61_000);
    const second = await signupToken(ctx);
    await confirmSignup(ctx, second);
    await expect(confirmSignup(ctx, first)).rejects.toMatchObject({ reason: 'token-used' });
  });
});
