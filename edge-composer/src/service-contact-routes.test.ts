import type { Registry } from '@sf/contracts';
import { createComposer } from './app';
import { COMPOSITIONS } from '../tests/compositions';

const log = { info: () => {}, warn: () => {}, error: () => {} };

const registry = async (): Promise<Registry> => ({
  contractVersion: 1,
  tenants: {
    DE: {
      shell: {
        version: '1',
        assetsUrl: '/_assets/s/1/',
        manifestUrl: '/_assets/s/1/m.json',
        server: 'http://shell.invalid',
        integrity: 'x',
        sharedVersions: {},
        contractVersion: 1,
        history: [],
      },
      'mfe-service-contact': {
        version: '1',
        assetsUrl: '/_assets/c/1/',
        manifestUrl: '/_assets/c/1/m.json',
        server: 'http://contact.invalid',
        integrity: 'x',
        sharedVersions: {},
        contractVersion: 1,
        history: [],
        composition: COMPOSITIONS['mfe-service-contact'],
      },
    },
  },
});

describe('service-contact calls', () => {
  it('proxies /api/contact, /api/servicelayer and the public layer fragment to the service-contact server', async () => {
    const seen: string[] = [];
    const fetchFragment = async (url: string) => {
      seen.push(url);
      return new Response('<div>layer</div>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    };
    const app = createComposer({ registry, logger: log as never, devFeatures: false, fetchFragment });
    for (const path of [
      '/api/contact/captcha',
      '/api/servicelayer/versandkosten?language=de',
      '/fragment/inspire/servicelayer/de/versandkosten',
    ]) {
      expect((await app.request(`http://de.localhost${path}`)).status).toBe(200);
    }
    expect(seen).toEqual([
      'http://contact.invalid/api/contact/captcha',
      'http://contact.invalid/api/servicelayer/versandkosten?language=de',
      'http://contact.invalid/fragment/inspire/servicelayer/de/versandkosten',
    ]);
    // other fragments stay internal
    expect((await app.request('http://de.localhost/fragment/contact')).status).not.toBe(200);
  });
});

describe('the service layer page (decision 0095)', () => {
  const serve = () => {
    const seen: string[] = [];
    const fetchFragment = async (url: string) => {
      seen.push(url);
      const id = new URL(url).pathname.split('/').pop();
      const html =
        id === 'header'
          ? '<header>Shop header</header>'
          : id === 'footer'
            ? '<footer>Shop footer</footer>'
            : `<section><h1>${id}</h1></section>`;
      return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    };
    return {
      seen,
      app: createComposer({ registry, logger: log as never, devFeatures: false, fetchFragment }),
    };
  };

  it('renders its content only: no shell header or footer fetched or written', async () => {
    const { seen, app } = serve();
    const res = await app.request('http://de.localhost/servicelayer/versandkosten');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>service-layer</h1>');
    expect(html).toContain('<main id="main">');
    expect(html).not.toContain('Shop header');
    expect(html).not.toContain('Shop footer');
    expect(seen.filter((u) => u.startsWith('http://shell.invalid'))).toEqual([]);
  });

  it('keeps the frame on the service pages', async () => {
    const { seen, app } = serve();
    const html = await (await app.request('http://de.localhost/service-hilfe/kontakt')).text();
    expect(html).toContain('Shop header');
    expect(html).toContain('Shop footer');
    expect(seen).toEqual(
      expect.arrayContaining([
        'http://shell.invalid/fragment/header',
        'http://shell.invalid/fragment/footer',
      ]),
    );
  });
});
