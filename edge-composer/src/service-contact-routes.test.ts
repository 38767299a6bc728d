import type { Registry } from '@sf/contracts';
import { createComposer } from './app';

const log = { info: () => {}, warn: () => {}, error: () => {} };

const registry = async (): Promise<Registry> => ({
  contractVersion: 1,
  tenants: {
    DE: {
      'mfe-service-contact': { version: '1', assetsUrl: '/_assets/c/1/', manifestUrl: '/_assets/c/1/m.json', server: 'http://contact.invalid', integrity: 'x', sharedVersions: {}, contractVersion: 1, history: [] },
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
    for (const path of ['/api/contact/captcha', '/api/servicelayer/versandkosten?language=de', '/fragment/inspire/servicelayer/de/versandkosten']) {
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
