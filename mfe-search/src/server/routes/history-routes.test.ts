import type { Db } from '@sf/data';
import type { Hono } from 'hono';
import { testApp } from '../testing/test-app';

const ORIGIN = 'http://localhost';

describe('/api/search/searchhistory', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await testApp(10));
  });
  afterAll(() => db.close());
  const post = (
    path: string,
    body: Record<string, string>,
    cookie = '',
    headers: Record<string, string> = {},
  ) =>
    app.request(`http://localhost/api/search/searchhistory${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const list = async (cookie: string, path = '/') =>
    (
      (await (
        await app.request(`http://localhost/api/search/searchhistory${path}`, { headers: { cookie } })
      ).json()) as { terms: { term: string }[] }
    ).terms.map((t) => t.term);

  it('creates the visitor cookie on the first term, then lists, deletes one and all', async () => {
    const first = await post('/v1', { term: 'jeans' });
    expect(first.status).toBe(200);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sf_search=[0-9a-f-]{36};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie.split(';')[0]!;
    await post('/v1', { term: 'sofa' }, cookie);
    expect(await list(cookie)).toEqual(['sofa', 'jeans']);
    expect(await list(cookie, '/v1/all')).toEqual(['sofa', 'jeans']);
    expect(
      ((await (await post('/delete', { term: 'sofa' }, cookie)).json()) as { terms: unknown[] }).terms,
    ).toHaveLength(1);
    expect(await list(cookie)).toEqual(['jeans']);
    expect((await post('/deleteall', {}, cookie)).status).toBe(200);
    expect(await list(cookie)).toEqual([]);
  });

  it('refuses an empty term, a foreign origin and a too large body', async () => {
    expect((await post('/v1', { term: '  ' })).status).toBe(400);
    const foreign = await app.request('http://localhost/api/search/searchhistory/v1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: '{"term":"x"}',
    });
    expect(foreign.status).toBe(403);
    expect((await post('/v1', { term: 'x'.repeat(10_000) })).status).toBe(413);
  });

  it('joins the cookie’s history into the customer the composer verified, never one a body names', async () => {
    const first = await post('/v1', { term: 'bett' });
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
    const session = { 'x-sf-session': '{"loggedIn":true,"softLoggedIn":false}' };
    // no customer (anonymous, or a soft-logged-in session): refused, whatever the body says
    expect((await post('/v1/join-with-fi', { fi: 'K42' }, cookie)).status).toBe(401);
    expect((await post('/v1/join-with-fi', { fi: 'K42' }, cookie, session)).status).toBe(401);
    expect(
      (await post('/v1/join-with-fi', {}, cookie, { ...session, 'x-sf-customer': 'bad id!' })).status,
    ).toBe(401);
    const joined = await post('/v1/join-with-fi', {}, cookie, { ...session, 'x-sf-customer': 'K42' });
    expect(await joined.json()).toEqual({ joined: true, terms: 1 });
    const asCustomer = await app.request('http://localhost/api/search/searchhistory/', {
      headers: { cookie, ...session, 'x-sf-customer': 'K42' },
    });
    expect(((await asCustomer.json()) as { terms: { term: string }[] }).terms.map((t) => t.term)).toEqual([
      'bett',
    ]);
    // logged out, the device's cookie shows nothing of the customer's
    expect(await list(cookie)).toEqual([]);
    expect(
      await (await post('/v1/join-with-fi', {}, '', { ...session, 'x-sf-customer': 'K42' })).json(),
    ).toEqual({ joined: false, terms: 1 });
  });

  describe('POST /v1/go (the header form, with or without JavaScript)', () => {
    const go = (form: Record<string, string>, headers: Record<string, string> = {}) =>
      app.request('http://localhost/api/search/searchhistory/v1/go', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers },
        body: new URLSearchParams(form).toString(),
      });

    it('records the term and sends the shopper on to its result page in the form’s locale', async () => {
      const res = await go({ q: ' Sofa ', locale: 'de-DE' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/s/Sofa');
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
      expect(cookie).toMatch(/^sf_search=/);
      expect(await list(cookie)).toEqual(['Sofa']);
      const fr = await go(
        { q: 'lit', locale: 'fr-CH' },
        { cookie, 'x-sf-locale': 'fr-CH', 'x-sf-tenant': 'CH' },
      );
      expect(fr.headers.get('location')).toBe('/fr/s/lit');
      expect(await list(cookie)).toEqual(['lit', 'Sofa']);
    });

    it('sends an empty term to the search page’s message, a locale of another shop is not taken', async () => {
      const empty = await go({ q: '   ' });
      expect(empty.status).toBe(303);
      expect(empty.headers.get('location')).toBe('/s/?q=');
      expect(empty.headers.get('set-cookie')).toBeNull();
      const foreign = await go({ q: 'bett', locale: 'nl-NL' });
      expect(foreign.headers.get('location')).toBe('/s/bett');
    });

    it('refuses a foreign origin (no state change from another site)', async () => {
      expect((await go({ q: 'x' }, { origin: 'https://evil.example' })).status).toBe(403);
    });
  });
});
