import { test, expect } from '@playwright/test';
import { DE, FR } from './texts';
import { at, uniqueEmail } from './helpers';

// API-level bad input through the composer, as a browser or a script would send it.
test.describe('newsletter API refuses bad input with a clear localized 4xx', () => {
  // Node does not resolve `*.localhost` (Chromium does): requests go to 127.0.0.1 with the tenant's Host
  const port = process.env.E2E_PORT ?? 3300;
  const same = (host: string) => ({ origin: `http://${host}:${port}`, host: `${host}:${port}` });

  test('malformed e-mail: 4xx with the German message, fr-CH message in French', async ({ request }) => {
    const de = await request.post(at(DE, '/api/newsletter/signup'), {
      headers: { ...same(DE.host), 'x-sf-locale': 'de-DE' },
      data: { email: 'nicht-gueltig', salutation: 'female', brands: 'OTTO' },
    });
    expect([400, 422]).toContain(de.status());
    expect(JSON.stringify(await de.json())).toContain(DE.emailInvalid);
    const fr = await request.post(at(DE, '/api/newsletter/signup'), {
      headers: { ...same(FR.host), 'x-sf-locale': 'fr-CH' },
      data: { email: 'pas-valide', salutation: 'female', brands: 'OTTO' },
    });
    expect([400, 422]).toContain(fr.status());
    expect(JSON.stringify(await fr.json())).toContain(FR.emailInvalid);
  });

  test('unknown option value: 400 and nothing changes', async ({ request }) => {
    const res = await request.post(at(DE, '/api/newsletter/unsubscribe'), {
      headers: same(DE.host),
      data: { email: uniqueEmail('opt'), newsletter: 'frequency|9' },
    });
    expect(res.status()).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/"message":"[^"]+"/);
  });

  test('oversize body: 413', async ({ request }) => {
    const res = await request.post(at(DE, '/api/newsletter/signup'), {
      headers: same(DE.host),
      data: {
        email: uniqueEmail('big'),
        salutation: 'female',
        brands: 'OTTO',
        padding: 'x'.repeat(64 * 1024),
      },
    });
    expect(res.status()).toBe(413);
  });
});
