import { createLogger } from '@sf/server-kit';
import type { Hono } from 'hono';
import { createBasketApp } from '../app';
import { createFakeProvider } from '../checkout/fake-provider';
import { seedVouchers } from '../domain';
import {
  NewsletterUnavailableError,
  type NewsletterCallShop,
  type NewsletterVoucherSource,
  type NewsletterVoucherTerms,
} from '../domain/newsletter-vouchers';
import { createTestContext, type TestContext } from '../domain/test-context';
import { composerHeaders, TEST_OFFERS } from '../test-app';

/** The newsletter as the gateway would answer it: its vouchers, which shop asked, can be taken down. */
const newsletter = {
  table: new Map<string, NewsletterVoucherTerms>(),
  asked: [] as Array<[string, NewsletterCallShop]>,
  down: false,
  async lookup(code: string, shop: NewsletterCallShop): Promise<NewsletterVoucherTerms | null> {
    await Promise.resolve();
    newsletter.asked.push([code, shop]);
    if (newsletter.down) throw new NewsletterUnavailableError('test: down');
    return newsletter.table.get(code) ?? null;
  },
  redeem: () => Promise.reject(new Error('a look-up never redeems')),
} satisfies NewsletterVoucherSource & Record<string, unknown>;

let ctx: TestContext;
let app: Hono;
beforeAll(async () => {
  ctx = await createTestContext(TEST_OFFERS);
  const logger = createLogger('voucher-newsletter-test');
  app = createBasketApp({
    basket: { ...ctx, newsletterVouchers: newsletter },
    provider: createFakeProvider(),
    trustedOrigins: [],
    rateLimitPerMinute: 100_000,
    logger: { ...logger, info: () => undefined, warn: () => undefined, error: () => undefined },
  });
});
afterAll(() => ctx.db.close());
beforeEach(async () => {
  await ctx.reset();
  await ctx.db.query('TRUNCATE vouchers CASCADE');
  await seedVouchers(ctx.db);
  newsletter.table.clear();
  newsletter.asked.length = 0;
  newsletter.down = false;
  newsletter.table.set('NL15-ABCD-EFGH', {
    code: 'NL15-ABCD-EFGH',
    valueCents: 1500,
    currency: 'EUR',
    minimumOrderCents: 9000,
    validUntil: new Date('2099-01-01T00:00:00Z'),
    redeemed: false,
  });
});

const lookUp = (code: string, locale = 'de-DE') =>
  app.request(`/api/voucher?code=${encodeURIComponent(code)}`, {
    headers: composerHeaders({ locale, tenant: locale === 'fr-CH' ? 'CH' : 'DE' }),
  });

describe('GET /api/voucher knows the newsletter’s vouchers (through the gateway, decision 0086)', () => {
  it('explains the newsletter’s 15 EUR voucher (90 EUR minimum, single use) without copying it into the basket’s table', async () => {
    const res = await lookUp('nl15-abcd-efgh');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      voucher: {
        code: 'NL15-ABCD-EFGH',
        valueCents: 1500,
        currency: 'EUR',
        minimumOrderCents: 9000,
        customerGroup: 'all',
        validUntil: '2099-01-01T00:00:00.000Z',
        expired: false,
        origin: 'newsletter',
        redeemed: false,
      },
    });
    // asked as the shopper's shop: its tenant, locale and host
    expect(newsletter.asked).toEqual([
      [
        'NL15-ABCD-EFGH',
        expect.objectContaining({ tenant: 'DE', locale: 'de-DE', host: '127.0.0.1:3000', requestId: null }),
      ],
    ]);
    const { rows } = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM vouchers WHERE origin = 'newsletter'",
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('says a used newsletter voucher is redeemed', async () => {
    newsletter.table.set('NL15-USED-0001', {
      ...newsletter.table.get('NL15-ABCD-EFGH')!,
      code: 'NL15-USED-0001',
      redeemed: true,
    });
    expect(await (await lookUp('NL15-USED-0001')).json()).toMatchObject({
      voucher: { origin: 'newsletter', redeemed: true },
    });
  });

  it('answers the basket’s own codes without asking the newsletter; an unknown code is 404 in the shopper’s language', async () => {
    expect(await (await lookUp('SOMMER10')).json()).toMatchObject({
      voucher: { code: 'SOMMER10', origin: 'basket' },
    });
    expect(newsletter.asked).toEqual([]);
    const unknown = await lookUp('NL15-NOPE-NOPE', 'fr-CH');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'API-404', reason: 'VOUCHER_INVALID' } });
  });

  it('answers 503 with a localized message while the newsletter cannot be asked', async () => {
    newsletter.down = true;
    const res = await lookUp('NL15-ABCD-EFGH');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: {
        code: 'API-503',
        reason: 'VOUCHER_UNAVAILABLE',
        message:
          'Ihr Gutschein kann gerade nicht geprüft werden. Bitte versuchen Sie es in einigen Minuten noch einmal.',
      },
    });
  });
});
