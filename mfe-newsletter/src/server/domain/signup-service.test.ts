import { requestSignup, type SignupRequest } from './signup-service';
import { createTestContext, tokenFromMail, type TestContext } from './test-context';
import { confirmSignup } from './confirm-service';

const base: SignupRequest = {
  email: 'Anna.Muster@Example.org ',
  salutation: 'female',
  brands: 'both',
  tenant: 'DE',
  locale: 'de-DE',
  origin: 'https://de.shop.example',
};

describe('requestSignup', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.db.close());
  beforeEach(() => ctx.reset());

  it('stores a new address lower-cased as pending and writes the double opt-in mail', async () => {
    await expect(requestSignup(ctx, base)).resolves.toBe('pending');
    const { rows } = await ctx.db.query<{ email: string; status: string; brands: string }>(
      'SELECT * FROM subscriptions',
    );
    expect(rows).toEqual([
      expect.objectContaining({ email: 'anna.muster@example.org', status: 'pending', brands: 'both' }),
    ]);
    const mails = await ctx.mailsTo('anna.muster@example.org');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(mails[0]?.text).toContain('Liebe Kundin,');
    expect(mails[0]?.text).toMatch(
      /https:\/\/de\.shop\.example\/service-hilfe\/newsletter\/anmelden\/bestaetigt\?token=[A-Za-z0-9_-]{43}/,
    );
    expect(mails[0]?.html).toContain('<html lang="de-DE">');
  });

  it('keeps only the sha256 hash of the token, valid for 48 hours', async () => {
    await requestSignup(ctx, base);
    const token = tokenFromMail((await ctx.mailsTo('anna.muster@example.org'))[0]);
    const { rows } = await ctx.db.query<{ token_hash: string; expires_at: Date; created_at: Date }>(
      'SELECT * FROM confirmation_tokens',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    const hours =
      (new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime()) / 3600_000;
    expect(hours).toBe(48);
  });

  it('localizes the mail and the link for fr-CH and nl-NL', async () => {
    await requestSignup(ctx, {
      ...base,
      email: 'jean@example.ch',
      salutation: 'male',
      locale: 'fr-CH',
      tenant: 'CH',
    });
    await requestSignup(ctx, {
      ...base,
      email: 'piet@example.nl',
      salutation: 'notSpecified',
      locale: 'nl-NL',
      tenant: 'NL',
    });
    const [fr] = await ctx.mailsTo('jean@example.ch');
    const [nl] = await ctx.mailsTo('piet@example.nl');
    expect(fr?.subject).toBe('Veuillez confirmer votre inscription à la newsletter');
    expect(fr?.text).toContain('Cher client,');
    expect(fr?.text).toContain('/fr/aide-service/newsletter/inscription/confirmee?token=');
    expect(nl?.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief');
    expect(nl?.text).toContain('/klantenservice/nieuwsbrief/aanmelden/bevestigd?token=');
  });

  it('answers existing for an active address and sends no mail', async () => {
    await requestSignup(ctx, base);
    await confirmSignup(ctx, tokenFromMail((await ctx.mailsTo('anna.muster@example.org'))[0]));
    const before = (await ctx.mailsTo('anna.muster@example.org')).length;
    await expect(requestSignup(ctx, { ...base, email: 'ANNA.MUSTER@example.org' })).resolves.toBe('existing');
    expect(await ctx.mailsTo('anna.muster@example.org')).toHaveLength(before);
  });

  it('sends a fresh token to a pending address, but not twice within a minute (double submit)', async () => {
    await requestSignup(ctx, base);
    await expect(requestSignup(ctx, base)).resolves.toBe('pending');
    expect(await ctx.mailsTo('anna.muster@example.org')).toHaveLength(1);
    ctx.advance(61_000);
    await expect(requestSignup(ctx, { ...base, brands: 'OTTO' })).resolves.toBe('pending');
    const mails = await ctx.mailsTo('anna.muster@example.org');
    expect(mails).toHaveLength(2);
    expect(tokenFromMail(mails[0])).not.toBe(tokenFromMail(mails[1]));
    const { rows } = await ctx.db.query<{ brands: string }>('SELECT brands FROM subscriptions');
    expect(rows[0]?.brands).toBe('OTTO');
  });

  it('refuses malformed input without writing anything', async () => {
    await expect(requestSignup(ctx, { ...base, email: 'not-an-address' })).rejects.toMatchObject({
      reason: 'invalid-input',
    });
    await expect(
      requestSignup(ctx, { ...base, salutation: 'dr' as unknown as SignupRequest['salutation'] }),
    ).rejects.toMatchObject({ reason: 'invalid-input', field: 'salutation' });
    const { rows } = await ctx.db.query('SELECT * FROM subscriptions');
    expect(rows).toHaveLength(0);
  });
});
