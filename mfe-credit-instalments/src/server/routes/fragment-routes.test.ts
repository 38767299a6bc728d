import { createTestApp } from '../test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('credit fragments', () => {
  it('the credit widget shows "from X per month" and links to the calculator page with the price', async () => {
    const res = await t.fragment('credit-widget', {
      headers: { 'x-sf-widget-props': '{"price":99900,"currency":"EUR"}', 'x-sf-nonce': 'abc' },
    });
    const html = await res.text();
    expect(html).toContain('ab 26,80');
    expect(html).toContain('in 48 Monatsraten');
    expect(html).toContain('href="/service-hilfe/ratenrechner?price=99900"');
    expect(html).toContain('<script nonce="abc">');
  });

  it('the credit widget shows no monthly figure for a price outside the range, but the range', async () => {
    const below = await (
      await t.fragment('credit-widget', { headers: { 'x-sf-widget-props': '{"price":2000}' } })
    ).text();
    expect(below).toContain('Ratenkauf ab einem Kaufbetrag von 100,00');
    expect(below).not.toContain('mtl.');
    const above = await (
      await t.fragment('credit-widget', { headers: { 'x-sf-widget-props': '{"price":1500000}' } })
    ).text();
    expect(above).toContain('Ratenkauf bis zu einem Kaufbetrag von 10.000,00');
    expect(above).not.toContain('mtl.');
    expect(above).toContain('href="/service-hilfe/ratenrechner?price=1500000"');
    const nl = await (
      await t.fragment('credit-widget', {
        locale: 'nl-NL',
        tenant: 'NL',
        headers: { 'x-sf-widget-props': '{"price":14900}' },
      })
    ).text();
    expect(nl).toContain('Op afbetaling vanaf een aankoopbedrag van');
  });

  it('the credit widget is empty for a customer without credit affinity', async () => {
    const res = await t.fragment('credit-widget', {
      headers: { 'x-sf-widget-props': '{"price":99900}', ...t.customer('demo-no-affinity') },
    });
    expect(await res.text()).toBe('');
  });

  it('the credit widget shows the fallback text without props', async () => {
    const html = await (await t.fragment('credit-widget', { locale: 'nl-NL', tenant: 'NL' })).text();
    expect(html).toContain('De termijnberekening is op dit moment niet mogelijk');
  });

  it('the calculator page computes from the query, with the notice and the legal hint', async () => {
    const res = await t.fragment('credit-calculator', {
      path: '/service-hilfe/ratenrechner?amount=20000&term=48',
    });
    const html = await res.text();
    expect(decodeURIComponent(res.headers.get('x-sf-title') ?? '')).toBe('Ratenrechner');
    expect(html).toContain('Der Höchstbetrag für einen Ratenkauf ist 10.000,00');
    expect(html).toContain('PAngV');
  });

  it('the Flexikonto asks a visitor to log in and shows a customer’s account', async () => {
    const visitor = await (await t.fragment('credit-flexikonto')).text();
    expect(visitor).toContain('Bitte melden Sie sich an');
    expect(visitor).toContain('href="/mein-konto"');
    const html = await (
      await t.fragment('credit-flexikonto', { headers: t.customer('demo-credit-de') })
    ).text();
    for (const s of [
      'Kreditrahmen',
      '3.000,00',
      'Offener Saldo',
      '1.249,90',
      'Vorteilsclub',
      'Auftrag 4711-0815',
      '14,37',
    ])
      expect(html).toContain(s);
  });

  it('the club names only the advantages the shop delivers: free shipping, the payment pause where the shop has it (issue 29)', async () => {
    const de = await (
      await t.fragment('credit-flexikonto', { headers: t.customer('demo-credit-de') })
    ).text();
    expect(de).toContain('<li>Versandkostenfrei bestellen</li>');
    expect(de).toContain('<li>Zahlpause für jeden Einkauf</li>');
    // the Swiss shop has no payment pause (decision 0160); no club offers exist in any shop
    const ch = await (
      await t.fragment('credit-flexikonto', {
        tenant: 'CH',
        locale: 'fr-CH',
        path: '/fr/mon-compte/flexikonto',
        headers: t.customer('demo-credit-ch'),
      })
    ).text();
    expect(ch).toContain('<li>Livraison gratuite</li>');
    expect(ch).not.toContain('Pause de paiement');
    for (const html of [de, ch]) expect(html).not.toMatch(/Exklusive Angebote|Offres exclusives/);
  });

  it('the payment pause widget shows pay-after-4-months with the surcharge', async () => {
    const html = await (
      await t.fragment('payment-pause-widget', { headers: { 'x-sf-widget-props': '{"price":99900}' } })
    ).text();
    expect(html).toContain('erst in 4 Monaten zahlen');
    expect(html).toContain('3,5');
    expect(html).toContain('34,97');
  });

  it('the rate protection widget is the order form for a customer (update on the update step)', async () => {
    const html = await (
      await t.fragment('rate-protection-widget', {
        path: '/kasse/ratenschutz-aktualisierung',
        headers: t.customer('demo-credit-de'),
      })
    ).text();
    expect(html).toContain('Ratenschutz aktualisieren');
    expect(html).toContain('action="/api/credit/rate-protection"');
  });

  it('the rate protection widget shows a customer without a Flexikonto the fee with an example', async () => {
    const widget = async (tenant: 'DE' | 'CH' | 'NL', locale: 'de-DE' | 'fr-CH' | 'nl-NL') =>
      (
        await t.fragment('rate-protection-widget', {
          tenant,
          locale,
          path: '/kasse/ratenschutz',
          headers: t.customer('customer-without-flexikonto'),
        })
      )
        .text()
        .then((html) => html.replace(/[\u00a0\u202f]/g, ' ')); // Intl's narrow and no-break spaces
    const de = await widget('DE', 'de-DE');
    expect(de).toContain('Für Ihr Kundenkonto besteht noch kein Flexikonto.');
    expect(de).toContain(
      'Der Ratenschutz kostet monatlich 1,15 % Ihres offenen Saldos. Beispiel: Bei einem offenen Saldo von 1.000,00 € zahlen Sie 11,50 € im Monat.',
    );
    expect(de).not.toContain('<form');
    expect(await widget('CH', 'fr-CH')).toMatch(
      /L’assurance mensualités coûte chaque mois 1,15 ?%.*pour un solde ouvert de 1 000.00 CHF, vous payez 11.50 CHF par mois\./,
    );
    expect(await widget('NL', 'nl-NL')).toContain(
      'bij een openstaand saldo van € 1.000,00 betaalt u € 11,50 per maand.',
    );
  });
});

describe('the dev switch (SF_DEV_FEATURES or CREDIT_DEV_SWITCH only)', () => {
  it('turns fragments and the API to 503 and back', async () => {
    const dev = await createTestApp({ devSwitch: true });
    try {
      expect((await dev.app.request('/dev/credit/down', { method: 'POST' })).status).toBe(200);
      expect((await dev.fragment('credit-widget')).status).toBe(503);
      expect((await dev.get('/api/credit/conditions')).status).toBe(503);
      await dev.app.request('/dev/credit/up', { method: 'POST' });
      expect((await dev.fragment('credit-widget')).status).toBe(200);
    } finally {
      await dev.close();
    }
  });

  it('does not exist without them', async () => {
    expect((await t.app.request('/dev/credit/down', { method: 'POST' })).status).toBe(404);
  });
});
