import type { Registry } from '@sf/contracts';
import { createComposer } from './app';
import { COMPOSITIONS } from '../tests/compositions';
import type { ComposerLogger } from './types';

function logger() {
  const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    lines.push({ level, msg, fields: fields ?? {} });
  const log: ComposerLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

const broken = () => Promise.reject(new Error('registry exploded at /secret/path'));
const empty = async (): Promise<Registry> => ({ contractVersion: 1, tenants: {} });

describe('createComposer', () => {
  it('answers an exception with the localized 500 page, without details, and logs it', async () => {
    const { log, lines } = logger();
    const app = createComposer({ registry: broken, logger: log });
    const res = await app.request('http://ch.localhost/fr/aide-service');
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(html).toContain('<html lang="fr-CH">');
    expect(html).toContain('<h1>Une erreur technique s’est produite</h1>');
    expect(html).not.toContain('exploded');
    expect(html).not.toContain('<script');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'nonce-");
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'error', fields: expect.objectContaining({ code: 'COMPOSER-006' }) }),
    );
  });

  it('answers API exceptions with JSON and reports an unreadable registry on /healthz', async () => {
    const app = createComposer({ registry: broken, logger: logger().log });
    const api = await app.request('http://de.localhost/api/newsletter/x');
    expect(api.status).toBe(500);
    expect(await api.json()).toMatchObject({ error: { code: 'API-500' } });
    // the error handler's reply carries the baseline too
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const health = await app.request('http://de.localhost/healthz');
    expect(health.status).toBe(503);
  });

  it('serves no dev mailbox when it is off, and no gateway when none is injected', async () => {
    const app = createComposer({ registry: empty, logger: logger().log, devFeatures: false });
    const mailbox = await app.request('http://de.localhost/dev/mailbox.json');
    expect(mailbox.status).toBe(404);
    expect(await mailbox.text()).toContain('Seite nicht gefunden');
    const gateway = await app.request('http://de.localhost/api/gateway/?query=%7B__typename%7D');
    expect(gateway.status).toBe(404);
  });

  it('composes a page with fallbacks when no shell is deployed, and answers HEAD without a body', async () => {
    const app = createComposer({ registry: empty, logger: logger().log });
    const res = await app.request('http://nl.localhost/');
    const html = await res.text();
    expect(res.status).toBe(404);
    expect(html).toContain('<div data-sf-slot="shell" data-sf-route="header" data-sf-fallback>');
    expect(html).not.toContain('<script src=');
    const head = await app.request('http://nl.localhost/robots.txt', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers an unknown host 421 without development features, and the default tenant with them', async () => {
    const off = createComposer({
      registry: empty,
      logger: logger().log,
      devFeatures: false,
      allowedHosts: 'www.shop.example',
    });
    const refused = await off.request('http://evil.example/', { headers: { host: 'evil.example' } });
    expect(refused.status).toBe(421);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await off.request('http://www.shop.example/robots.txt')).status).toBe(200);
    expect((await off.request('http://ch.localhost/robots.txt')).status).toBe(200);
    const on = createComposer({ registry: empty, logger: logger().log, devFeatures: true });
    expect((await on.request('http://evil.example/robots.txt')).status).toBe(200);
  });

  it('sets HSTS and a __Host- prefixed Secure bucket cookie over TLS while a canary is live, and ignores an unprefixed one there', async () => {
    const version = {
      version: '1.0.0',
      assetsUrl: '/_assets/shell/1.0.0/',
      manifestUrl: '/_assets/shell/1.0.0/mf-manifest.json',
      server: 'http://127.0.0.1:9',
      integrity: '',
      sharedVersions: {},
      contractVersion: 1,
    };
    const withCanary = async (): Promise<Registry> => ({
      contractVersion: 1,
      tenants: {
        DE: {
          shell: {
            ...version,
            history: [],
            canary: { version: { ...version, version: '1.1.0' }, percent: 10 },
          },
        },
      },
    });
    const app = createComposer({
      registry: withCanary,
      logger: logger().log,
      devFeatures: false,
      fragmentTimeoutMs: 200,
    });
    const res = await app.request('https://de.localhost/', {
      headers: { cookie: 'sf_bucket=0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f' },
    });
    await res.text();
    const noCanary = await createComposer({
      registry: empty,
      logger: logger().log,
      devFeatures: false,
    }).request('https://de.localhost/');
    await noCanary.text();
    expect(noCanary.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('set-cookie')).toMatch(
      /^__Host-sf_bucket=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const health = await app.request('https://de.localhost/healthz');
    expect(health.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await app.request('http://de.localhost/healthz');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('honours x-forwarded-* only from a proxy named in TRUST_PROXY', async () => {
    const seen: Headers[] = [];
    const registry = async (): Promise<Registry> => ({
      contractVersion: 1,
      tenants: {
        DE: {
          'mfe-newsletter': {
            version: '1',
            assetsUrl: '/_assets/n/1/',
            manifestUrl: '/_assets/n/1/m.json',
            server: 'http://newsletter.invalid',
            integrity: 'x',
            sharedVersions: {},
            contractVersion: 1,
            history: [],
            composition: COMPOSITIONS['mfe-newsletter'],
          },
        },
      },
    });
    const fetchFragment = async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    };
    const forwarded = {
      'x-forwarded-for': '6.6.6.6, 198.51.100.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'de.localhost',
    };
    for (const peer of ['10.0.0.2', '203.0.113.5']) {
      const app = createComposer({
        registry,
        logger: logger().log,
        devFeatures: false,
        trustProxy: '10.0.0.0/8',
        fetchFragment,
        peerAddress: () => peer,
      });
      const res = await app.request('http://de.localhost/api/newsletter/status', { headers: forwarded });
      expect(res.status).toBe(200);
    }
    expect(
      seen.map((h) => [h.get('x-forwarded-for'), h.get('x-real-ip'), h.get('x-forwarded-proto')]),
    ).toEqual([
      ['198.51.100.4', '198.51.100.4', 'https'],
      ['203.0.113.5', '203.0.113.5', 'http'],
    ]);
  });

  describe('seams (issue 25)', () => {
    const entry = (remote: keyof typeof COMPOSITIONS, server: string) => ({
      version: '1',
      assetsUrl: '/_assets/n/1/',
      manifestUrl: '/_assets/n/1/m.json',
      server,
      integrity: 'x',
      sharedVersions: {},
      contractVersion: 1,
      history: [],
      composition: COMPOSITIONS[remote],
    });
    const registry = async (): Promise<Registry> => ({
      contractVersion: 1,
      tenants: {
        DE: {
          'mfe-basket-checkout': entry('mfe-basket-checkout', 'http://basket.invalid'),
          'mfe-newsletter': entry('mfe-newsletter', 'http://newsletter.invalid'),
        },
      },
    });
    function upstream() {
      const seen: { url: string; headers: Headers }[] = [];
      const fetchFragment = async (url: string, init: RequestInit) => {
        seen.push({ url, headers: new Headers(init.headers) });
        return new Response(null, { status: 204 });
      };
      return { seen, fetchFragment };
    }

    it('lets the payment provider’s notification through without Origin: exact path, POST only', async () => {
      const { seen, fetchFragment } = upstream();
      const app = createComposer({ registry, logger: logger().log, devFeatures: false, fetchFragment });
      const body = JSON.stringify({ paymentId: 'p', status: 'authorized' });
      const json = { 'content-type': 'application/json' };
      const notify = await app.request('http://de.localhost/api/basket/checkout/payment/notify', {
        method: 'POST',
        headers: json,
        body,
      });
      expect(notify.status).toBe(204);
      expect(seen.map((s) => new URL(s.url).pathname)).toEqual(['/api/basket/checkout/payment/notify']);
      for (const [path, method] of [
        ['/api/basket/checkout/payment/notify', 'PUT'],
        ['/api/basket/checkout/payment/notify', 'DELETE'],
        ['/api/basket/checkout/payment/notify/x', 'POST'],
        ['/api/basket/checkout/payment/notifyx', 'POST'],
        ['/api/basket/checkout/order', 'POST'],
        ['/api/basket/paylink/payment/notify', 'POST'],
      ] as const) {
        const refused = await app.request(`http://de.localhost${path}`, {
          method,
          headers: { ...json, origin: 'https://evil.example' },
          body,
        });
        expect([method, path, refused.status]).toEqual([method, path, 403]);
      }
      expect(seen).toHaveLength(1);
    });

    it('sends pages with personal data as no-store (account, basket and checkout, mailed links, any page of a session), others private, no-cache', async () => {
      const fetchFragment = async () =>
        new Response('<p>Inhalt</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
      const remotes = {
        shell: entry('shell', 'http://shell.invalid'),
        'mfe-account': entry('mfe-account', 'http://account.invalid'),
        'mfe-basket-checkout': entry('mfe-basket-checkout', 'http://basket.invalid'),
        'mfe-newsletter': entry('mfe-newsletter', 'http://newsletter.invalid'),
      };
      const app = createComposer({
        registry: async () => ({ contractVersion: 1, tenants: { DE: remotes } }),
        logger: logger().log,
        devFeatures: false,
        fetchFragment,
      });
      const cacheOf = async (path: string, cookie?: string) => {
        const res = await app.request(`http://de.localhost${path}`, { headers: cookie ? { cookie } : {} });
        await res.text();
        return [path, cookie ?? '', res.headers.get('cache-control')];
      };
      const basket = 'sf_basket=8f0c7a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
      for (const [path, cookie] of [
        ['/mein-konto', undefined],
        ['/mein-konto/meine-bestellungen-und-lieferungen', 'ecToken=x.y.z'],
        ['/warenkorb', basket],
        ['/kasse', basket],
        ['/kasse/auftrag?order=40000001', basket],
        ['/password/reset?token=abc', undefined],
        ['/service-hilfe/newsletter/anmelden/bestaetigt?token=abc', undefined],
        ['/', 'ecToken=x.y.z'],
      ] as const)
        expect(await cacheOf(path, cookie)).toEqual([path, cookie ?? '', 'no-store']);
      for (const [path, cookie] of [
        ['/', undefined],
        ['/', basket],
        ['/service-hilfe/newsletter/anmelden', undefined],
      ] as const) {
        expect(await cacheOf(path, cookie)).toEqual([path, cookie ?? '', 'private, no-cache']);
      }
    });

    it('never keeps a client’s X-Request-Id: the composer makes its own and passes that on', async () => {
      const { seen, fetchFragment } = upstream();
      const app = createComposer({ registry, logger: logger().log, devFeatures: false, fetchFragment });
      const res = await app.request('http://de.localhost/api/newsletter/status', {
        headers: { 'x-request-id': 'chosen-by-the-client-1234' },
      });
      expect(res.status).toBe(204);
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(seen[0]!.headers.get('x-sf-request-id')).toBe(id);
      const refused = await app.request('http://de.localhost/api/newsletter/x', {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'x-request-id': 'chosen-by-the-client-1234' },
      });
      expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
