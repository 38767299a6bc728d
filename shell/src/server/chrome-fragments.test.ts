/** @jest-environment node */
import { fragmentHeaders, shellWithContent } from './test-helpers';

describe('GET /fragment/header', () => {
  it('renders the header with logo, navigation, flyouts, USP bar and search from the CMS', async () => {
    const { app } = shellWithContent();
    const res = await app.request('/fragment/header', { headers: fragmentHeaders('DE', 'de-DE', '/') });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=900');
    const html = await res.text();
    expect(html).toMatch(/^<style data-styled/);
    expect(html).toContain('<div data-sf-slot="shell" data-sf-route="header"><');
    expect(html).toContain('<header');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*aria-label="Nordhafen Versand – zur Startseite"/);
    expect(html).toMatch(/<nav[^>]*aria-label="Hauptnavigation"/);
    for (const label of [
      'Mode',
      'Möbel &amp; Wohnen',
      'Elektro &amp; Haushalt',
      'Technik &amp; Multimedia',
      'Service &amp; Hilfe',
    ]) {
      expect(html).toContain(`>${label}</a>`);
    }
    expect(html).toContain('href="/damenmode/kleider/"');
    expect(html).toContain('Sofas mit Lieferung bis ins Wohnzimmer');
    expect(html).toContain('data-sf-content="bucket-usp-bar"');
    expect(html).toContain('Kostenloser Versand ab 75 €');
    // a POST that records the term in the search history and answers with its result page
    expect(html).toMatch(/<form[^>]*action="\/api\/search\/searchhistory\/v1\/go" method="post"/);
    expect(html).toContain('<input type="hidden" name="locale" value="de-DE"/>');
    expect(html).toContain('<label for="sf-search-term">Suchbegriff</label>');
    expect(html).toMatch(/<input id="sf-search-term" type="search"[^>]*name="q"/);
    expect(html).toContain('data-empty-message="Bitte geben Sie zunächst Ihren Suchbegriff ein."');
    expect(html).toContain('data-sf-consent=""');
    expect(html).toContain('data-sf-mount="chrome-tools"');
  });

  it('adds the colour-mode script with the composer nonce', async () => {
    const { app } = shellWithContent();
    const res = await app.request('/fragment/header', {
      headers: fragmentHeaders('DE', 'de-DE', '/', { 'x-sf-nonce': 'abc123' }),
    });
    const html = await res.text();
    expect(html).toMatch(
      /^<script nonce="abc123">\(function\(m\)\{if\(m\)document\.documentElement\.setAttribute\('data-color-scheme',m\[1\]\)\}\)\(\/\(\?:\^\|;\\s\*\)\(\?:__Host-\)\?sf_mode=/,
    );
    // the consent banner is shown in the first paint by an inline script right after it
    expect(html).toMatch(
      /<\/section><script nonce="abc123">\(function\(b\)\{if\(!b\|\|\/\(\?:\^\|;\\s\*\)\(\?:__Host-\)\?sf_consent=/,
    );
    // the controls the shell script shows later keep their space while hidden (no layout shift)
    expect(html).toMatch(/\[data-sf-flyout-toggle\]\[hidden\]\{display:inline-block;visibility:hidden;\}/);
    expect(html).toMatch(/\[hidden\]\{visibility:hidden;\}/);
  });

  it('speaks French on /fr and uses the Swiss USP bar in de-CH', async () => {
    const { app } = shellWithContent();
    const fr = await (
      await app.request('/fragment/header', { headers: fragmentHeaders('CH', 'fr-CH', '/fr') })
    ).text();
    expect(fr).toContain('aria-label="Navigation principale"');
    expect(fr).toContain('Livraison gratuite dès CHF 75.–');
    expect(fr).toContain('<input type="hidden" name="locale" value="fr-CH"/>');
    const ch = await (
      await app.request('/fragment/header', { headers: fragmentHeaders('CH', 'de-CH', '/') })
    ).text();
    expect(ch).toContain('Gratis Lieferung ab CHF 75.–');
    expect(ch).toContain('Haushaltsgrossgeräte');
  });

  it('still renders when the bucket is down: built-in navigation, no USP bar, the failure logged', async () => {
    const { app, logger } = shellWithContent({ failing: true });
    const res = await app.request('/fragment/header', { headers: fragmentHeaders('DE', 'de-DE', '/') });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<nav[^>]*aria-label="Hauptnavigation"/);
    expect(html).toContain('>Möbel &amp; Wohnen</a>');
    expect(html).toContain('href="/service-hilfe"');
    expect(html).not.toContain('bucket-usp-bar');
    const lines = logger.lines.filter((l) => l.level === 'error').map((l) => l.msg);
    expect(lines).toContain(
      'Endpoint: http://bucket.test/de-DE/bucket-usp-bar.json - Status 0: fetch failed (connect ECONNREFUSED 127.0.0.1:3100)',
    );
    expect(lines).toContain(
      'Endpoint: http://bucket.test/de-DE/navigation.json - Status 0: fetch failed (connect ECONNREFUSED 127.0.0.1:3100)',
    );
  });

  it('answers 400 without the fragment headers', async () => {
    const { app } = shellWithContent();
    expect((await app.request('/fragment/header')).status).toBe(400);
  });
});

describe('GET /fragment/footer', () => {
  it('renders the CMS footer: service links, hotline hours and fees, newsletter, legal links, payments, seals', async () => {
    const { app } = shellWithContent();
    const res = await app.request('/fragment/footer', { headers: fragmentHeaders('DE', 'de-DE', '/') });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=900');
    const html = await res.text();
    expect(html).toContain('<footer');
    expect(html).toContain('Mo–Fr 08:00–21:00 Uhr');
    expect(html).toContain('Sa 08:00–12:00 Uhr');
    expect(html).toContain(
      '20 Cent pro Anruf aus dem deutschen Festnetz, aus Mobilfunknetzen max. 60 Cent pro Anruf.',
    );
    expect(html).toContain('href="/service-hilfe/newsletter/anmelden"');
    expect(html).toContain('href="/service-hilfe/ueber-uns/agb/"');
    expect(html).toContain('href="/service-hilfe/ueber-uns/datenschutz"');
    expect(html).toContain('>Rechnung</li>');
    expect(html).toContain('>Trusted Shops</a>');
    expect(html).toContain('data-sf-consent-open=""');
  });

  it('uses the Austrian footer on AT and falls back to the tenant configuration without the bucket', async () => {
    const { app } = shellWithContent();
    const at = await (
      await app.request('/fragment/footer', { headers: fragmentHeaders('AT', 'de-AT', '/') })
    ).text();
    expect(at).toContain('0810 20 30 40');
    expect(at).toContain('Österreichisches E-Commerce-Gütezeichen');
    const down = shellWithContent({ failing: true });
    const res = await down.app.request('/fragment/footer', { headers: fragmentHeaders('NL', 'nl-NL', '/') });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('0900 234 5678');
    expect(html).toContain('ma–vr 08:00–21:00 uur, za 08:00–12:00 uur');
    expect(html).toContain('href="/special/algemene-voorwaarden"');
    expect(html).toContain('Thuiswinkel Waarborg');
    expect(
      down.logger.lines.some((l) =>
        l.msg.startsWith('Endpoint: http://bucket.test/nl-NL/footer.json - Status 0:'),
      ),
    ).toBe(true);
  });
});
