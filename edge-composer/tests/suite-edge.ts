/** Edge tests of the runtime suite: origin check, /api proxy, gateway, robots, health, mailbox. */
import { isAppError } from '@sf/contracts';
import type { ComposerTarget } from './helpers';

const ECHO = '/api/newsletter/echo?x=1';

export function defineEdgeTests(getTarget: () => ComposerTarget): void {
  describe('origin check', () => {
    it('refuses a state-changing API call from a foreign origin with COMPOSER-004', async () => {
      const res = await getTarget().fetch(ECHO, {
        method: 'POST',
        headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(403);
      const body = (await res.json()) as { error: unknown };
      expect(isAppError(body.error)).toBe(true);
      expect(body.error).toMatchObject({ code: 'COMPOSER-004', status: 403 });
    });

    it('refuses a foreign Referer without Origin, and a foreign POST to a page with localized text', async () => {
      const viaReferer = await getTarget().fetch(ECHO, {
        method: 'DELETE',
        headers: { referer: 'https://evil.example/x' },
      });
      expect(viaReferer.status).toBe(403);
      await viaReferer.text();
      const page = await getTarget().fetch('/fr/', {
        host: 'ch.localhost',
        method: 'POST',
        headers: { origin: 'https://evil.example' },
      });
      expect(page.status).toBe(403);
      expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await page.text()).toContain('refusée pour des raisons de sécurité');
    });

    it('lets only the RFC 8058 one-click POST through without Origin (exact path, POST only)', async () => {
      const oneClick = '/api/newsletter/one-click-unsubscribe?token=t';
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const res = await getTarget().fetch(oneClick, {
        method: 'POST',
        headers: form,
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(201);
      expect(((await res.json()) as { path: string }).path).toBe(oneClick);
      for (const [path, method] of [
        ['/api/newsletter/one-click-unsubscribe', 'PUT'],
        ['/api/newsletter/one-click-unsubscribe/x', 'POST'],
        ['/api/newsletter/mailing-unsubscribe', 'POST'],
      ] as const) {
        const refused = await getTarget().fetch(path, { method, headers: form, body: 'token=t' });
        expect([path, refused.status]).toEqual([path, 403]);
        await refused.text();
      }
    });

    it('lets a same-origin POST through to the owning API server', async () => {
      const target = getTarget();
      const res = await target.fetch(ECHO, {
        host: 'ch.localhost',
        method: 'POST',
        headers: {
          origin: target.origin('ch.localhost'),
          referer: `${target.origin('ch.localhost')}/fr/aide-service/newsletter/inscription`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email: 'a@example.org' }),
      });
      expect(res.status).toBe(201);
      const echo = (await res.json()) as {
        method: string;
        path: string;
        body: string;
        headers: Record<string, string>;
      };
      expect(echo).toMatchObject({ method: 'POST', path: ECHO, body: '{"email":"a@example.org"}' });
      expect(echo.headers['x-sf-tenant']).toBe('CH');
      expect(echo.headers['x-sf-locale']).toBe('fr-CH');
      expect(echo.headers['x-forwarded-host']).toBe(new URL(target.origin('ch.localhost')).host);
      expect(echo.headers['x-forwarded-proto']).toBe('http');
      expect(res.headers.getSetCookie()).toEqual(['nl_a=1; Path=/; HttpOnly', 'nl_b=2; Path=/']);
    });
  });

  describe('/api', () => {
    it('proxies GET with the locale from x-sf-locale', async () => {
      const res = await getTarget().fetch('/api/newsletter/status', {
        host: 'nl.localhost',
        headers: { 'x-sf-locale': 'nl-NL' },
      });
      const echo = (await res.json()) as { headers: Record<string, string> };
      expect(echo.headers['x-sf-locale']).toBe('nl-NL');
      expect(echo.headers['x-sf-tenant']).toBe('NL');
    });

    it('answers 503 JSON with Retry-After when the owning server is down', async () => {
      const res = await getTarget().fetch('/api/credit/calculator?amount=100');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(((await res.json()) as { error: { code: string; status: number } }).error).toMatchObject({
        code: 'COMPOSER-007',
        status: 503,
      });
    });

    it('answers 404 JSON for unknown and undeployed APIs', async () => {
      for (const path of ['/api/unknown/x', '/api/voucher/list']) {
        const res = await getTarget().fetch(path);
        expect(res.status).toBe(404);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('API-404');
      }
    });

    it('answers 413 for bodies over 1 MB, declared or chunked, and streams smaller chunked bodies through', async () => {
      const target = getTarget();
      const headers = { origin: target.origin('de.localhost'), 'content-type': 'application/json' };
      const chunked = (size: number) =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let sent = 0; sent < size; sent += 64 * 1024)
              controller.enqueue(new Uint8Array(Math.min(64 * 1024, size - sent)).fill(120));
            controller.close();
          },
        });
      const declared = await target.fetch(ECHO, {
        method: 'POST',
        headers,
        body: 'x'.repeat(1024 * 1024 + 1),
      });
      expect(declared.status).toBe(413);
      expect(((await declared.json()) as { error: { code: string } }).error.code).toBe('API-413');
      const big = await target.fetch(ECHO, {
        method: 'POST',
        headers,
        body: chunked(1024 * 1024 + 1),
        duplex: 'half',
      } as RequestInit);
      expect(big.status).toBe(413);
      await big.text();
      const small = await target.fetch(ECHO, {
        method: 'POST',
        headers,
        body: chunked(200 * 1024),
        duplex: 'half',
      } as RequestInit);
      expect(small.status).toBe(201);
      expect(((await small.json()) as { body: string }).body).toBe(`${200 * 1024} bytes`);
    });

    it('mounts the GraphQL gateway at /api/gateway/', async () => {
      const res = await getTarget().fetch('/api/gateway/?query=%7B__typename%7D', {
        headers: { accept: 'application/json' },
      });
      const body = (await res.json()) as { errors?: unknown[] };
      expect(res.headers.get('content-type')).toMatch(/json/);
      expect(Array.isArray(body.errors) || 'data' in body).toBe(true);
    });
  });

  describe('static routes', () => {
    it('serves a real robots.txt', async () => {
      const res = await getTarget().fetch('/robots.txt');
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(text).toContain('User-agent: *');
      for (const path of ['/kasse', '/mein-konto', '/api', '/dev'])
        expect(text).toContain(`Disallow: ${path}\n`);
    });

    it('serves the shop icon that every page links', async () => {
      const res = await getTarget().fetch('/favicon.svg');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
      expect(await (await getTarget().fetch('/')).text()).toContain(
        '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      );
    });

    it('reports health', async () => {
      const res = await getTarget().fetch('/healthz');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    });

    it('lists the outboxes in the dev mailbox, newest first, with followable links', async () => {
      const json = (await (await getTarget().fetch('/dev/mailbox.json')).json()) as {
        mails: { subject: string }[];
      };
      expect(json.mails.map((m) => m.subject)).toEqual([
        'Bitte bestätigen Sie Ihre Anmeldung',
        'Ältere Mail',
      ]);
      const res = await getTarget().fetch('/dev/mailbox');
      const html = await res.text();
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(html.indexOf('Bitte bestätigen')).toBeLessThan(html.indexOf('Ältere Mail'));
      expect(html).toContain(
        '<a href="http://de.localhost/service-hilfe/newsletter/anmelden/bestaetigt?token=abc123">',
      );
      expect(html).toContain('neu@example.org');
    });
  });
}
