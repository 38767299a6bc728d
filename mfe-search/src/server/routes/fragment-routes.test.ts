import type { Db } from '@sf/data';
import type { Hono } from 'hono';
import { fragmentHeaders, testApp } from '../testing/test-app';

describe('GET /fragment/search', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await testApp(1200));
  });
  afterAll(() => db.close());
  const fragment = (path: string, locale = 'de-DE', tenant = 'DE') =>
    app.request('/fragment/search', { headers: fragmentHeaders(path, locale, tenant) });

  it('renders results with facets, sort, loadMore and noindex', async () => {
    const res = await fragment('/s/sofa');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Ihre Suche nach „sofa“');
    expect(html).toContain('Mehr laden');
    expect(html).toContain('name="brand"');
    expect(html).toContain('data-sf-ad-slot="search"');
    expect(decodeURIComponent(res.headers.get('x-sf-title') ?? '')).toBe('Suchergebnisse für „sofa“');
    expect(res.headers.get('x-sf-head')).toContain('noindex');
  });

  it('renders the search box widget’s slot (no markup of its own: it enhances the header form)', async () => {
    const res = await app.request('/fragment/search-box', { headers: fragmentHeaders('/') });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-sf-slot="mfe-search-box"');
  });

  it('indexes a curated landing term', async () => {
    expect((await fragment('/s/jeans')).headers.get('x-sf-head')).toContain('index, follow');
  });

  it('shows as many results as `shown` asks (loadMore URL state)', async () => {
    const html = await (await fragment('/s/jeans?shown=48')).text();
    expect(html.match(/id="hit-/g)?.length).toBeGreaterThan(24);
  });

  it('redirects the header form’s ?q= to the term’s path', async () => {
    const res = await fragment('/s/?q=Sofa%20grau');
    expect(res.headers.get('x-sf-status')).toBe('303');
    expect(res.headers.get('x-sf-location')).toBe('/s/Sofa%20grau');
    const fr = await fragment('/fr/s/?q=canap%C3%A9', 'fr-CH', 'CH');
    expect(fr.headers.get('x-sf-location')).toBe('/fr/s/canap%C3%A9');
  });

  it('shows a zero-result page with "did you mean" and the empty-term page', async () => {
    const zero = await (await fragment('/s/xqzvw')).text();
    expect(zero).toContain('Leider keine Treffer');
    expect(zero).not.toContain('Meinten Sie:');
    // no hits and too far for the silent correction: links to close terms that find products
    const close = await (await fragment('/s/ledersofa')).text();
    expect(close).toContain('Leider keine Treffer für „ledersofa“');
    expect(close).toContain('Meinten Sie:');
    expect(close).toMatch(/<a [^>]*href="\/s\/sofa"[^>]*>sofa<\/a>/);
    const twoWords = await (await fragment('/s/ledersofa%20grau')).text();
    expect(twoWords).toMatch(/<a [^>]*href="\/s\/sofa%20grau"[^>]*>sofa grau<\/a>/);
    const typo = await (await fragment('/s/jens')).text();
    expect(typo).toContain('Wir zeigen Ihnen Ergebnisse für „jeans“');
    const empty = await (await fragment('/s/')).text();
    expect(empty).toContain('Bitte geben Sie zunächst Ihren Suchbegriff ein.');
  });
});
