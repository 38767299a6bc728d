import type { Db } from '@sf/data';
import type { Hono } from 'hono';
import { testApp } from '../test-app';

describe('/api/catalog and the sitemaps', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await testApp(120));
  });
  afterAll(() => db.close());

  it('serves a PDF for each download a product lists, 404 for others', async () => {
    const washer = (
      await db.query<{ sku: string }>("SELECT sku FROM products WHERE category = 'washing-machines' LIMIT 1")
    ).rows[0]?.sku;
    const res = await app.request(`/api/catalog/downloads/${washer}/user_manual.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(await res.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('Bedienungsanleitung');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect((await app.request(`/api/catalog/downloads/${washer}/assembly.pdf`)).status).toBe(404);
    expect((await app.request('/api/catalog/downloads/999999/user_manual.pdf')).status).toBe(404);
  });

  it('answers the no-JavaScript basket form: variant missing and quantity out of range go back with a notice', async () => {
    const post = (body: Record<string, string>) =>
      app.request('/api/catalog/basket', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
        body: new URLSearchParams(body).toString(),
      });
    const noVariant = await post({ product: '100001', sku: '', quantity: '1' });
    expect(noVariant.status).toBe(303);
    expect(noVariant.headers.get('location')).toMatch(/^\/p\/.+-100001\?notice=variant$/);
    const huge = await post({ product: '100001', sku: '10000103', quantity: '1000' });
    expect(huge.headers.get('location')).toMatch(/notice=quantity&variant=10000103$/);
    const negative = await post({ product: '100001', sku: '10000103', quantity: '-2' });
    expect(negative.headers.get('location')).toMatch(/notice=quantity/);
    expect((await post({ product: '999999', sku: '', quantity: '1' })).status).toBe(404);
  });

  it('lists a sitemap per locale in the index, and every category and product in each', async () => {
    const index = await (await app.request('/sitemap.xml', { headers: { 'x-sf-tenant': 'CH' } })).text();
    expect(index).toContain('<loc>http://ch.localhost:3000/sitemaps/fr-CH.xml</loc>');
    expect(index.match(/<sitemap>/g)).toHaveLength(5);
    const fr = await (await app.request('/sitemaps/fr-CH.xml')).text();
    expect(fr).toContain('<loc>http://ch.localhost:3000/fr/mode-femme/robes/</loc>');
    expect(fr.match(/\/fr\/p\/[a-z0-9-]+-\d{6}</g)).toHaveLength(120);
    expect((await app.request('/sitemaps/xx-XX.xml')).status).toBe(404);
  });
});
