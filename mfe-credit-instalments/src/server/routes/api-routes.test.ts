import { createTestApp } from '../test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/credit/calculate', () => {
  it('answers every figure in cents for a price, term and pause', async () => {
    const res = await t.get('/api/credit/calculate?price=99900&term=12');
    expect(res.status).toBe(200);
    const { figures, currency } = (await res.json()) as {
      figures: Record<string, unknown>;
      currency: string;
    };
    expect(currency).toBe('EUR');
    expect(figures).toMatchObject({
      basePrice: 99900,
      monthlyInstallment: 8782,
      lastInstallment: 8786,
      overallPrice: 105388,
      notice: null,
    });
    const pause = (await (await t.get('/api/credit/calculate?price=99900&term=12&pause=1')).json()) as {
      figures: { overallPrice: number };
    };
    expect(pause.figures.overallPrice).toBe(105388 + 3497);
  });

  it('clamps the base price with a notice', async () => {
    const low = (await (await t.get('/api/credit/calculate?price=4999')).json()) as {
      figures: { basePrice: number; notice: string };
    };
    expect(low.figures).toMatchObject({ basePrice: 10000, notice: 'belowMinimum' });
    const high = (await (await t.get('/api/credit/calculate?price=1234567&term=48')).json()) as {
      figures: { notice: string };
    };
    expect(high.figures.notice).toBe('aboveMaximum');
    // far beyond what a tenant lends (12 digits of cents): the maximum and its notice, not a refusal (spec §5)
    const huge = (await (await t.get('/api/credit/calculate?price=999999999999&term=48')).json()) as {
      figures: { basePrice: number; notice: string };
    };
    expect(huge.figures).toMatchObject({ basePrice: 1_000_000, notice: 'aboveMaximum' });
  });

  it('uses the tenant of the request (CHF in CH, its own terms)', async () => {
    const res = await t.get('/api/credit/calculate?price=199995&term=24', { 'x-sf-tenant': 'CH' });
    expect(((await res.json()) as { currency: string }).currency).toBe('CHF');
    expect((await t.get('/api/credit/calculate?price=199995&term=48', { 'x-sf-tenant': 'NL' })).status).toBe(
      422,
    );
  });

  it.each([
    '',
    'price=abc',
    'price=-1',
    'price=1.5',
    'price=9999999999999',
    'price=1000&term=7',
    'price=1000&term=x',
  ])('refuses %p with 422', async (q) => {
    const res = await t.get(`/api/credit/calculate?${q}`);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('API-422');
  });
});

describe('GET /api/credit/conditions and /dialog', () => {
  it('lists the tenant’s terms, rates and bounds', async () => {
    const body = (await (await t.get('/api/credit/conditions', { 'x-sf-tenant': 'AT' })).json()) as {
      terms: { term: number }[];
      minBasePrice: number;
    };
    expect(body.terms.map((x) => x.term)).toEqual([6, 12, 18, 24, 36, 48]);
    expect(body.minBasePrice).toBe(10000);
  });

  it('renders the modal without legal hints, every figure, and the notice', async () => {
    const html = await (await t.get('/api/credit/dialog?price=4999&term=24&locale=de-DE')).text();
    expect(html).toContain('Ratenrechner');
    expect(html).toContain('Der Mindestbetrag für einen Ratenkauf ist 100,00');
    for (const label of [
      'Monatliche Rate',
      'Erste Rate',
      'Letzte Rate',
      'Gesamtbetrag',
      'Ratenzuschlag',
      'Sollzinssatz p. a.',
      'Aufschlag Zahlpause',
    ])
      expect(html).toContain(label);
    expect(html).not.toContain('PAngV');
  });
});

describe('Flexikonto and rate protection', () => {
  it('asks a visitor to log in (401) and shows a customer’s overview', async () => {
    expect((await t.get('/api/credit/flexikonto')).status).toBe(401);
    const res = await t.get('/api/credit/flexikonto', t.customer('demo-credit-de'));
    const body = (await res.json()) as {
      openBalance: number;
      bookings: unknown[];
      rateProtection: { monthlyFee: number };
    };
    expect(body.openBalance).toBe(124990);
    expect(body.bookings.length).toBeGreaterThan(0);
    expect(body.rateProtection.monthlyFee).toBe(1437); // 1 249.90 × 1.15 % = 14.37
  });

  it('ignores a customer header without a logged-in session', async () => {
    expect((await t.get('/api/credit/flexikonto', { 'x-sf-customer': 'demo-credit-de' })).status).toBe(401);
  });

  it('refuses an order without the terms, records one with them, and redirects a no-JS form', async () => {
    const json = 'application/json';
    expect(
      (await t.post('/api/credit/rate-protection', '{"message":"hi"}', json, t.customer('demo-credit-ch')))
        .status,
    ).toBe(422);
    const ok = await t.post(
      '/api/credit/rate-protection',
      '{"terms":"on","message":"Bitte ab Januar"}',
      json,
      t.customer('demo-credit-ch'),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ordered', monthlyFee: 689, openBalance: 59900 });
    const form = await t.post(
      '/api/credit/rate-protection',
      'terms=on&locale=de-DE',
      'application/x-www-form-urlencoded',
      t.customer('demo-credit-ch'),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/mein-konto/flexikonto/ratenschutz?ordered=1');
  });

  it('refuses a cross-site post (origin guard) and a visitor’s post', async () => {
    const cross = await t.post('/api/credit/rate-protection', '{"terms":"on"}', 'application/json', {
      ...t.customer('demo-credit-de'),
      origin: 'http://evil.test',
    });
    expect(cross.status).toBe(403);
    expect((await t.post('/api/credit/rate-protection', '{"terms":"on"}', 'application/json')).status).toBe(
      401,
    );
  });
});
