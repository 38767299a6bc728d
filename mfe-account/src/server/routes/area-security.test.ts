import { listAddresses } from '../domain/addresses';
import { demoId } from '../domain/demo-ledger';
import { ADDRESS, ANNA, createAreaEnv, LUKAS, type AreaEnv } from './area-test-helpers';

let env: AreaEnv;
let anna: string;
let lukas: string;
const AT = { tenant: 'AT', locale: 'de-AT' } as const;
const annasAddress = demoId(1, 1, 1);
const annasInvoice = demoId(2, 1, 1);

beforeAll(async () => {
  env = await createAreaEnv();
  anna = await env.login(ANNA);
  lukas = await env.login(LUKAS);
});
afterAll(() => env.db.close());

describe('another customer’s data is never reachable by id', () => {
  it('addresses: the JSON API answers 404 and changes nothing', async () => {
    const own = await env.api('GET', 'addresses', { cookie: lukas, ...AT });
    expect(own.status).toBe(200);
    expect((await own.json()).addresses.map((a: { id: string }) => a.id)).not.toContain(annasAddress);
    expect(
      (
        await env.api('PUT', `addresses/${annasAddress}`, {
          cookie: lukas,
          ...AT,
          body: { ...ADDRESS, city: 'Graz' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await env.api('POST', `addresses/${annasAddress}/default`, { cookie: lukas, ...AT, body: {} })).status,
    ).toBe(404);
    expect((await env.api('DELETE', `addresses/${annasAddress}`, { cookie: lukas, ...AT })).status).toBe(404);
    expect((await listAddresses(env.db, ANNA.id)).find((a) => a.id === annasAddress)).toMatchObject({
      city: 'Hamburg',
      isDefault: true,
    });
  });

  it('addresses: the no-JS forms and pages do not find them either', async () => {
    for (const path of [
      `addresses/${annasAddress}`,
      `addresses/${annasAddress}/default`,
      `addresses/${annasAddress}/delete`,
    ]) {
      const res = await env.form(
        path,
        { ...ADDRESS, city: 'Graz', locale: 'de-AT' },
        { cookie: lukas, ...AT },
      );
      expect(res.headers.get('location')).toBe('/mein-konto/mein-adressbuch?notice=not-found');
    }
    const page = await (
      await env.page('account-address-book', {
        cookie: lukas,
        ...AT,
        path: `/mein-konto/mein-adressbuch?edit=${annasAddress}&delete=${annasAddress}`,
      })
    ).text();
    expect(page).not.toContain('Lindenstraße');
    expect(page).not.toContain('wirklich löschen');
    expect((await listAddresses(env.db, ANNA.id)).find((a) => a.id === annasAddress)).toMatchObject({
      city: 'Hamburg',
      isDefault: true,
    });
  });

  it('invoices: the PDF of another customer’s invoice is 404, one’s own a private PDF attachment', async () => {
    const foreign = await env.api('GET', `invoices/${annasInvoice}.pdf`, { cookie: lukas, ...AT });
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-type')).toMatch(/json/);
    const own = await env.api('GET', `invoices/${annasInvoice}.pdf`, { cookie: anna });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe('attachment; filename="R-2026-100001.pdf"');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await own.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const invoicesPage = await (await env.page('account-invoices', { cookie: lukas, ...AT })).text();
    expect(invoicesPage).not.toContain(annasInvoice);
  });

  it('orders and pages: a customer id in the URL or body is ignored — the session decides', async () => {
    const page = await (
      await env.page('account-overview', {
        cookie: lukas,
        ...AT,
        path: `/mein-konto/uebersicht?customer=${ANNA.id}&customerId=${ANNA.id}`,
      })
    ).text();
    expect(page).toContain('Lukas Huber');
    expect(page).not.toContain('Anna');
    const spoofed = await (
      await env.page('account-overview', { cookie: lukas, ...AT, headers: { 'x-sf-customer': ANNA.id } })
    ).text();
    expect(spoofed).not.toContain('Anna');
    expect(spoofed).toContain('Bitte melden Sie sich an');
  });
});

describe('the JSON API of the account area', () => {
  it('answers 401 without a session, 403 for a soft-logged-in one', async () => {
    for (const [method, path] of [
      ['GET', 'addresses'],
      ['GET', 'personal-data'],
      ['GET', `invoices/${annasInvoice}.pdf`],
      ['DELETE', `addresses/${annasAddress}`],
    ] as const) {
      const res = await env.api(method, path);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'ACCOUNT-401' });
    }
    const soft = await env.login(ANNA);
    await env.soften(soft);
    expect((await env.api('GET', 'addresses', { cookie: soft })).status).toBe(403);
  });

  it('creates, changes and reads with the spec’s messages; refuses another origin', async () => {
    const bad = await env.api('POST', 'addresses', {
      cookie: anna,
      body: { ...ADDRESS, postalCode: '12a', street: '' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'ACCOUNT-400',
      errors: { postalCode: 'Nur Zahlen sind erlaubt', street: 'Das ist ein Pflichtfeld.' },
    });
    const created = await env.api('POST', 'addresses', {
      cookie: anna,
      body: { ...ADDRESS, makeDefault: true },
    });
    expect(created.status).toBe(201);
    const { address } = await created.json();
    expect(address).toMatchObject({ city: 'Hamburg', isDefault: true });
    expect(
      (
        await env.api('PUT', `addresses/${address.id}`, {
          cookie: anna,
          body: { ...ADDRESS, city: 'Lübeck', postalCode: '23552' },
        })
      ).status,
    ).toBe(200);
    expect((await env.api('DELETE', `addresses/${address.id}`, { cookie: anna })).status).toBe(204);
    const data = await env.api('GET', 'personal-data', { cookie: anna });
    expect(await data.json()).toMatchObject({ email: ANNA.email, birthDate: '1984-03-12' });
    const put = await env.api('PUT', 'personal-data', {
      cookie: anna,
      body: {
        salutation: 'female',
        firstName: 'Anna',
        lastName: 'Schmidt',
        birthDate: '2020-01-01',
        email: ANNA.email,
      },
      locale: 'fr-CH',
    });
    expect(put.status).toBe(400);
    expect((await put.json()).errors).toEqual({ birthDate: 'Vous devez avoir au moins 18 ans.' });
    const evil = await env.app.request('/api/customer/v1/addresses', {
      method: 'POST',
      headers: {
        origin: 'https://evil.example',
        cookie: anna,
        'content-type': 'application/json',
        'x-sf-tenant': 'DE',
      },
      body: JSON.stringify(ADDRESS),
    });
    expect(evil.status).toBe(403);
  });
});
