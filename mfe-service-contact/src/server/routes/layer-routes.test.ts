import { createTestApp, fragmentHeaders } from '../test-app';

let h: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h.t.db.close();
});

describe('service layers', () => {
  it('serves a layer snippet, its JSON and /servicelayer/<id> with the content only', async () => {
    const snippet = await h.app.request('/fragment/inspire/servicelayer/de/versandkosten');
    expect(snippet.status).toBe(200);
    expect(await snippet.text()).toBe(
      '<div class="sf-service-layer" data-layer="versandkosten"><h2>Versandkosten</h2><p>Ab 75 € liefern wir versandkostenfrei.</p></div>',
    );
    const json = await h.app.request('/api/servicelayer/versandkosten?language=de');
    expect(await json.json()).toEqual({
      id: 'versandkosten',
      title: 'Versandkosten',
      paragraphs: ['Ab 75 € liefern wir versandkostenfrei.'],
    });
    const page = await h.app.request('/fragment/service-layer', {
      headers: fragmentHeaders('/servicelayer/versandkosten'),
    });
    expect(page.headers.get('x-sf-status')).toBe('200');
    const html = await page.text();
    expect(html).toContain('<h1 id="layer-versandkosten">Versandkosten</h1>');
    expect(html).not.toContain('<form');
  });

  it('shows the layer load failure message, localized, with 404 for a missing or malformed layer', async () => {
    const snippet = await h.app.request('/fragment/inspire/servicelayer/nl/bestaat-niet');
    expect(snippet.status).toBe(404);
    expect(await snippet.text()).toContain('De inhoud kon helaas niet worden geladen.');
    const json = await h.app.request('/api/servicelayer/..%2Fsecret?language=fr');
    expect(json.status).toBe(404);
    expect(((await json.json()) as { error: { message: string } }).error.message).toMatch(
      /^Le contenu n’a malheureusement pas pu être chargé/,
    );
    const page = await h.app.request('/fragment/service-layer', {
      headers: fragmentHeaders('/servicelayer/nope'),
    });
    expect(page.headers.get('x-sf-status')).toBe('404');
    expect(await page.text()).toContain('Der Inhalt konnte leider nicht geladen werden.');
  });
});

describe('the index of the service layers (/servicelayer/)', () => {
  it('links each layer of the locale, content only, and leaves out malformed ids', async () => {
    const page = await h.app.request('/fragment/service-layer', {
      headers: fragmentHeaders('/fr/servicelayer/', 'fr-CH', 'CH'),
    });
    expect(page.headers.get('x-sf-status')).toBe('200');
    const html = await page.text();
    expect(html).toContain('>Les infos service en bref</h1>');
    expect(html).toContain('<a href="/fr/servicelayer/versandkosten">Frais de livraison</a>');
    expect(html).toContain('<a href="/fr/servicelayer/garantie">Garantie</a>');
    expect(html).not.toContain('secret');
    expect(html).not.toContain('<form');
  });

  it('answers 404 with the layer load failure message where the bucket has no index', async () => {
    const page = await h.app.request('/fragment/service-layer', {
      headers: fragmentHeaders('/servicelayer/', 'nl-NL', 'NL'),
    });
    expect(page.headers.get('x-sf-status')).toBe('404');
    expect(await page.text()).toContain('De inhoud kon helaas niet worden geladen.');
  });
});

describe('contact fragments', () => {
  it('renders the form with every field and the 14 subjects, and the success view with its reference', async () => {
    const form = await (
      await h.app.request('/fragment/contact', { headers: fragmentHeaders('/service-hilfe/kontakt') })
    ).text();
    for (const name of [
      'salutation',
      'firstname',
      'lastname',
      'email',
      'phone',
      'customernumber',
      'birthday',
      'street',
      'housenumber',
      'postalcode',
      'city',
      'subject',
      'message',
      'attachments',
      'cancelnl',
      'canceladvertising',
      'cancelmarketing',
    ]) {
      expect(form).toContain(`name="${name}"`);
    }
    expect(form.match(/<option value="[a-zA-Z]+"/g)?.length).toBe(14 + 3);
    expect(form).toMatch(/enctype="multipart\/form-data"/i); // HTML attribute names are case-insensitive
    const sent = await (
      await h.app.request('/fragment/contact-sent', {
        headers: fragmentHeaders('/klantenservice/contact/verzonden?ref=K-ABCDEFGHJK', 'nl-NL', 'NL'),
      })
    ).text();
    expect(sent).toContain('Uw dossiernummer: K-ABCDEFGHJK.');
    const forged = await (
      await h.app.request('/fragment/contact-sent', {
        headers: fragmentHeaders('/service-hilfe/kontakt/gesendet?ref=<b>x</b>'),
      })
    ).text();
    expect(forged).not.toContain('<b>x</b>');
  });
});
