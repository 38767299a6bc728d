import { createTestApp } from '../test-app';

// decision 0186: joining and leaving the advantage club, and the standing the basket asks for
const CLAIRE = '00000000-0000-4000-8000-000000000003';
const ANNA = '00000000-0000-4000-8000-000000000001';
const NO_ACCOUNT = '00000000-0000-4000-8000-000000000002';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = 'application/json';
const form = 'application/x-www-form-urlencoded';

describe('the advantage club API', () => {
  it('tells a holder their standing; a member gets free shipping', async () => {
    expect(await (await t.get('/api/credit/club', t.customer(ANNA))).json()).toEqual({
      holder: true,
      member: true,
      freeShipping: true,
    });
    expect(await (await t.get('/api/credit/club', t.customer(CLAIRE))).json()).toEqual({
      holder: true,
      member: false,
      freeShipping: false,
    });
    expect(await (await t.get('/api/credit/club', t.customer(NO_ACCOUNT))).json()).toEqual({
      holder: false,
      member: false,
      freeShipping: false,
    });
    expect((await t.get('/api/credit/club')).status).toBe(401);
  });

  it('lets a Flexikonto holder join and leave (JSON), and nobody else', async () => {
    const joined = await t.post('/api/credit/club', '{"action":"join"}', json, t.customer(CLAIRE));
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual({ holder: true, member: true, freeShipping: true });
    const left = await t.post('/api/credit/club', '{"action":"leave"}', json, t.customer(CLAIRE));
    expect(await left.json()).toEqual({ holder: true, member: false, freeShipping: false });
    const none = await t.post('/api/credit/club', '{"action":"join"}', json, t.customer(NO_ACCOUNT));
    expect(none.status).toBe(404);
    expect((await t.post('/api/credit/club', '{"action":"join"}', json)).status).toBe(401);
    const bad = await t.post('/api/credit/club', '{"action":"maybe"}', json, t.customer(CLAIRE));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({
      error: { code: 'API-422', fieldErrors: { action: 'Bitte wählen Sie „beitreten“ oder „austreten“.' } },
    });
  });

  it('answers a form posted without JavaScript with 303 to the Flexikonto, saying what happened', async () => {
    const joined = await t.post('/api/credit/club', 'action=join&locale=fr-CH', form, t.customer(CLAIRE));
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toBe('/fr/mon-compte/flexikonto?club=joined');
    const left = await t.post('/api/credit/club', 'action=leave', form, t.customer(CLAIRE));
    expect(left.headers.get('location')).toBe('/mein-konto/flexikonto?club=left');
  });

  it('refuses a post from another origin', async () => {
    const res = await t.post('/api/credit/club', '{"action":"join"}', json, {
      ...t.customer(CLAIRE),
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(await (await t.get('/api/credit/club', t.customer(CLAIRE))).json()).toMatchObject({
      member: false,
    });
  });
});

describe('the Flexikonto page’s club section', () => {
  it('offers joining to a holder and leaving to a member, as a form post, with the outcome', async () => {
    const page = async (id: string, path = '/mein-konto/flexikonto') =>
      (await t.fragment('credit-flexikonto', { path, headers: t.customer(id) })).text();
    // the stub account domain has the ledgers of the credit domain's own demo customers
    const claire = await page('demo-credit-ch', '/mein-konto/flexikonto?club=left');
    expect(claire).toContain('action="/api/credit/club"');
    expect(claire).toContain('Dem Vorteilsclub beitreten');
    expect(claire).toContain('Sie sind aus dem Vorteilsclub ausgetreten.');
    const anna = await page('demo-credit-de', '/mein-konto/flexikonto?club=joined');
    expect(anna).toContain('Aus dem Vorteilsclub austreten');
    expect(anna).toContain('Willkommen im Vorteilsclub! Ab sofort bestellen Sie versandkostenfrei.');
  });
});
