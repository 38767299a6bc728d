/**
 * Safety tests of the runtime suite: baseline security headers on every kind of response, the
 * host allowlist (421), development features off by default, the client address the composer
 * vouches for, the `/api` timeout (504) and client disconnects, CSP reports.
 */
import { isAppError } from '@sf/contracts';
import { SEARCH_API_TIMEOUT_MS, startFixtures, type Fixtures } from './fixtures';
import type { ComposerTarget } from './helpers';

type Send = (target: ComposerTarget) => Promise<Response>;

const CSP_REPORT = JSON.stringify({
  'csp-report': {
    'document-uri': 'http://de.localhost/',
    'violated-directive': 'script-src',
    'blocked-uri': 'inline',
  },
});

/** One row per kind of response the composer gives. */
const RESPONSES: ReadonlyArray<readonly [kind: string, status: number | null, send: Send]> = [
  ['page', 200, (t) => t.fetch('/')],
  ['404 page', 404, (t) => t.fetch('/gibt-es-nicht-xyz')],
  ['405', 405, (t) => t.fetch('/', { method: 'PUT', headers: { origin: t.origin('de.localhost') } })],
  [
    '403 foreign origin',
    403,
    (t) => t.fetch('/api/newsletter/x', { method: 'POST', headers: { origin: 'https://evil.example' } }),
  ],
  ['proxied API', 201, (t) => t.fetch('/api/newsletter/status')],
  ['API 404', 404, (t) => t.fetch('/api/unknown/x')],
  ['API 503 (server down)', 503, (t) => t.fetch('/api/credit/calculator')],
  ['API 504', 504, (t) => t.fetch('/api/search/slow?delay=3000')],
  [
    'gateway',
    null,
    (t) => t.fetch('/api/gateway/?query=%7B__typename%7D', { headers: { accept: 'application/json' } }),
  ],
  ['asset', null, (t) => t.fetch('/_assets/shell/1.0.0/main.0f0f0f0f.js')],
  ['health', 200, (t) => t.fetch('/healthz')],
  ['robots', 200, (t) => t.fetch('/robots.txt')],
  ['icon', 200, (t) => t.fetch('/favicon.svg')],
  [
    'CSP report',
    204,
    (t) =>
      t.fetch('/_csp-report', {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: CSP_REPORT,
      }),
  ],
  ['421 unknown host', 421, (t) => t.production('/', { host: 'evil.example' })],
  ['dev mailbox off', 404, (t) => t.production('/dev/mailbox')],
];

export function defineSafetyTests(getTarget: () => ComposerTarget): void {
  let fx: Fixtures;
  beforeAll(async () => {
    fx = await startFixtures();
  });

  describe('baseline security headers', () => {
    it.each(RESPONSES)('%s carries them', async (_kind, status, send) => {
      const res = await send(getTarget());
      await res.arrayBuffer();
      if (status !== null) expect(res.status).toBe(status);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toMatch(/^(same-origin|cross-origin)$/);
      expect(res.headers.get('reporting-endpoints')).toMatch(/^csp="http:\/\/[^"]+\/_csp-report"$/);
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
    });

    it('gives pages a CSP that reports to the composer, and other responses one that loads nothing', async () => {
      const page = await getTarget().fetch('/');
      await page.text();
      expect(page.headers.get('content-security-policy')).toMatch(/report-uri \/_csp-report; report-to csp/);
      const api = await getTarget().fetch('/api/unknown/x');
      await api.text();
      expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    });
  });

  describe('hosts', () => {
    it('answers an unknown host 421 outside development, JSON under /api', async () => {
      const api = await getTarget().production('/api/newsletter/status', { host: 'evil.example' });
      expect(api.status).toBe(421);
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe('COMPOSER-009');
      const allowed = await getTarget().production('/', { host: 'shop.example' });
      expect(allowed.status).toBe(200);
      await allowed.text();
      const known = await getTarget().production('/', { host: 'ch.localhost' });
      expect(known.status).toBe(200);
      await known.text();
    });

    it('serves an unknown host as the default tenant with development features', async () => {
      const res = await getTarget().fetch('/', { host: 'unknown.localhost' });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<html lang="de-DE">');
    });
  });

  describe('development features', () => {
    it('answers /dev/mailbox 404 without SF_DEV_FEATURES', async () => {
      for (const path of ['/dev/mailbox', '/dev/mailbox.json']) {
        const res = await getTarget().production(path);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('Dev mailbox');
      }
    });
  });

  describe('client address', () => {
    it('replaces every client-address claim (and x-sf-* / x-ec-token header) with what the composer determined', async () => {
      const target = getTarget();
      const headers: Record<string, string> = {
        'x-forwarded-for': '6.6.6.6, 7.7.7.7',
        'x-real-ip': '6.6.6.6',
        forwarded: 'for=6.6.6.6',
        'true-client-ip': '6.6.6.6',
        'x-sf-session': '{"loggedIn":true,"softLoggedIn":false}',
        'x-sf-tenant': 'CH',
        'x-ec-token': 'forged.by.client',
        cookie: 'loginState=%7B%22li%22%3A%221%22%7D',
      };
      if (target.runtime === 'workerd') headers['cf-connecting-ip'] = '203.0.113.9';
      const res = await target.fetch('/api/newsletter/status', { headers });
      const echo = (await res.json()) as { headers: Record<string, string | undefined> };
      const expected = target.runtime === 'workerd' ? '203.0.113.9' : '127.0.0.1';
      expect(echo.headers['x-forwarded-for']).toBe(expected);
      expect(echo.headers['x-real-ip']).toBe(expected);
      expect(echo.headers.forwarded).toBeUndefined();
      expect(echo.headers['true-client-ip']).toBeUndefined();
      // nor do the platform's own headers come from the client: the session is what the edge verified
      // (no valid token: anonymous, whatever the login-state hint says), and no client token passes
      expect(JSON.parse(echo.headers['x-sf-session'] ?? 'null')).toEqual({
        loggedIn: false,
        softLoggedIn: false,
      });
      expect(echo.headers['x-ec-token']).toBeUndefined();
      expect(echo.headers['x-sf-tenant']).toBe('DE');
    });
  });

  describe('/api timeouts', () => {
    it('answers 504 COMPOSER-008 when the domain server does not answer within its timeout', async () => {
      const started = Date.now();
      const res = await getTarget().fetch('/api/search/slow?delay=5000&id=timeout');
      const elapsed = Date.now() - started;
      expect(res.status).toBe(504);
      const body = (await res.json()) as { error: unknown };
      expect(isAppError(body.error)).toBe(true);
      expect(body.error).toMatchObject({ code: 'COMPOSER-008', status: 504 });
      expect(elapsed).toBeGreaterThanOrEqual(SEARCH_API_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(SEARCH_API_TIMEOUT_MS + 1500);
      await waitFor(() => fx.slowAborted.has('timeout'));
    });

    // Miniflare's dispatchFetch does not pass a client's abort through to the worker, so this runs
    // over real HTTP on Node only; on workerd the same code path needs `enable_request_signal`.
    const overRealHttp = getTarget().runtime === 'node' ? it : it.skip;
    overRealHttp('cancels the upstream request when the client disconnects', async () => {
      const id = `gone-${getTarget().runtime}`;
      const abort = new AbortController();
      const pending = getTarget().fetch(`/api/search/slow?delay=8000&id=${id}`, {
        signal: abort.signal,
        headers: { 'x-test': id },
      });
      await waitFor(() => fx.seen.some((s) => s.url.includes(`id=${id}`)));
      const abortedAt = Date.now();
      abort.abort();
      await pending.catch(() => undefined);
      await waitFor(() => fx.slowAborted.has(id));
      // well before the proxy's own timeout would have ended it
      expect(fx.slowAborted.get(id)! - abortedAt).toBeLessThan(SEARCH_API_TIMEOUT_MS / 2);
    });
  });

  describe('CSP reports', () => {
    it('accepts both report formats without Origin, refuses a foreign Origin, bad types and big bodies', async () => {
      const target = getTarget();
      const post = (type: string, body: string, headers: Record<string, string> = {}) =>
        target.fetch('/_csp-report', { method: 'POST', headers: { 'content-type': type, ...headers }, body });
      const reportsJson = JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://de.localhost/',
          body: {
            documentURL: 'http://de.localhost/',
            effectiveDirective: 'script-src-elem',
            blockedURL: 'https://evil.example/x.js',
          },
        },
      ]);
      for (const [type, body, status] of [
        ['application/csp-report', CSP_REPORT, 204],
        ['application/reports+json', reportsJson, 204],
        ['text/plain', 'hello', 415],
        ['application/csp-report', 'not json', 400],
        ['application/csp-report', `{"x":"${'a'.repeat(20_000)}"}`, 413],
      ] as const) {
        const res = await post(type, body);
        expect([type, res.status]).toEqual([type, status]);
        await res.arrayBuffer();
      }
      const foreign = await post('application/csp-report', CSP_REPORT, { origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      await foreign.text();
    });
  });
}

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((done) => setTimeout(done, 20));
  }
}
