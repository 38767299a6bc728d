import type { Db } from '@sf/data';
import type { Hono } from 'hono';
import { generateCatalog, type SeedProduct } from '../seed/generate';
import { fragmentHeaders, testApp } from '../test-app';

const PRODUCTS = 300;
// the same generator (and seed) as testApp's catalog: the skus follow from it, not from a list
const seed = generateCatalog(PRODUCTS);
const first = (test: (p: SeedProduct) => boolean): SeedProduct => {
  const found = seed.products.find(test);
  if (!found) throw new Error('the seed has no such product');
  return found;
};
const washingMachine = first((p) => p.category === 'washing-machines');
const tyre = first((p) => p.category === 'tyres');
const withoutDelivery = first((p) => p.delivery === null);
const withDelivery = first((p) => p.delivery !== null);
/** A product whose gallery has further pictures: more than one colour. */
const colourful = first(
  (p) => new Set(seed.variants.filter((v) => v.productSku === p.sku).map((v) => v.colour)).size > 2,
);

/** A product with colours hidden that comes in more than one colour. */
const coloursHidden = first(
  (p) =>
    p.coloursHidden &&
    new Set(seed.variants.filter((v) => v.productSku === p.sku).map((v) => v.colour)).size > 1,
);

/** The `<img>` tags of an HTML text, in document order. */
const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];
/** An attribute of a tag (HTML attribute names are case-insensitive: React writes `fetchPriority`). */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

let app: Hono;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await testApp(PRODUCTS));
});
afterAll(() => db.close());

describe('product facts on the product page', () => {
  const page = async (sku: string, locale = 'de-DE', tenant = 'DE') => {
    const prefix = locale === 'fr-CH' ? '/fr' : '';
    const res = await app.request('/fragment/product', {
      headers: fragmentHeaders(`${prefix}/p/x-${sku}`, locale, tenant),
    });
    expect(res.status).toBe(200);
    return res.text();
  };

  it("shows a washing machine's energy class label", async () => {
    expect(washingMachine.energyClass).toMatch(/^[A-G]$/);
    expect(await page(washingMachine.sku)).toContain(`Energieeffizienzklasse ${washingMachine.energyClass}`);
    expect(await page(washingMachine.sku, 'fr-CH', 'CH')).toContain(
      `Classe d’efficacité énergétique ${washingMachine.energyClass}`,
    );
  });

  it("shows a tyre's EU tyre label: fuel efficiency, wet grip and rolling noise", async () => {
    const label = tyre.tyre;
    if (!label) throw new Error('a tyre without a label');
    const html = await page(tyre.sku);
    expect(html).toContain('EU-Reifenlabel');
    expect(html).toContain(`<dt>Kraftstoffeffizienz</dt><dd>${label.fuel}</dd>`);
    expect(html).toContain(`<dt>Nasshaftung</dt><dd>${label.wetGrip}</dd>`);
    expect(html).toMatch(
      new RegExp(`<dt>Rollgeräusch</dt><dd>${label.noiseDb}(<!-- -->)? dB \\((<!-- -->)?${label.noiseClass}`),
    );
    const fr = await page(tyre.sku, 'fr-CH', 'CH');
    expect(fr).toContain('Étiquette pneumatique UE');
    expect(fr).toContain('Bruit de roulement');
    // a washing machine has no tyre label, a tyre no energy label
    expect(await page(washingMachine.sku)).not.toContain('EU-Reifenlabel');
    expect(html).not.toContain('Energieeffizienzklasse');
  });

  it('lists the downloads the seed gives a product, each as a PDF link', async () => {
    expect(washingMachine.downloads).toEqual([
      'PRODUCT_DATASHEET',
      'SAFETY_DATASHEET',
      'USER_MANUAL',
      'MANUFACTURER_WARRANTY',
      'WARNING_LABEL',
    ]);
    const html = await page(washingMachine.sku);
    const links = [
      ...html.matchAll(/<a href="(\/api\/catalog\/downloads\/[^"]+)"[^>]*>([^<]+)(<!-- -->)? \(PDF\)<\/a>/g),
    ].map((m) => [m[2], m[1]]);
    expect(links).toEqual([
      ['Produktdatenblatt', `/api/catalog/downloads/${washingMachine.sku}/product_datasheet.pdf`],
      ['Sicherheitsdatenblatt', `/api/catalog/downloads/${washingMachine.sku}/safety_datasheet.pdf`],
      ['Bedienungsanleitung', `/api/catalog/downloads/${washingMachine.sku}/user_manual.pdf`],
      ['Herstellergarantie', `/api/catalog/downloads/${washingMachine.sku}/manufacturer_warranty.pdf`],
      ['Warnhinweise', `/api/catalog/downloads/${washingMachine.sku}/warning_label.pdf`],
    ]);
    const tyreHtml = await page(tyre.sku);
    expect(tyreHtml).toContain('Produktdatenblatt');
    expect(tyreHtml).not.toContain('Sicherheitsdatenblatt');
  });

  it('shows the fallback text for a product without a delivery statement, the days for one with', async () => {
    expect(await page(withoutDelivery.sku)).toContain('Leider ist derzeit keine Lieferaussage möglich.');
    expect(await page(withoutDelivery.sku, 'fr-CH', 'CH')).toContain(
      'Aucune indication de délai de livraison n’est possible pour le moment.',
    );
    const known = await page(withDelivery.sku);
    expect(known).toMatch(new RegExp(`Lieferung in (<!-- -->)?${withDelivery.delivery?.min}`));
    expect(known).not.toContain('keine Lieferaussage');
  });
});

describe('services and colours on the product page', () => {
  const page = async (sku: string, locale = 'de-DE', tenant = 'DE') => {
    const prefix = locale === 'fr-CH' ? '/fr' : '';
    const res = await app.request('/fragment/product', {
      headers: fragmentHeaders(`${prefix}/p/x-${sku}`, locale, tenant),
    });
    expect(res.status).toBe(200);
    return res.text();
  };

  it('names the warranty (1 year) and, for a washing machine, the hose extension (3.5 m) among the services', async () => {
    const de = await page(washingMachine.sku);
    expect(de).toContain('1 Jahr Garantie');
    expect(de).toContain('Anschlussservice mit Schlauchverlängerung bis 3,5 m');
    const fr = await page(washingMachine.sku, 'fr-CH', 'CH');
    expect(fr).toContain('1 an de garantie');
    expect(fr).toContain('Service de raccordement avec rallonge de tuyau jusqu’à 3,5 m');
    expect(await page(washingMachine.sku, 'nl-NL', 'NL')).toContain(
      'Aansluitservice met slangverlenging tot 3,5 m',
    );
    const tv = await page(first((p) => p.category === 'tvs').sku);
    expect(tv).toContain('1 Jahr Garantie');
    expect(tv).not.toContain('Schlauchverlängerung');
    expect(await page(tyre.sku)).not.toContain('1 Jahr Garantie');
  });

  it('honours "colors hidden": sizes only, no colour names, no pictures of other colours', async () => {
    const variants = seed.variants.filter((v) => v.productSku === coloursHidden.sku);
    const sizes = [...new Set(variants.map((v) => v.size))];
    const html = await page(coloursHidden.sku);
    const skus = new Set(variants.map((v) => v.sku));
    const options = [...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]*)<\/option>/g)]
      .filter((m) => skus.has(m[1] ?? ''))
      .map((m) => m[2]);
    expect(options.map((o) => o?.replace(/ – .*$/, ''))).toEqual(sizes);
    expect(html).not.toMatch(/<option value="[^"]+"[^>]*>[^<]*, [^<]*<\/option>/); // no "Rot, 38"
    const state = /<script[^>]*data-sf-state[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(state).toContain('"coloursHidden":true');
    expect(state).not.toContain('"colourName":"');
    expect(imgTags(html).filter((t) => /\(.*\)"/.test(attr(t, 'alt') ?? ''))).toEqual([]);
  });
});

describe('the product picture is the LCP element', () => {
  it('renders the first picture eager with fetchpriority high and its size reserved, every other picture lazy', async () => {
    const res = await app.request('/fragment/product', { headers: fragmentHeaders(`/p/x-${colourful.sku}`) });
    const html = await res.text();
    const [main, ...others] = imgTags(html);
    if (!main) throw new Error('no picture on the product page');
    expect(attr(main, 'alt')).toMatch(/, Ansicht 1$/);
    expect(attr(main, 'loading')).toBe('eager');
    expect(attr(main, 'fetchpriority')).toBe('high');
    // width and height give the box its ratio before the image arrives (no layout shift)
    expect(Number(attr(main, 'width'))).toBeGreaterThan(0);
    expect(Number(attr(main, 'height'))).toBeGreaterThan(0);
    const gallery = others.filter((tag) => / Ansicht [2-9]/.test(attr(tag, 'alt') ?? ''));
    expect(gallery.length).toBeGreaterThan(0);
    for (const tag of others) {
      expect([attr(tag, 'alt'), attr(tag, 'loading'), attr(tag, 'fetchpriority')]).toEqual([
        attr(tag, 'alt'),
        'lazy',
        null,
      ]);
    }
    // only one picture of the page asks for high priority
    expect(html.match(/fetchpriority="high"/gi)).toHaveLength(1);
  });
});
