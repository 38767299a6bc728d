import { confirmSignup } from './confirm-service';
import { mailingTokenExpiry, signMailingToken, verifyMailingToken } from './mailing-token';
import { requestSignup } from './signup-service';
import { createTestContext, tokenFromMail, type TestContext } from './test-context';
import {
  checkUnsubscribeRequest,
  confirmUnsubscribeRequest,
  requestUnsubscribe,
} from './unsubscribe-request-service';

const form = (email: string, newsletter = 'unsubscribe|99', pauseDays: string | null = null) => ({
  email,
  newsletter,
  pauseDays,
  locale: 'de-DE' as const,
  origin: 'http://localhost:3000',
});

describe('unsubscribe requests (confirmed by mail)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.db.close());
  beforeEach(async () => {
    await ctx.reset();
    await requestSignup(ctx, {
      email: 'a@example.de',
      salutation: 'female',
      brands: 'OTTO',
      tenant: 'DE',
      locale: 'de-DE',
      origin: 'http://localhost:3000',
    });
    await confirmSignup(ctx, tokenFromMail((await ctx.mailsTo('a@example.de'))[0]));
  });

  it('mails the same confirmation to a subscribed and an unknown address and changes no subscription', async () => {
    await requestUnsubscribe(ctx, form('a@example.de'));
    await requestUnsubscribe(ctx, form('x@example.de'));
    const [known] = await ctx.mailsTo('a@example.de');
    const [unknown] = await ctx.mailsTo('x@example.de');
    const neutral = (text: string | undefined) => (text ?? '').replace(/token=[A-Za-z0-9_-]{43}/, 'token=…');
    expect(neutral(unknown?.text)).toBe(neutral(known?.text));
    expect(unknown?.subject).toBe(known?.subject);
    expect((await ctx.db.query('SELECT email, status FROM subscriptions')).rows).toEqual([
      { email: 'a@example.de', status: 'active' },
    ]);
  });

  it('sends no second mail for the same choice within a minute', async () => {
    await requestUnsubscribe(ctx, form('a@example.de'));
    await requestUnsubscribe(ctx, form('a@example.de'));
    expect((await ctx.mailsTo('a@example.de')).filter((m) => /Änderung/.test(m.subject))).toHaveLength(1);
    ctx.advance(61_000);
    await requestUnsubscribe(ctx, form('a@example.de'));
    expect((await ctx.mailsTo('a@example.de')).filter((m) => /Änderung/.test(m.subject))).toHaveLength(2);
  });

  it('the link applies the choice once; checking it changes nothing; it expires after 48 h', async () => {
    await requestUnsubscribe(ctx, form('a@example.de', 'pause|-100', '7'));
    const token = tokenFromMail((await ctx.mailsTo('a@example.de'))[0]);
    await expect(checkUnsubscribeRequest(ctx, token)).resolves.toEqual({
      status: 'open',
      newsletter: 'pause|-100',
    });
    await expect(checkUnsubscribeRequest(ctx, token)).resolves.toEqual({
      status: 'open',
      newsletter: 'pause|-100',
    });
    const until = new Date(ctx.now().getTime() + 7 * 86_400_000).toISOString();
    await expect(confirmUnsubscribeRequest(ctx, token)).resolves.toEqual({
      status: 'updated',
      action: 'pause',
      pausedUntil: until,
    });
    await expect(confirmUnsubscribeRequest(ctx, token)).rejects.toMatchObject({ reason: 'token-used' });
    await expect(checkUnsubscribeRequest(ctx, token)).resolves.toEqual({ status: 'invalid' });

    await requestUnsubscribe(ctx, form('a@example.de'));
    const late = tokenFromMail((await ctx.mailsTo('a@example.de'))[0]);
    ctx.advance(48 * 3600_000);
    await expect(confirmUnsubscribeRequest(ctx, late)).rejects.toMatchObject({ reason: 'token-expired' });
    expect((await ctx.db.query('SELECT status FROM subscriptions')).rows).toEqual([{ status: 'paused' }]);
  });

  it('an unknown address learns "not found" only through the mailed link', async () => {
    await requestUnsubscribe(ctx, form('x@example.de'));
    await expect(
      confirmUnsubscribeRequest(ctx, tokenFromMail((await ctx.mailsTo('x@example.de'))[0])),
    ).resolves.toEqual({ status: 'not-found' });
  });
});

describe('mailing tokens', () => {
  it('carry their expiry: genuine until then, expired after, forged when changed', async () => {
    const id = '3f1f2d4c-1111-4222-8333-444455556666';
    const now = new Date('2026-03-02T10:00:00.000Z');
    const token = await signMailingToken('s'.repeat(32), id, mailingTokenExpiry(now));
    await expect(verifyMailingToken('s'.repeat(32), token, now)).resolves.toEqual({ subscriptionId: id });
    await expect(
      verifyMailingToken('s'.repeat(32), token, new Date(now.getTime() + 60 * 86_400_000)),
    ).resolves.toBe('expired');
    const [, exp] = token.split('.');
    await expect(
      verifyMailingToken(
        's'.repeat(32),
        token.replace(`.${exp}.`, `.${(parseInt(exp ?? '0', 36) + 1).toString(36)}.`),
        now,
      ),
    ).resolves.toBeNull();
    await expect(verifyMailingToken('t'.repeat(32), token, now)).resolves.toBeNull();
  });
});
