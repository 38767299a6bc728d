import type { Registry } from '@sf/contracts';
import { COMPOSITIONS } from '../tests/compositions';
import { createComposer } from './app';
import type { ComposerLogger } from './types';

const log: ComposerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const shell = {
  version: '1',
  assetsUrl: '/_assets/shell/1/',
  manifestUrl: '/_assets/shell/1/m.json',
  server: 'http://shell.invalid',
  integrity: 'x',
  sharedVersions: {},
  contractVersion: 1,
  history: [],
  composition: COMPOSITIONS.shell,
};
const registry = async (): Promise<Registry> => ({ contractVersion: 1, tenants: { DE: { shell } } });

describe('the platform dashboard through the composer (decisions 0150, 0152)', () => {
  const seen: { method: string; url: string; cookie: string | null }[] = [];
  const fetchFragment = async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    seen.push({ method: init.method ?? 'GET', url, cookie: headers.get('cookie') });
    return new Response('ok', { headers: { 'content-type': 'text/html' } });
  };
  beforeEach(() => seen.splice(0));

  it('proxies every method of the claimed /_platform paths to the shell server, a form post included', async () => {
    const app = createComposer({ registry, logger: log, devFeatures: false, fetchFragment });
    expect(
      (await app.request('http://localhost/_platform', { headers: { cookie: 'sf_platform=t' } })).status,
    ).toBe(200);
    const post = await app.request('http://localhost/_platform/login', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=a&password=b',
    });
    expect(post.status).toBe(200);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET http://shell.invalid/_platform',
      'POST http://shell.invalid/_platform/login',
    ]);
    expect(seen[0]!.cookie).toBe('sf_platform=t');
  });

  it('refuses a post from another origin before it reaches the shell server', async () => {
    const app = createComposer({ registry, logger: log, devFeatures: false, fetchFragment });
    const res = await app.request('http://localhost/_platform/login', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=a&password=b',
    });
    expect(res.status).toBe(403);
    expect(seen).toEqual([]);
  });

  it('answers /_platform/metrics itself: the exposition with the token, 401 without, 404 unconfigured', async () => {
    const platformMetrics = {
      token: 'metrics-token-0123456789abcdef0123',
      render: async () => ({ contentType: 'text/plain', body: 'x 1\n' }),
    };
    const app = createComposer({ registry, logger: log, devFeatures: false, fetchFragment, platformMetrics });
    const ok = await app.request('http://localhost/_platform/metrics', {
      headers: { authorization: `Bearer ${platformMetrics.token}` },
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('x 1\n');
    expect((await app.request('http://localhost/_platform/metrics')).status).toBe(401);
    const none = createComposer({ registry, logger: log, devFeatures: false, fetchFragment });
    expect((await none.request('http://localhost/_platform/metrics')).status).toBe(404);
    expect(seen).toEqual([]);
  });
});
