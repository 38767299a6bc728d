import type { Db } from '@sf/data';
import type { Hono } from 'hono';
import { generateCatalog } from '../seed/generate';
import { fragmentHeaders, testApp } from '../test-app';

describe('catalog fragments', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await testApp(300));
  });
  afterAll(() => db.close());

  it('renders a category page with products, filters, loadMore, canonical and hreflang, and breadcrumb JSON-LD with the nonce', async () => {
    const res = await app.request('/fragment/category', {
      headers: fragmentHeaders('/damenmode/kleider/?sort=price-asc'),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sf-status')).toBeNull();
    const html = await res.text();
    expect(html).toContain('data-sf-slot="mfe-catalog"');
    expect(html).toContain('Damen-Kleider');
    expect(html).toContain('Filter anwenden');
    // product names are the headings below the page's h1 (no skipped level)
    expect(html).toMatch(/<h2[^>]*>Kleid „/);
    expect(html).toMatch(/href="\/p\/[a-z0-9-]+-\d{6}"/);
    expect(html).toContain('<script type="application/ld+json" nonce="n0nce">');
    expect(html).toContain('"@type":"BreadcrumbList"');
    const head = res.headers.get('x-sf-head') ?? '';
    expect(head).toContain('<link rel="canonical" href="http://de.localhost:3000/damenmode/kleider/">');
    expect(head).toContain('hreflang="fr-CH" href="http://ch.localhost:3000/fr/mode-femme/robes/"');
    expect(decodeURIComponent(res.headers.get('x-sf-title') ?? '')).toBe('Damen-Kleider');
  });

  it("renders a group page (Damenmode: every women's category, nothing else) with department and group in the breadcrumbs", async () => {
    const res = await app.request('/fragment/category', { headers: fragmentHeaders('/damenmode/') });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sf-status')).toBeNull();
    expect(decodeURIComponent(res.headers.get('x-sf-title') ?? '')).toBe('Damenmode');
    const html = await res.text();
    expect(html).toMatch(/<h2[^>]*>Kleid „/);
    expect(html).not.toMatch(/<h2[^>]*>(Sofa|Waschmaschine|Hemd) „/);
    const crumbs = JSON.parse(
      /<script type="application\/ld\+json" nonce="n0nce">(\{"@context[^<]*BreadcrumbList[^<]*)<\/script>/.exec(
        html,
      )?.[1] ?? '{}',
    ) as { itemListElement?: { name: string }[] };
    expect(crumbs.itemListElement?.map((c) => c.name)).toEqual(['Startseite', 'Mode', 'Damenmode']);
    const dress = await app.request('/fragment/category', {
      headers: fragmentHeaders('/damenmode/kleider/'),
    });
    expect(await dress.text()).toContain('"name":"Damenmode"');
    const textiles = await app.request('/fragment/category', { headers: fragmentHeaders('/heimtextilien/') });
    expect(textiles.status).toBe(200);
    expect(textiles.headers.get('x-sf-status')).toBeNull();
  });

  it('renders a product page with the variant choice, JSON-LD Product and the French slug in the French alternate', async () => {
    const res = await app.request('/fragment/product', { headers: fragmentHeaders('/p/irgendwas-100001') });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"sku":"100001"');
    // the picture search engines and the offline page of the service worker show
    expect(html).toMatch(/"image":"http:\/\/de\.localhost:3000\/api\/catalog\/images\/[^"/]+\/480\.jpeg"/);
    expect(html).toContain('In den Warenkorb');
    expect(html).toContain('Bitte wählen');
    expect(res.headers.get('x-sf-head')).toMatch(
      /hreflang="fr-CH" href="http:\/\/ch\.localhost:3000\/fr\/p\/[a-z0-9-]*robe[a-z0-9-]*-100001"/,
    );
  });

  it('answers 404 through the fragment status for an unknown sku or category', async () => {
    for (const [route, path] of [
      ['product', '/p/nichts-999999'],
      ['product', '/p/kein-sku'],
      ['category', '/gibt-es-nicht/'],
    ] as const) {
      const res = await app.request(`/fragment/${route}`, { headers: fragmentHeaders(path) });
      expect([path, res.headers.get('x-sf-status')]).toEqual([path, '404']);
      expect(await res.text()).toContain('Diese Seite gibt es leider nicht');
    }
  });

  it('shows the no-JavaScript basket notices with the spec texts, in French for fr-CH', async () => {
    const de = await app.request('/fragment/product', {
      headers: fragmentHeaders('/p/x-100001?notice=variant'),
    });
    expect(await de.text()).toContain('Bitte wählen Sie zuerst eine Variante aus!');
    const fr = await app.request('/fragment/product', {
      headers: fragmentHeaders('/fr/p/x-100001?notice=basket-error', 'fr-CH', 'CH'),
    });
    expect(await fr.text()).toContain('Votre article n’a malheureusement pas pu être ajouté au panier...');
  });

  it("answers the bra-size finder's form without JavaScript with the search link (cupSize and size)", async () => {
    const bra = generateCatalog(300).products.find((p) => p.category === 'women-lingerie');
    for (const [locale, tenant, prefix, category, link] of [
      ['de-DE', 'DE', '', '/damenmode/waesche-dessous/', '/s/BH?cupSize=B&size=75'],
      ['fr-CH', 'CH', '/fr', '/fr/mode-femme/lingerie/', '/fr/s/Soutien-gorge?cupSize=B&size=75'],
    ] as const) {
      const product = await (
        await app.request('/fragment/product', {
          headers: fragmentHeaders(`${prefix}/p/x-${bra?.sku}`, locale, tenant),
        })
      ).text();
      const form = /<form action="([^"]+)" method="get">(.*?)<\/form>/.exec(product);
      expect([form?.[1], form?.[2]?.match(/name="(underbust|bust)"/g)]).toEqual([
        category,
        ['name="underbust"', 'name="bust"'],
      ]);
      const res = await app.request('/fragment/category', {
        headers: fragmentHeaders(`${category}?underbust=75&bust=89`, locale, tenant),
      });
      expect([res.headers.get('x-sf-status'), res.headers.get('x-sf-location')]).toEqual(['303', link]);
    }
    // a size filter in the address still filters the category (shared links of decision 0084)
    const filtered = await (
      await app.request('/fragment/category', {
        headers: fragmentHeaders('/damenmode/waesche-dessous/?size=75B'),
      })
    ).text();
    expect(filtered).toContain('<input type="checkbox" name="size" checked="" value="75B"/>');
  });

  it('tells a shopper without JavaScript when the measurements give no size, and shows the category unfiltered', async () => {
    const de = await (
      await app.request('/fragment/category', {
        headers: fragmentHeaders('/damenmode/waesche-dessous/?underbust=75&bust=70'),
      })
    ).text();
    expect(de).toContain(
      'Bitte geben Sie Maße zwischen 60 und 150 cm an; der Brustumfang muss größer sein als der Unterbrustumfang.',
    );
    expect(de).not.toContain('Einige Filterangaben waren ungültig');
    expect(de).not.toMatch(/name="size" checked=""/);
    const fr = await (
      await app.request('/fragment/category', {
        headers: fragmentHeaders('/fr/mode-femme/lingerie/?underbust=abc&bust=89', 'fr-CH', 'CH'),
      })
    ).text();
    expect(fr).toContain('Veuillez indiquer des mesures entre 60 et 150 cm');
  });
});
