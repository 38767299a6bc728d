import type { Db } from '@sf/data';
import type { Hono } from 'hono';
import { parseSeoFile } from '../seo-file';
import { testApp } from '../testing/test-app';

/** The JSON answers, loosely typed for the assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;

const de = { 'x-sf-locale': 'de-DE', 'x-sf-tenant': 'DE' };

describe('/api/search: searchv2, filter, seo, suggest', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await testApp(250));
  });
  afterAll(() => db.close());
  const get = async (path: string, headers: Record<string, string> = de) => {
    const res = await app.request(path, { headers });
    return { status: res.status, body: (await res.json()) as Body };
  };

  it('searchv2: results with product paths, facets, paging and sort', async () => {
    const { status, body } = await get('/api/search/searchv2?q=jeans&limit=5&sort=price-asc');
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThan(5);
    expect(body.hits).toHaveLength(5);
    expect(body.hits[0].url).toMatch(/^\/p\/.+-\d{6}$/);
    expect(body.facets.brand.length).toBeGreaterThan(0);
    expect(body.currency).toBe('EUR');
    const prices = body.hits.map((h: { price: number }) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers in the shop’s language and currency', async () => {
    const fr = await get('/api/search/searchv2?q=canap%C3%A9', {
      'x-sf-locale': 'fr-CH',
      'x-sf-tenant': 'CH',
    });
    expect(fr.body.hits[0].name).toMatch(/Canapé/);
    expect(fr.body.hits[0].url).toMatch(/^\/fr\/p\//);
    expect(fr.body.currency).toBe('CHF');
    const nl = await get('/api/search/searchv2?q=bank', { 'x-sf-locale': 'nl-NL', 'x-sf-tenant': 'NL' });
    expect(nl.body.hits[0].name).toMatch(/Bank/);
  });

  it('refuses an empty term with the spec’s message', async () => {
    for (const path of [
      '/api/search/searchv2',
      '/api/search/searchv2?q=%20',
      '/api/search/suggest?q=',
      '/api/search/filter',
      '/api/search/seo?q=',
    ]) {
      const { status, body } = await get(path);
      expect(status).toBe(400);
      expect(body.error.message).toBe('Bitte geben Sie zunächst Ihren Suchbegriff ein.');
    }
  });

  it('takes long, SQL-like, regex-like, emoji and NUL terms without a 5xx', async () => {
    for (const q of [
      'x'.repeat(1000),
      "' OR 1=1; DROP TABLE docs --",
      '.*(a|b)+[',
      '😀🛋️',
      'sofa\u0000',
      '%',
      '\\',
      'a:*&!|',
    ]) {
      const { status } = await get(`/api/search/searchv2?q=${encodeURIComponent(q)}`);
      expect(status).toBeLessThan(500);
      const s = await get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
      expect(s.status).toBeLessThan(500);
    }
  });

  it('filter: counts only; seo: noindex unless curated', async () => {
    const filter = await get('/api/search/filter?q=jeans&brand=Nordhafen');
    expect(filter.body.hits).toBeUndefined();
    expect(filter.body.facets.brand.find((b: { value: string }) => b.value === 'Nordhafen').selected).toBe(
      true,
    );
    expect((await get('/api/search/seo?q=jeans')).body).toMatchObject({
      robots: 'index, follow',
      curated: true,
      path: '/s/jeans',
    });
    expect((await get('/api/search/seo?q=sofa')).body).toMatchObject({
      robots: 'noindex, follow',
      curated: false,
    });
  });

  it('suggest: completions, products and categories with their pages', async () => {
    const { body } = await get('/api/search/suggest?q=sof');
    expect(body.terms[0]).toMatchObject({ term: 'sofa', url: '/s/sofa' });
    expect(body.products[0].name).toMatch(/Sofa/);
    expect(body.categories[0]).toMatchObject({ key: 'sofas', url: '/moebel/sofas-couches/' });
  });
});

describe('/api/search/seo with the content bucket’s SEO file', () => {
  let app: Hono;
  let db: Db;
  const asked: string[] = [];
  beforeAll(async () => {
    const file = parseSeoFile({
      searchTerms: [
        { term: 'Sofa', title: 'Sofas und Couches online kaufen', description: 'Sofas in vielen Farben.' },
        { term: 'zzzzqx' },
        { title: 'ohne Begriff' },
      ],
    });
    ({ app, db } = await testApp(250, {
      seoFile: async (locale) => {
        asked.push(locale);
        return locale === 'de-DE' ? file : null;
      },
    }));
  });
  afterAll(() => db.close());

  it('indexes a landing term of the file with its title and description, while it finds something', async () => {
    const res = await app.request('/api/search/seo?q=sofa', { headers: de });
    expect(await res.json()).toMatchObject({
      robots: 'index, follow',
      curated: true,
      title: 'Sofas und Couches online kaufen',
      description: 'Sofas in vielen Farben.',
    });
    // a landing term that finds nothing stays out of the index
    const none = await app.request('/api/search/seo?q=zzzzqx', { headers: de });
    expect(await none.json()).toMatchObject({ robots: 'noindex, follow', curated: false });
    // the configured terms still count; another locale without a file keeps the generic texts
    const jeans = await app.request('/api/search/seo?q=jeans', { headers: de });
    expect(await jeans.json()).toMatchObject({ robots: 'index, follow', curated: true });
    expect(asked).toContain('de-DE');
  });
});

describe('parseSeoFile', () => {
  it('keeps well-formed landing terms by their lower-case term and refuses a file without a list', () => {
    const file = parseSeoFile({
      searchTerms: [{ term: ' Jeans ', title: 'Jeans', description: '<b>x</b>' }, { term: 42 }, null],
    });
    expect([...(file?.searchTerms ?? [])]).toEqual([['jeans', { title: 'Jeans', description: null }]]);
    expect(parseSeoFile({})).toBeNull();
    expect(parseSeoFile(null)).toBeNull();
  });
});
