import fc from 'fast-check';
import { createTestApp, postHeaders } from '../test-app';
import { createPreviewToken } from './preview-token';

const SECRET = 'test-preview-secret-0123456789abcdef';
let h: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h.t.db.close();
});

const answers = async () =>
  Number(
    (await h.t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM survey_answers')).rows[0]?.n ?? 0,
  );

/** A helper post as a browser sends it (urlencoded, same origin through the composer). */
function post(
  path: string,
  fields: Record<string, string>,
  opts: { json?: boolean; headers?: Record<string, string> } = {},
) {
  return h.app.request(`/api/contact/helpers/${path}`, {
    method: 'POST',
    headers: {
      ...postHeaders(opts.json ?? false),
      'x-forwarded-proto': 'http',
      'content-type': 'application/x-www-form-urlencoded',
      ...opts.headers,
    },
    body: new URLSearchParams(fields),
  });
}

describe('country switch posts', () => {
  it('"stay" is remembered for 180 days and goes back to the page (303)', async () => {
    const res = await post('country', { choice: 'stay', back: '/s/?q=sofa', locale: 'de-DE' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/s/?q=sofa');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sf_country=stay;/);
    for (const part of ['Max-Age=15552000', 'Path=/', 'HttpOnly', 'SameSite=Lax'])
      expect(cookie).toContain(part);
    expect(cookie).not.toContain('Secure');
  });

  it('a shop choice is remembered and goes to that shop (host and port of this request), JSON when asked', async () => {
    // without JavaScript a page that refreshes to the shop (CSP form-action 'self' holds for redirects of a form)
    const res = await post('country', { choice: 'de-AT', back: '/', locale: 'de-DE' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=http://at.localhost:3000/">');
    expect(html).toContain('<a href="http://at.localhost:3000/">Weiter zum Shop Österreich</a>');
    expect(res.headers.get('set-cookie')).toContain('sf_country=de-AT');
    const json = await post('country', { choice: 'fr-CH', locale: 'de-DE' }, { json: true });
    expect(await json.json()).toEqual({ location: 'http://ch.localhost:3000/fr' });
  });

  it('over TLS the cookie is a __Host- one and Secure', async () => {
    const res = await post(
      'country',
      { choice: 'stay', back: '/' },
      { headers: { 'x-forwarded-proto': 'https', origin: 'https://de.localhost:3000' } },
    );
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-sf_country=stay;.*Secure/);
  });

  it('refuses an unknown shop or this shop, a foreign origin, and never redirects off-site', async () => {
    const same = await post('country', { choice: 'de-DE', locale: 'de-DE' }, { json: true });
    expect(same.status).toBe(422);
    expect(await same.json()).toMatchObject({
      error: {
        code: 'API-422',
        message: 'Diesen Shop gibt es nicht. Bitte wählen Sie einen der angebotenen Shops.',
      },
    });
    expect((await post('country', { choice: 'https://evil.example', locale: 'de-DE' })).status).toBe(422);
    expect(
      (await post('country', { choice: 'stay' }, { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
    for (const back of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect((await post('country', { choice: 'stay', back, locale: 'de-DE' })).headers.get('location')).toBe(
        '/',
      );
    }
  });
});

describe('app banner and survey posts', () => {
  it('a dismissed app banner is remembered for 90 days', async () => {
    const res = await post('app-banner', { action: 'dismiss', back: '/p/sofa' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/p/sofa');
    expect(res.headers.get('set-cookie')).toMatch(/^sf_app_banner=dismissed;.*Max-Age=7776000/);
  });

  it('stores an answer with its page, and remembers it', async () => {
    const before = await answers();
    const res = await post('survey', {
      action: 'answer',
      rating: '4',
      comment: 'Schnelle Lieferung',
      back: '/?survey=1',
      locale: 'de-DE',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toContain('sf_survey=answered');
    expect(await answers()).toBe(before + 1);
    const { rows } = await h.t.db.query<{ rating: number; comment: string; path: string; tenant: string }>(
      'SELECT rating, comment, path, tenant FROM survey_answers ORDER BY created_at DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ rating: 4, comment: 'Schnelle Lieferung', path: '/', tenant: 'DE' });
  });

  it('refuses a missing rating and scripted text with a localized message, storing nothing', async () => {
    const before = await answers();
    const missing = await post('survey', { action: 'answer', locale: 'nl-NL' }, { json: true });
    expect(missing.status).toBe(422);
    expect(await missing.json()).toMatchObject({
      error: { code: 'API-422', message: 'Kies een beoordeling.' },
    });
    const scripted = await post('survey', {
      action: 'answer',
      rating: '5',
      comment: '<script>alert(1)</script>',
      locale: 'de-DE',
    });
    expect(scripted.status).toBe(422);
    expect(await scripted.text()).toContain('keine spitzen Klammern');
    expect((await post('survey', { action: 'answer', rating: '9' })).status).toBe(422);
    expect(await answers()).toBe(before);
    const dismissed = await post('survey', { action: 'dismiss' });
    expect(dismissed.headers.get('set-cookie')).toContain('sf_survey=dismissed');
  });

  it('refuses an oversize body (413) and other content types (415)', async () => {
    expect((await post('survey', { action: 'answer', rating: '3', comment: 'x'.repeat(9000) })).status).toBe(
      413,
    );
    const res = await h.app.request('/api/contact/helpers/survey', {
      method: 'POST',
      headers: { ...postHeaders(true), 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).toBe(415);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the posts per minute of an address', async () => {
    const { helperSettings } = await import('./settings');
    const limited = await createTestApp({ helpers: helperSettings(SECRET, { postsPerMinute: 2 }) });
    const send = () =>
      limited.app.request('/api/contact/helpers/app-banner', {
        method: 'POST',
        headers: { ...postHeaders(true), 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=dismiss',
      });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    await limited.t.db.close();
  });
});

describe('preview mode', () => {
  it('the link shows a start page (no cookie on GET); its POST sets the cookie until the token expires; end clears it', async () => {
    const token = await createPreviewToken(SECRET, new Date(), 600);
    const page = await h.app.request(`/api/contact/helpers/preview?token=${token}&path=%2Fservice-hilfe`, {
      headers: { 'x-sf-locale': 'de-DE' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain('Vorschau starten');
    expect(html).toContain(`value="${token}"`);
    const start = await post('preview', { token, back: '/service-hilfe' });
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toBe('/service-hilfe');
    const cookie = start.headers.get('set-cookie') ?? '';
    expect(cookie.startsWith(`sf_preview=${token};`)).toBe(true);
    expect(cookie).toMatch(/Max-Age=(59\d|600)(;|$)/);
    expect(cookie).toContain('HttpOnly');
    const end = await post('preview/end', { back: '/' });
    expect(end.headers.get('set-cookie')).toMatch(/^sf_preview=;.*Max-Age=0/);
  });

  it('refuses a forged, expired or too long-lived token with the localized message', async () => {
    const forged = `${Math.floor(Date.now() / 1000) + 600}.${'A'.repeat(43)}`;
    const expired = await createPreviewToken(SECRET, new Date(Date.now() - 3_600_000), 60);
    for (const token of [forged, expired, 'x', '']) {
      const res = await post('preview', { token, locale: 'de-DE' }, { json: true });
      expect(res.status).toBe(422);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await res.json()).toMatchObject({
        error: {
          message: 'Dieser Vorschau-Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
        },
      });
    }
  });

  it('mints a link only with development features', async () => {
    const res = await h.app.request('/api/contact/helpers/dev/preview-link?path=/');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toMatch(
      /^\/api\/contact\/helpers\/preview\?token=\d{10}\.[\w-]{43}&path=%2F$/,
    );
    const prod = await createTestApp({ devFeatures: false });
    expect((await prod.app.request('/api/contact/helpers/dev/preview-link')).status).toBe(404);
    await prod.t.db.close();
  });
});

describe('helper API under generated input (fast-check)', () => {
  it('never answers 5xx, and a refused survey post stores nothing', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        'stay',
        'de-AT',
        'answer',
        'dismiss',
        '3',
        '<script>',
        '//evil',
        '\u0000',
        'a'.repeat(2000),
      ),
    );
    const body = fc.dictionary(
      fc.constantFrom('choice', 'back', 'locale', 'action', 'rating', 'comment', 'token'),
      value,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('country', 'app-banner', 'survey', 'preview', 'preview/end'),
        body,
        fc.boolean(),
        async (path, fields, json) => {
          const before = await answers();
          const res = await post(path, fields, { json });
          expect(res.status).toBeLessThan(500);
          const stored = (await answers()) - before;
          const valid =
            path === 'survey' &&
            fields.action === 'answer' &&
            /^[1-5]$/.test(fields.rating ?? '') &&
            res.status < 400;
          expect(stored).toBe(valid ? 1 : 0);
        },
      ),
      { seed: 20261125, numRuns: 300 },
    );
  });
});
