import { tokenFromMail } from '../domain/test-context';
import { createTestApp, fakeBucket } from '../test-app';

const STATE = /<script type="application\/json" data-sf-state="mfe-newsletter">(.*?)<\/script>/;
const stateOf = (html: string) =>
  JSON.parse(STATE.exec(html)?.[1] ?? 'null') as { routeId: string; page: Record<string, unknown> };

describe('GET /fragment/<route id>', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      contentBucket: fakeBucket({
        headline: 'Newsletter-Vorteile',
        text: 'Jetzt anmelden.',
        cta: { label: 'Los geht’s', href: '/x' },
      }),
    });
  });
  afterAll(() => t.ctx.db.close());
  beforeEach(() => t.ctx.reset());

  it('renders page 1 as a slot with the form labels, a no-JS form and the state script', async () => {
    const res = await t.fragment('newsletter-signup');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(decodeURIComponent(res.headers.get('x-sf-title') ?? '')).toBe('Newsletter abonnieren');
    const html = await res.text();
    expect(html).toMatch(
      /^(<style[^>]*>.*?<\/style>)?<div data-sf-slot="mfe-newsletter" data-sf-route="newsletter-signup"><section/s,
    );
    for (const label of [
      'E-Mail-Adresse',
      'Anrede',
      'Welchen Newsletter möchten Sie erhalten?',
      'Frau',
      'Herr',
      'keine Angabe',
      'OTTO',
      'LASCANA',
      'beide',
    ]) {
      expect(html).toContain(label);
    }
    expect(/<form[^>]*>/.exec(html)?.[0]).toMatch(
      /method="post"[^>]*action="\/api\/newsletter\/signup"|action="\/api\/newsletter\/signup"[^>]*method="post"/,
    );
    expect(html).toContain('id="_mfe-newsletter-');
    expect(stateOf(html)).toEqual({
      v: 1,
      routeId: 'newsletter-signup',
      locale: 'de-DE',
      page: { page: 'signup' },
    });
    // server HTML keeps the submit usable without JavaScript
    expect(/<button[^>]*type="submit"[^>]*>/.exec(html)?.[0]).not.toContain('disabled');
  });

  it('renders the French labels for fr-CH', async () => {
    const html = await (
      await t.fragment('newsletter-signup', {
        locale: 'fr-CH',
        path: '/fr/aide-service/newsletter/inscription',
      })
    ).text();
    expect(html).toContain('Adresse e-mail');
    expect(html).toContain('Civilité');
    expect(html).not.toContain('<html');
  });

  it('shows the errors of a refused no-JS post from the page query', async () => {
    const html = await (
      await t.fragment('newsletter-signup', {
        path: '/service-hilfe/newsletter/anmelden?e.email=email.invalid&v.email=anna%40&e.brands=bogus',
      })
    ).text();
    expect(html).toContain('Die E-Mail-Adresse ist nicht gültig.');
    expect(html).toContain('value="anna@"');
    expect(stateOf(html).page).toEqual({
      page: 'signup',
      values: { email: 'anna@' },
      fieldErrors: { email: 'Die E-Mail-Adresse ist nicht gültig.' },
    });
  });

  it('page 3 opened from the mail confirms nothing: one button posts the token; forged 400', async () => {
    await t.postJson('/api/newsletter/signup', { email: 'k@example.de', brands: 'OTTO' });
    const token = tokenFromMail((await t.ctx.mailsTo('k@example.de'))[0]);
    const path = `/service-hilfe/newsletter/anmelden/bestaetigt?token=${token}`;
    const res = await t.fragment('newsletter-signup-confirmed', { path });
    expect(res.headers.get('x-sf-status')).toBe('200');
    const html = await res.text();
    expect(html).toContain('Newsletter-Anmeldung bestätigen');
    expect(html).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/api\/newsletter\/confirm")/);
    expect(html).toContain(`name="token" value="${token}"`);
    expect((await t.ctx.db.query('SELECT status FROM subscriptions')).rows).toEqual([{ status: 'pending' }]);
    const forged = await t.fragment('newsletter-signup-confirmed', {
      path: '/x?token=short',
      locale: 'nl-NL',
    });
    expect(forged.headers.get('x-sf-status')).toBe('400');
    expect(await forged.text()).toContain('Deze bevestigingslink is ongeldig.');
  });

  it('shows the results a no-JS post comes back with', async () => {
    const result = await (
      await t.fragment('newsletter-unsubscribe', {
        path: '/service-hilfe/newsletter/abmelden?result=not-found',
      })
    ).text();
    expect(result).toContain('Zu dieser E-Mail gibt es keine Newsletteranmeldung.');
    const confirmed = await t.fragment('newsletter-signup-confirmed', {
      path: '/p?result=success&voucher=1',
    });
    expect(confirmed.headers.get('x-sf-status')).toBe('200');
    expect((await confirmed.text()).replace(/\u00a0/g, ' ')).toContain(
      '15 € Gutschein ab 90 € Mindestbestellwert',
    );
    const used = await t.fragment('newsletter-signup-confirmed', { path: '/p?result=token-used' });
    expect(used.headers.get('x-sf-status')).toBe('410');
    expect(await used.text()).toContain('Dieser Bestätigungslink wurde bereits verwendet.');
    const removed = await (
      await t.fragment('newsletter-mailing-unsubscribe', { path: '/p?result=not-found' })
    ).text();
    expect(removed).toContain('Keine Anmeldung gefunden');
    const crafted = await t.fragment('newsletter-mailing-unsubscribe', { path: '/p?result=<script>' });
    expect(crafted.headers.get('x-sf-status')).toBe('400');
  });

  it('renders the remaining pages', async () => {
    const expectations: [string, string][] = [
      ['newsletter-signup-pending', 'Bitte bestätigen Sie Ihre Anmeldung'],
      ['newsletter-signup-existing', 'Sie sind bereits angemeldet'],
      ['newsletter-unsubscribe', 'Pausieren für'],
      ['newsletter-personal-unsubscribed', 'vom persönlichen Newsletter abgemeldet'],
    ];
    for (const [routeId, text] of expectations) {
      const res = await t.fragment(routeId);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(text);
    }
  });

  it('renders the sheet widget with the content bucket texts', async () => {
    const res = await t.fragment('newsletter-sheet');
    const html = await res.text();
    expect(html).toContain('data-sf-slot="mfe-newsletter-sheet" data-sf-route="newsletter-sheet"');
    expect(html).toContain('href="/service-hilfe/newsletter/anmelden"');
    expect(html).toContain('data-sf-state="mfe-newsletter-sheet"');
    expect(html).toContain('Newsletter-Vorteile');
  });

  it('answers 400 without the composer headers and 404 for an unknown route', async () => {
    expect((await t.app.request('/fragment/newsletter-signup')).status).toBe(400);
    expect((await t.fragment('newsletter-nope')).status).toBe(404);
  });
});
