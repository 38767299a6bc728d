import type { BootPayload, Registry, RemoteVersion } from '@sf/contracts';
import { COMPOSITIONS } from '../tests/compositions';
import { createComposer } from './app';
import { signOverride } from './override-token';
import type { ComposerLogger, RequestHandler } from './types';

const SECRET = 'override-test-secret-with-32-characters-or-more';
const SIGNUP = '/service-hilfe/newsletter/anmelden';

function logger() {
  const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
    lines.push({ level, msg, fields: fields ?? {} });
  const log: ComposerLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

function version(app: string, v: string, server: string): RemoteVersion {
  const assetsUrl = `/_assets/${app}/${v}/`;
  return {
    version: v,
    assetsUrl,
    manifestUrl: `${assetsUrl}mf-manifest.json`,
    server,
    integrity: '',
    sharedVersions: {},
    contractVersion: 1,
    composition: COMPOSITIONS[app as keyof typeof COMPOSITIONS],
  };
}

/**
 * DE serves newsletter 1.0.0 (live server); 2.0.0 is in its history with a server of its own; AT
 * knows 3.0.0 only (any tenant's history counts). `cacheable` fragments say `public, max-age=60`.
 */
function setup(options: { sameServer?: boolean; secret?: string | null; gateway?: RequestHandler } = {}) {
  const v2Server = options.sameServer ? 'http://live.test' : 'http://v2.test';
  const registry: Registry = {
    contractVersion: 1,
    tenants: {
      DE: {
        shell: { ...version('shell', '1.0.0', 'http://shell.test'), history: [] },
        'mfe-newsletter': {
          ...version('mfe-newsletter', '1.0.0', 'http://live.test'),
          history: [version('mfe-newsletter', '2.0.0', v2Server)],
        },
      },
      AT: {
        'mfe-newsletter': {
          ...version('mfe-newsletter', '1.0.0', 'http://live.test'),
          history: [version('mfe-newsletter', '3.0.0', 'http://v3.test')],
        },
      },
    },
  };
  const calls: string[] = [];
  const fetcher = async (url: string) => {
    calls.push(url);
    const { origin, pathname } = new URL(url);
    if (pathname.startsWith('/api/'))
      return new Response(JSON.stringify({ from: origin }), {
        headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' },
      });
    const id = pathname.replace('/fragment/', '');
    const remote = origin === 'http://shell.test' ? 'shell' : 'mfe-newsletter';
    return new Response(`<div data-sf-slot="${remote}" data-sf-route="${id}">${id} from ${origin}</div>`, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60' },
    });
  };
  const { log, lines } = logger();
  const app = createComposer({
    registry: async () => registry,
    fetchFragment: fetcher,
    logger: log,
    devFeatures: false,
    fragmentTimeoutMs: 500,
    ...(options.secret === null ? {} : { overrideSecret: options.secret ?? SECRET }),
    ...(options.gateway ? { gateway: options.gateway } : {}),
  });
  return { app, calls, lines };
}

const token = (versions: Record<string, string>, ttlSeconds = 3600, secret = SECRET, now = new Date()) =>
  signOverride(secret, versions, new Date(now.getTime() + ttlSeconds * 1000), now);

function bootOf(html: string): BootPayload {
  const json = /<script type="application\/json" id="sf-boot">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as BootPayload;
}

const newsletterOf = (boot: BootPayload) => boot.remotes.find((r) => r.name === 'mfe-newsletter');

describe('tester override at the edge', () => {
  it('serves the named version in the page, its widgets and the boot payload; a shopper gets the live one', async () => {
    const { app, calls } = setup();
    const cookie = `sf_override=${await token({ 'mfe-newsletter': '2.0.0' })}`;
    const tester = await app.request(`http://de.localhost${SIGNUP}`, { headers: { cookie } });
    const html = await tester.text();
    expect(html).toContain('newsletter-signup from http://v2.test');
    expect(newsletterOf(bootOf(html))).toMatchObject({
      version: '2.0.0',
      assetsUrl: '/_assets/mfe-newsletter/2.0.0/',
      manifestUrl: '/_assets/mfe-newsletter/2.0.0/mf-manifest.json',
    });
    expect(tester.headers.get('cache-control')).toBe('private, no-store');
    // the home page's sheet widget comes from the tester's version too
    const home = await (await app.request('http://de.localhost/', { headers: { cookie } })).text();
    expect(home).toContain('newsletter-sheet from http://v2.test');

    const shopper = await app.request(`http://de.localhost${SIGNUP}`);
    const live = await shopper.text();
    expect(live).toContain('newsletter-signup from http://live.test');
    expect(newsletterOf(bootOf(live))).toMatchObject({ version: '1.0.0' });
    expect(shopper.headers.get('cache-control')).toBe('private, no-cache');
    expect(calls.some((u) => u.startsWith('http://v2.test/fragment/newsletter-signup'))).toBe(true);
  });

  it('routes /api of the overridden remote to its version, privately', async () => {
    const { app } = setup();
    const cookie = `sf_override=${await token({ 'mfe-newsletter': '2.0.0' })}`;
    const tester = await app.request('http://de.localhost/api/newsletter/status', { headers: { cookie } });
    expect(await tester.json()).toEqual({ from: 'http://v2.test' });
    expect(tester.headers.get('cache-control')).toBe('private, no-store');
    const shopper = await app.request('http://de.localhost/api/newsletter/status');
    expect(await shopper.json()).toEqual({ from: 'http://live.test' });
    expect(shopper.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('serves a tester’s GraphQL query from the overridden version’s subgraph, privately', async () => {
    const asked: (ReadonlyArray<{ name: string; url: string; version?: string }> | undefined)[] = [];
    const gateway: RequestHandler = async (_request, options) => {
      asked.push(options?.subgraphs);
      return new Response('{"data":{}}', {
        headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' },
      });
    };
    const { app } = setup({ gateway });
    const query = { method: 'POST', body: '{"query":"{ __typename }"}' };
    const headers = { 'content-type': 'application/json', origin: 'http://de.localhost' };
    const cookie = `sf_override=${await token({ 'mfe-newsletter': '2.0.0' })}`;
    const tester = await app.request('http://de.localhost/api/gateway', {
      ...query,
      headers: { ...headers, cookie },
    });
    expect(tester.status).toBe(200);
    expect(tester.headers.get('cache-control')).toBe('private, no-store');
    expect(asked[0]).toContainEqual({
      name: 'mfe-newsletter',
      url: 'http://v2.test/graphql',
      version: '2.0.0',
    });
    // a shopper's query goes to the live subgraphs (the gateway's own list)
    const shopper = await app.request('http://de.localhost/api/gateway', { ...query, headers });
    expect(shopper.status).toBe(200);
    expect(asked[1]).toBeUndefined();
    // an override of the live version changes nothing
    const same = `sf_override=${await token({ 'mfe-newsletter': '1.0.0' })}`;
    await app.request('http://de.localhost/api/gateway', { ...query, headers: { ...headers, cookie: same } });
    expect(asked[2]).toBeUndefined();
  });

  it('never shares or caches a tester’s fragments, even when both versions have one server', async () => {
    const { app, calls } = setup({ sameServer: true });
    const cookie = `sf_override=${await token({ 'mfe-newsletter': '2.0.0' })}`;
    const signupFetches = () => calls.filter((u) => u.includes('/fragment/newsletter-signup')).length;
    await (await app.request(`http://de.localhost${SIGNUP}`, { headers: { cookie } })).text();
    expect(signupFetches()).toBe(1);
    // the tester's reply said max-age=60, but it was not stored: the shopper's page fetches its own
    await (await app.request(`http://de.localhost${SIGNUP}`)).text();
    expect(signupFetches()).toBe(2);
    // and the shopper's stored reply is not served to the tester
    await (await app.request(`http://de.localhost${SIGNUP}`)).text();
    expect(signupFetches()).toBe(2);
    await (await app.request(`http://de.localhost${SIGNUP}`, { headers: { cookie } })).text();
    expect(signupFetches()).toBe(3);
  });

  it('accepts a version from any tenant’s history, and ignores (and logs) one the registry does not know', async () => {
    const { app, lines } = setup();
    const other = `sf_override=${await token({ 'mfe-newsletter': '3.0.0' })}`;
    const html = await (
      await app.request(`http://de.localhost${SIGNUP}`, { headers: { cookie: other } })
    ).text();
    expect(html).toContain('newsletter-signup from http://v3.test');
    const unknown = `sf_override=${await token({ 'mfe-newsletter': '9.9.9' })}`;
    const res = await app.request(`http://de.localhost${SIGNUP}`, { headers: { cookie: unknown } });
    expect(await res.text()).toContain('newsletter-signup from http://live.test');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        fields: expect.objectContaining({ code: 'OVERRIDE-002', versions: 'mfe-newsletter@9.9.9' }),
      }),
    );
  });

  it('ignores and logs a forged or expired override', async () => {
    const { app, lines } = setup();
    const forged = `sf_override=${await token({ 'mfe-newsletter': '2.0.0' }, 3600, `${SECRET}-not-ours`)}`;
    const past = new Date(Date.now() - 2 * 3600_000);
    const expired = `sf_override=${await token({ 'mfe-newsletter': '2.0.0' }, 3600, SECRET, past)}`;
    for (const cookie of [forged, expired]) {
      const res = await app.request(`http://de.localhost${SIGNUP}`, { headers: { cookie } });
      const html = await res.text();
      expect(html).toContain('newsletter-signup from http://live.test');
      expect(newsletterOf(bootOf(html))).toMatchObject({ version: '1.0.0' });
      const api = await app.request('http://de.localhost/api/newsletter/status', { headers: { cookie } });
      expect(await api.json()).toEqual({ from: 'http://live.test' });
    }
    const refused = lines.filter((l) => l.fields.code === 'OVERRIDE-001').map((l) => l.fields.reason);
    expect(refused).toEqual(expect.arrayContaining(['forged', 'expired']));
  });

  it('reads only the __Host- cookie over TLS, and ignores every cookie without a secret', async () => {
    const { app } = setup();
    const value = await token({ 'mfe-newsletter': '2.0.0' });
    const planted = await app.request(`https://de.localhost${SIGNUP}`, {
      headers: { cookie: `sf_override=${value}` },
    });
    expect(await planted.text()).toContain('from http://live.test');
    const prefixed = await app.request(`https://de.localhost${SIGNUP}`, {
      headers: { cookie: `__Host-sf_override=${value}` },
    });
    expect(await prefixed.text()).toContain('from http://v2.test');
    const off = setup({ secret: null }).app;
    const ignored = await off.request(`http://de.localhost${SIGNUP}`, {
      headers: { cookie: `sf_override=${value}` },
    });
    expect(await ignored.text()).toContain('from http://live.test');
    expect((await off.request('http://de.localhost/_override')).status).toBe(404);
  });
});

describe('the tester’s page /_override', () => {
  const form = (value: string) => ({
    method: 'POST',
    headers: { origin: 'http://de.localhost', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: value }).toString(),
  });

  it('shows a link’s versions with a button and sets nothing on GET', async () => {
    const { app } = setup();
    const value = await token({ 'mfe-newsletter': '2.0.0', 'mfe-catalog': '1.2.3' });
    const res = await app.request(`http://de.localhost/_override?token=${value}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(html).toContain('<h1>Testversion übernehmen?</h1>');
    expect(html).toContain('<code>mfe-newsletter@2.0.0</code> (in der Registry)');
    expect(html).toContain('<code>mfe-catalog@1.2.3</code> (nicht in der Registry – wird ignoriert)');
    expect(html).toContain('<form method="post" action="/_override">');
    expect(html).toContain('<button type="submit">Testversion übernehmen</button>');
  });

  it('sets the HttpOnly cookie for the token’s lifetime on a same-origin POST and ends it again', async () => {
    const { app } = setup();
    const value = await token({ 'mfe-newsletter': '2.0.0' }, 1800);
    const set = await app.request('http://de.localhost/_override', form(value));
    expect(set.status).toBe(303);
    expect(set.headers.get('location')).toBe('/_override');
    const cookie = set.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sf_override=[\w.-]+; Max-Age=(1799|1800); Path=\/; HttpOnly; SameSite=Lax$/);
    const state = await app.request('http://de.localhost/_override', {
      headers: { cookie: cookie.split(';')[0]! },
    });
    const html = await state.text();
    expect(html).toContain('<h1>Testversion aktiv</h1>');
    expect(html).toContain('<code>mfe-newsletter@2.0.0</code>');
    const cleared = await app.request('http://de.localhost/_override/clear', {
      method: 'POST',
      headers: { origin: 'http://de.localhost' },
    });
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get('set-cookie')).toBe('sf_override=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
  });

  it('sets the __Host- Secure cookie over TLS', async () => {
    const { app } = setup();
    const value = await token({ 'mfe-newsletter': '2.0.0' });
    const set = await app.request('https://de.localhost/_override', {
      ...form(value),
      headers: { ...form(value).headers, origin: 'https://de.localhost' },
    });
    expect(set.headers.get('set-cookie')).toMatch(
      /^__Host-sf_override=[\w.-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('refuses a foreign origin, a forged or expired token, and a link that is not one', async () => {
    const { app, lines } = setup();
    const value = await token({ 'mfe-newsletter': '2.0.0' });
    const foreign = await app.request('http://de.localhost/_override', {
      ...form(value),
      headers: { ...form(value).headers, origin: 'http://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
    const forged = await token({ 'mfe-newsletter': '2.0.0' }, 3600, `${SECRET}-not-ours`);
    const expired = await token({ 'mfe-newsletter': '2.0.0' }, 60, SECRET, new Date(Date.now() - 3600_000));
    for (const bad of [forged, expired, 'not-a-token']) {
      const post = await app.request('http://de.localhost/_override', form(bad));
      expect(post.status).toBe(400);
      expect(post.headers.get('set-cookie')).toBeNull();
      expect(await post.text()).toContain('Dieser Link gilt nicht');
      const link = await app.request(`http://de.localhost/_override?token=${encodeURIComponent(bad)}`);
      expect(link.status).toBe(400);
      expect(await link.text()).toContain('Der Link zur Testversion ist abgelaufen oder ungültig.');
    }
    expect(lines.filter((l) => l.fields.code === 'OVERRIDE-001').map((l) => l.fields.reason)).toEqual(
      expect.arrayContaining(['forged', 'expired', 'malformed']),
    );
  });

  it('speaks the shop’s language', async () => {
    const { app } = setup();
    const value = await token({ 'mfe-newsletter': '2.0.0' });
    const nl = await (await app.request(`http://nl.localhost/_override?token=${value}`)).text();
    expect(nl).toContain('<html lang="nl-NL">');
    expect(nl).toContain('<button type="submit">Testversie gebruiken</button>');
    const none = await (await app.request('http://nl.localhost/_override')).text();
    expect(none).toContain('<h1>Geen testversie actief</h1>');
  });
});
