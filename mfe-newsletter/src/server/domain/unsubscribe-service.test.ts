import { confirmSignup } from './confirm-service';
import { requestSignup } from './signup-service';
import { mailingUnsubscribe, unsubscribe } from './unsubscribe-service';
import { createTestContext, mailingTokenFromMail, tokenFromMail, type TestContext } from './test-context';

const EMAIL = 'leser@example.de';

async function activeSubscriber(ctx: TestContext, email = EMAIL): Promise<void> {
  await requestSignup(ctx, {
    email,
    salutation: 'notSpecified',
    brands: 'LASCANA',
    tenant: 'DE',
    locale: 'de-DE',
    origin: 'http://localhost:3000',
  });
  await confirmSignup(ctx, tokenFromMail((await ctx.mailsTo(email))[0]));
}

async function row(ctx: TestContext) {
  const { rows } = await ctx.db.query<{
    status: string;
    frequency: number;
    paused_until: Date | null;
    flexikonto_optout: boolean;
  }>('SELECT status, frequency, paused_until, flexikonto_optout FROM subscriptions WHERE email = $1', [
    EMAIL,
  ]);
  return rows[0];
}

describe('unsubscribe', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.db.close());
  beforeEach(async () => {
    await ctx.reset();
    await activeSubscriber(ctx);
  });

  it.each([
    ['frequency|0', 0],
    ['frequency|1', 1],
    ['frequency|2', 2],
    ['frequency|3', 3],
  ] as const)('%s sets the frequency to %i and keeps the subscription active', async (option, frequency) => {
    await expect(unsubscribe(ctx, { email: EMAIL, newsletter: option })).resolves.toEqual({
      status: 'updated',
      action: 'frequency',
      frequency,
    });
    expect(await row(ctx)).toMatchObject({ status: 'active', frequency });
  });

  it('unsubscribe|99 unsubscribes, and repeating it is still a success (idempotent)', async () => {
    const expected = { status: 'updated', action: 'unsubscribe' };
    await expect(
      unsubscribe(ctx, { email: ' LESER@example.de', newsletter: 'unsubscribe|99' }),
    ).resolves.toEqual(expected);
    await expect(unsubscribe(ctx, { email: EMAIL, newsletter: 'unsubscribe|99' })).resolves.toEqual(expected);
    expect(await row(ctx)).toMatchObject({ status: 'unsubscribed' });
  });

  it('unsubscribeFlexikonto|98 opts out of the Flexikonto newsletter only', async () => {
    await expect(unsubscribe(ctx, { email: EMAIL, newsletter: 'unsubscribeFlexikonto|98' })).resolves.toEqual(
      {
        status: 'updated',
        action: 'unsubscribeFlexikonto',
      },
    );
    expect(await row(ctx)).toMatchObject({ status: 'active', flexikonto_optout: true });
  });

  it.each([7, 14, 21, 30])(
    'pause|-100 with %i days pauses until then; after it the address is active again',
    async (days) => {
      const result = await unsubscribe(ctx, {
        email: EMAIL,
        newsletter: 'pause|-100',
        pauseDays: String(days),
      });
      const until = new Date(ctx.now().getTime() + days * 86_400_000).toISOString();
      expect(result).toEqual({ status: 'updated', action: 'pause', pausedUntil: until });
      expect(await row(ctx)).toMatchObject({ status: 'paused' });
      expect(new Date((await row(ctx))!.paused_until!).toISOString()).toBe(until);
      ctx.advance(days * 86_400_000);
      await unsubscribe(ctx, { email: EMAIL, newsletter: 'frequency|3' });
      expect(await row(ctx)).toMatchObject({ status: 'active', paused_until: null, frequency: 3 });
    },
  );

  it('refuses pause without valid days and unknown options, changing nothing', async () => {
    await expect(
      unsubscribe(ctx, { email: EMAIL, newsletter: 'pause|-100', pauseDays: 10 }),
    ).rejects.toMatchObject({
      reason: 'invalid-input',
      field: 'pauseDays',
    });
    await expect(unsubscribe(ctx, { email: EMAIL, newsletter: 'frequency|4' })).rejects.toMatchObject({
      reason: 'unknown-option',
      code: 'API-400',
    });
    expect(await row(ctx)).toMatchObject({ status: 'active', frequency: 1, paused_until: null });
  });

  it('answers not-found for an unknown address, and for frequency changes of an unconfirmed one', async () => {
    await expect(
      unsubscribe(ctx, { email: 'fremd@example.de', newsletter: 'unsubscribe|99' }),
    ).resolves.toEqual({
      status: 'not-found',
    });
    await requestSignup(ctx, {
      email: 'neu@example.de',
      salutation: 'male',
      brands: 'OTTO',
      tenant: 'DE',
      locale: 'de-DE',
      origin: 'http://localhost:3000',
    });
    await expect(unsubscribe(ctx, { email: 'neu@example.de', newsletter: 'frequency|0' })).resolves.toEqual({
      status: 'not-found',
    });
  });

  it('unsubscribing a pending address also voids its confirmation link', async () => {
    await requestSignup(ctx, {
      email: 'neu@example.de',
      salutation: 'male',
      brands: 'OTTO',
      tenant: 'DE',
      locale: 'de-DE',
      origin: 'http://localhost:3000',
    });
    const token = tokenFromMail((await ctx.mailsTo('neu@example.de'))[0]);
    await unsubscribe(ctx, { email: 'neu@example.de', newsletter: 'unsubscribe|99' });
    await expect(confirmSignup(ctx, token)).rejects.toMatchObject({ reason: 'token-used' });
  });
});

describe('mailingUnsubscribe', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.db.close());
  beforeEach(async () => {
    await ctx.reset();
    await activeSubscriber(ctx);
  });

  it('unsubscribes with the signed token of the voucher mail, then reports not-found (already removed)', async () => {
    const token = mailingTokenFromMail((await ctx.mailsTo(EMAIL))[0]);
    await expect(mailingUnsubscribe(ctx, token)).resolves.toBe('success');
    expect(await row(ctx)).toMatchObject({ status: 'unsubscribed' });
    await expect(mailingUnsubscribe(ctx, token)).resolves.toBe('not-found');
  });

  it('refuses a forged or damaged token', async () => {
    const token = mailingTokenFromMail((await ctx.mailsTo(EMAIL))[0]);
    const [id] = token.split('.');
    await expect(mailingUnsubscribe(ctx, `${id}.AAAA`)).resolves.toBe('invalid');
    await expect(mailingUnsubscribe(ctx, 'garbage')).resolves.toBe('invalid');
    await expect(
      mailingUnsubscribe({ ...ctx, secret: 'another-secret-another-secret-0123456' }, token),
    ).resolves.toBe('invalid');
    expect(await row(ctx)).toMatchObject({ status: 'active' });
  });

  it('reports not-found for a genuine token whose subscription is gone', async () => {
    const token = mailingTokenFromMail((await ctx.mailsTo(EMAIL))[0]);
    await ctx.db.query('DELETE FROM subscriptions');
    await expect(mailingUnsubscribe(ctx, token)).resolves.toBe('not-found');
  });
});
