import type { Db } from '@sf/data';
import { createAccountApp } from '../app';
import { demoId } from '../domain/demo-ledger';
import type { OrderSource, OrdersRequest, OrdersResult } from '../domain/orders';
import { composerHeaders, cookieHeader } from '../test-app';
import { ANNA, CLAIRE, createAreaEnv, DAAN, type AreaEnv } from './area-test-helpers';

let env: AreaEnv;
let ordersAnswer: OrdersResult | Error = { kind: 'missing' };
const asked: OrdersRequest[] = [];
const orders: OrderSource = {
  async customerOrders(req) {
    asked.push(req);
    if (ordersAnswer instanceof Error) throw ordersAnswer;
    return ordersAnswer;
  },
};
beforeAll(async () => {
  env = await createAreaEnv({ orders });
});
afterAll(() => env.db.close());

const ROUTES = [
  'account-overview',
  'account-personal-data',
  'account-orders',
  'account-bookings',
  'account-invoices',
  'account-address-book',
  'account-payback',
  'account-payment-dates',
];

describe('the account area’s pages', () => {
  it('ask a visitor to log in, with the account navigation on every page', async () => {
    for (const route of ROUTES) {
      const res = await env.page(route);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const html = await res.text();
      expect(html).toContain('Bitte melden Sie sich an, um Ihr Kundenkonto zu sehen.');
      expect(html).toContain('href="/mein-konto?returnTo=');
      expect(html).toMatch(/<nav[^>]*aria-labelledby="sf-area-nav"/);
      expect(html.match(/aria-current="page"/g)).toHaveLength(1);
    }
  });

  it('show the overview: customer info, balance and open payments, returns, vouchers', async () => {
    const cookie = await env.login(ANNA);
    const html = await (await env.page('account-overview', { cookie })).text();
    expect(html).toMatch(/<a href="\/mein-konto\/uebersicht" aria-current="page">Übersicht<\/a>/);
    expect(html).toContain('Anna Schmidt');
    expect(html).toMatch(/BP\d{8}/);
    expect(html).toContain('3 offene Zahltermine');
    expect(html).toContain('Retoure RT-10002');
    expect(html).toContain('min="2026-11-30"'); // three working days after Wednesday 25 November
    expect(html).toContain('WILLKOMMEN15');
    expect(html).toContain('Abgelaufene Gutscheine');
    expect(html).toContain('Gerade ist keine Lieferung unterwegs.');
  });

  it('render every page for a logged-in customer in de-DE, fr-CH and nl-NL', async () => {
    const cookie = await env.login(ANNA);
    for (const route of ROUTES) {
      const html = await (await env.page(route, { cookie })).text();
      expect(html).not.toContain('Bitte melden Sie sich an');
      expect(html).not.toContain('Nutzerdaten konnten nicht abgerufen werden.');
    }
    expect(await (await env.page('account-invoices', { cookie })).text()).toContain(
      `/api/customer/v1/invoices/${demoId(2, 1, 1)}.pdf`,
    );
    expect(await (await env.page('account-payment-dates', { cookie })).text()).toContain(
      `/mein-konto/meine-buchungen#booking-${demoId(3, 1, 1)}`,
    );
    expect(await (await env.page('account-bookings', { cookie })).text()).toContain(
      `id="booking-${demoId(3, 1, 1)}"`,
    );
    const claire = await env.login(CLAIRE);
    const fr = await (
      await env.page('account-invoices', {
        cookie: claire,
        locale: 'fr-CH',
        tenant: 'CH',
        path: '/fr/mon-compte/meine-rechnungen',
      })
    ).text();
    expect(fr).toContain('Mes factures');
    expect(fr).toContain('CHF');
    expect(fr).toContain('href="/fr/mon-compte/uebersicht"');
    const swiss = await (
      await env.page('account-address-book', {
        cookie: claire,
        locale: 'de-CH',
        tenant: 'CH',
        path: '/mein-konto/mein-adressbuch',
      })
    ).text();
    expect(swiss).toMatch(/<label[^>]*>Strasse</); // de-CH writes "ss"
    expect(swiss).not.toContain('Straße');
    const daan = await env.login(DAAN);
    expect(
      await (await env.page('account-overview', { cookie: daan, locale: 'nl-NL', tenant: 'NL' })).text(),
    ).toContain('Mijn account');
  });

  it('ask a soft-logged-in customer for the password before personal data, and upgrade the session', async () => {
    const cookie = await env.login(ANNA);
    await env.soften(cookie);
    expect(await (await env.page('account-overview', { cookie })).text()).toContain('Anna Schmidt');
    for (const route of ['account-personal-data', 'account-address-book', 'account-invoices']) {
      const html = await (await env.page(route, { cookie })).text();
      expect(html).toContain('Bitte bestätigen Sie Ihr Passwort');
      expect(html).not.toContain('anna.schmidt@example.com');
    }
    const wrong = await env.form(
      'reauth',
      { password: 'falsch', returnTo: '/mein-konto/meine-rechnungen', locale: 'de-DE' },
      { cookie },
    );
    expect(wrong.headers.get('location')).toBe('/mein-konto/meine-rechnungen?reauth=1&notice=reauth-failed');
    const right = await env.form(
      'reauth',
      { password: ANNA.password, returnTo: '/mein-konto/meine-rechnungen', locale: 'de-DE' },
      { cookie },
    );
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/mein-konto/meine-rechnungen');
    const upgraded = cookieHeader(right);
    expect(upgraded).not.toBe(cookie);
    expect(await (await env.page('account-invoices', { cookie: upgraded })).text()).toContain(
      'R-2026-100001',
    );
    expect(await (await env.page('account-invoices', { cookie })).text()).toContain(
      'Bitte melden Sie sich an',
    ); // the old session ended
    const offsite = await env.form(
      'reauth',
      { password: ANNA.password, returnTo: '//evil.example/x', locale: 'de-DE' },
      { cookie: upgraded },
    );
    expect(offsite.headers.get('location')).toBe('/mein-konto/uebersicht');
  });

  it('show the orders through the gateway, as the customer (their own session cookie), with an empty state and an error', async () => {
    const cookie = await env.login(ANNA);
    ordersAnswer = {
      kind: 'orders',
      orders: [
        {
          orderNo: 'A-1001',
          placedAt: '2026-11-20T09:00:00Z',
          status: 'shipped',
          totalCents: 12999,
          currency: 'EUR',
          paymentMethod: 'invoice',
          surchargeCents: 0,
          discountCents: 0,
          paymentDueOn: null,
          lines: [{ productName: 'Stehleuchte', quantity: 1, lineTotalCents: 12999 }],
        },
      ],
    };
    const html = await (await env.page('account-orders', { cookie })).text();
    expect(html).toContain('Bestellung A-1001');
    expect(html).toContain('unterwegs');
    expect(asked.at(-1)!.sessionCookie).toBe(cookie.split('; ').find((c) => c.startsWith('ecToken='))); // no customer id: the session
    expect(await (await env.page('account-overview', { cookie })).text()).toContain('Bestellung A-1001');
    ordersAnswer = { kind: 'missing' };
    expect(await (await env.page('account-orders', { cookie })).text()).toContain(
      'Sie haben noch keine Bestellungen.',
    );
    ordersAnswer = new Error('gateway down');
    const failed = await (await env.page('account-orders', { cookie })).text();
    expect(failed).toContain('Ihre Bestellungen konnten gerade nicht geladen werden.');
    expect(failed).toContain('Seite neu laden');
  });

  it('show an order paid by the payment pause among the bookings and the payment dates (decision 0160)', async () => {
    const cookie = await env.login(ANNA);
    ordersAnswer = {
      kind: 'orders',
      orders: [
        {
          orderNo: '30000777',
          placedAt: '2026-11-27T09:00:00Z',
          status: 'placed',
          totalCents: 93047,
          currency: 'EUR',
          paymentMethod: 'paymentPause',
          surchargeCents: 3147,
          discountCents: 0,
          paymentDueOn: '2027-03-27',
          lines: [{ productName: 'Sofa Fjord', quantity: 1, lineTotalCents: 89900 }],
        },
      ],
    };
    const norm = (html: string) => html.replace(/[\u00a0\u202f]/g, ' ');
    const bookings = norm(await (await env.page('account-bookings', { cookie })).text());
    expect(bookings).toContain('<tr id="booking-order-30000777">');
    expect(bookings).toContain('Bestellung mit Zahlpause 30000777');
    expect(bookings).toContain('930,47 €');
    const dates = norm(await (await env.page('account-payment-dates', { cookie })).text());
    expect(dates).toMatch(/27\.03\.2027<\/td><td class="sf-num">930,47 €<\/td><td>offen<\/td>/);
    expect(dates).toContain(
      'href="/mein-konto/meine-buchungen#booking-order-30000777">Zahlpause, Bestellung 30000777</a>',
    );
    // the ledger's own entries stay when the checkout cannot answer
    ordersAnswer = new Error('gateway down');
    const without = norm(await (await env.page('account-payment-dates', { cookie })).text());
    expect(without).not.toContain('30000777');
    expect(without).toContain('129,99 €');
  });

  it('say "Nutzerdaten konnten nicht abgerufen werden." when account data cannot be read, and the maturities’ own message with a reload link', async () => {
    const broken = (word: string): Db =>
      ({
        ...env.db,
        query: (sql: string, params?: readonly unknown[]) =>
          sql.includes(word) ? Promise.reject(new Error('db down')) : env.db.query(sql, params),
      }) as Db;
    const cookie = await env.login(ANNA);
    const app = createAccountApp({ ...env.deps, db: broken('FROM bookings') });
    const PATHS: Record<string, string> = {
      'account-bookings': '/mein-konto/meine-buchungen',
      'account-payment-dates': '/mein-konto/meine-zahltermine',
    };
    const page = (route: string, a = app) =>
      a.request(`/fragment/${route}`, {
        headers: { ...composerHeaders({ cookie }), 'x-sf-path': PATHS[route]!, 'x-sf-request-id': 't' },
      });
    const html = await (await page('account-bookings')).text();
    expect(html).toContain('Nutzerdaten konnten nicht abgerufen werden.');
    expect(html).toContain('<a href="/mein-konto/meine-buchungen">Seite neu laden</a>');
    const dates = await (
      await page('account-payment-dates', createAccountApp({ ...env.deps, db: broken('FROM maturities') }))
    ).text();
    expect(dates).toContain('Ihre Zahltermine konnten nicht geladen werden.');
    expect(dates).toContain('Seite neu laden');
  });

  it('redirect the account links of the texts to their localized pages', async () => {
    const res = await env.page('account-link-addresses', {
      locale: 'nl-NL',
      tenant: 'NL',
      path: '/account/addresses',
    });
    expect(res.headers.get('x-sf-status')).toBe('301');
    expect(res.headers.get('x-sf-location')).toBe('/mijn-account/mein-adressbuch');
  });
});
