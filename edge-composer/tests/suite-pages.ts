/** Page composition tests of the runtime suite. */
import { startFixtures, SEARCH_TIMEOUT_MS, type Fixtures } from './fixtures';
import { bootOf, readTimed, scriptTags, type ComposerTarget } from './helpers';

const NEWSLETTER_DE = '/service-hilfe/newsletter/anmelden';

export function definePageTests(getTarget: () => ComposerTarget): void {
  let fx: Fixtures;
  beforeAll(async () => {
    fx = await startFixtures();
  });

  describe('tenant, locale and route', () => {
    it.each([
      ['de.localhost', '/', 'de-DE', 'DE'],
      ['127.0.0.1', '/', 'de-DE', 'DE'],
      ['at.localhost', '/', 'de-AT', 'AT'],
      ['ch.localhost', '/', 'de-CH', 'CH'],
      ['ch.localhost', '/fr/', 'fr-CH', 'CH'],
      ['nl.localhost', '/', 'nl-NL', 'NL'],
    ])('%s%s is %s of tenant %s', async (host, path, locale, tenant) => {
      const res = await getTarget().fetch(path, { host });
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html.startsWith(`<!doctype html><html lang="${locale}"><head>`)).toBe(true);
      expect(html).toContain(`<h1>Home ${locale}</h1>`);
      const boot = bootOf(html);
      expect(boot).toMatchObject({ tenant, locale, route: { id: 'home', remote: 'shell' }, status: 200 });
    });

    it('sends the fragment protocol headers to the owner of the route', async () => {
      const res = await getTarget().fetch('/fr/aide-service/newsletter/inscription?src=mail', {
        host: 'ch.localhost',
      });
      const html = await res.text();
      expect(html).toContain(
        '<h1 data-tenant="CH" data-locale="fr-CH">Newsletter newsletter-signup?src=mail</h1>',
      );
      const seen = fx.seen
        .filter((s) => s.server === 'newsletter' && s.url.startsWith('/fragment/newsletter-signup?src=mail'))
        .at(-1);
      expect(seen?.headers['x-sf-path']).toBe('/fr/aide-service/newsletter/inscription?src=mail');
      expect(JSON.parse(String(seen?.headers['x-sf-session']))).toEqual({
        loggedIn: false,
        softLoggedIn: false,
      });
      expect(seen?.headers['x-sf-request-id']).toBe(bootOf(html).requestId);
      expect(seen?.headers.cookie).toBeUndefined();
    });

    it('writes a well-formed boot payload with every remote of the tenant and the shell entry', async () => {
      const res = await getTarget().fetch(NEWSLETTER_DE);
      const html = await res.text();
      const boot = bootOf(html);
      expect(boot.route).toEqual({ id: 'newsletter-signup', remote: 'mfe-newsletter' });
      expect(boot.remotes.map((r) => r.name)).toEqual([
        'shell',
        'mfe-account',
        'mfe-credit-instalments',
        'mfe-newsletter',
        'mfe-search',
      ]);
      const cdn = `${fx.servers.shell}/cdn`;
      const nonce = /nonce-([^']+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      // nothing is preloaded: the shell starts after the first paint, the remote on the shopper's intent (decision 0015)
      expect(html).not.toContain('<link rel="preload" as="script"');
      expect(html).not.toContain('remoteEntry.js');
      expect(html).toContain(`<script nonce="${nonce}">(function(d,u){`);
      expect(html.endsWith(`(document,"${cdn}/shell/1.0.0/main.1a2b3c4d.js")</script></body></html>`)).toBe(
        true,
      );
      expect(res.headers.get('content-security-policy')).toContain(`connect-src 'self' ${fx.servers.shell};`);
    });

    it('puts header, main and footer in order, with a skip link to #main', async () => {
      const html = await (await getTarget().fetch(NEWSLETTER_DE)).text();
      const order = [
        '<a class="sf-skip-link" href="#main">Zum Inhalt springen</a>',
        '<header>',
        '<main id="main">',
        'Newsletter newsletter-signup',
        '</main>',
        '<footer>',
        `id="sf-boot"`,
      ];
      const positions = order.map((s) => html.indexOf(s));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      // the newsletter routes take their status from the fragment: the head waits for it, so the
      // fragment's x-sf-head lands in <head>
      expect(html).toMatch(/<link rel="preload" href="\/fixture.css" as="style"><\/head>/);
    });

    it('gives canary versions to the shoppers of its percentage and sets the sf_bucket cookie', async () => {
      const res = await getTarget().fetch(NEWSLETTER_DE.replace('anmelden', 'abmelden'), {
        host: 'at.localhost',
      });
      const cookie = res.headers.get('set-cookie') ?? '';
      // signed (decision 0141): `<uuid>.<HMAC-SHA256, base64url>`
      expect(cookie).toMatch(
        /^sf_bucket=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const boot = bootOf(await res.text());
      expect(boot.remotes.find((r) => r.name === 'mfe-newsletter')?.version).toBe('2.0.0-canary');
      const again = await getTarget().fetch('/', {
        host: 'at.localhost',
        headers: { cookie: cookie.split(';')[0]! },
      });
      expect(again.headers.get('set-cookie')).toBeNull();
      await again.text();
      // a bucket id of the shopper's own choosing, unsigned or with another signature, is replaced
      const id = cookie.slice('sf_bucket='.length, cookie.indexOf('.'));
      for (const forged of [id, `${id}.${'A'.repeat(43)}`]) {
        const res2 = await getTarget().fetch('/', {
          host: 'at.localhost',
          headers: { cookie: `sf_bucket=${forged}` },
        });
        const replaced = res2.headers.get('set-cookie') ?? '';
        expect(replaced).toMatch(/^sf_bucket=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43};/);
        expect(replaced).not.toContain(id);
        await res2.text();
      }
    });
  });

  describe('streaming, timeouts and fallbacks', () => {
    it('streams the head before a slow fragment has finished', async () => {
      // identity: Miniflare emulates the edge's compression with a zlib stream that only flushes at
      // the end, which would hide the streaming; the compressed variant runs on Node (suite-compression.ts)
      const res = await getTarget().fetch('/mein-konto?delay=400&id=stream', {
        headers: { 'accept-encoding': 'identity' },
      });
      const { text, firstChunk, firstAt } = await readTimed(res);
      expect(firstChunk).toContain('<title>');
      expect(firstChunk).not.toContain('Mein Konto, spät');
      expect(fx.slowFinished.get('stream')).toBeGreaterThan(firstAt);
      expect(text).toContain('<h1>Mein Konto, spät</h1>');
      expect(res.status).toBe(200);
    });

    it('answers 200 with chrome and a localized fallback when a fragment times out', async () => {
      const started = Date.now();
      const res = await getTarget().fetch('/s/?delay=5000&id=timeout');
      const html = await res.text();
      expect(Date.now() - started).toBeLessThan(SEARCH_TIMEOUT_MS + 500);
      expect(res.status).toBe(200);
      expect(html).toContain('<header>');
      expect(html).toContain('<footer>');
      expect(html).toContain(
        '<div data-sf-slot="mfe-search" data-sf-route="search" data-sf-fallback><p role="status">Dieser Bereich kann gerade nicht angezeigt werden.',
      );
    });

    it('falls back when a fragment server fails', async () => {
      const res = await getTarget().fetch('/fr/mon-compte', { host: 'ch.localhost' });
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toContain(
        '<div data-sf-slot="mfe-account" data-sf-route="account" data-sf-fallback><p role="status">Cette zone ne peut pas être affichée',
      );
      expect(html).toContain('<footer>');
    });
  });

  describe('page widgets', () => {
    const SHEET = '<div data-sf-slot="mfe-newsletter-sheet" data-sf-route="newsletter-sheet">';

    it('writes the newsletter sheet between main and footer on the home page and lists it in the boot payload', async () => {
      const res = await getTarget().fetch('/');
      const html = await res.text();
      expect(res.status).toBe(200);
      const main = html.indexOf('</main>');
      const sheet = html.indexOf(SHEET);
      const footer = html.indexOf('<footer>');
      expect(main).toBeGreaterThan(0);
      expect(sheet).toBeGreaterThan(main);
      expect(footer).toBeGreaterThan(sheet);
      expect(html).toContain('<script type="application/json" data-sf-state="mfe-newsletter-sheet">');
      // the search box widget (mfe-search) is on every page with a header
      expect(bootOf(html).widgets).toEqual([
        { remote: 'mfe-newsletter', slot: 'mfe-newsletter-sheet', expose: './sheet' },
        { remote: 'mfe-search', slot: 'mfe-search-box', expose: './search-box' },
      ]);
      const seen = fx.seen
        .filter((s) => s.server === 'newsletter' && s.url === '/fragment/newsletter-sheet')
        .at(-1);
      expect(seen?.headers['x-sf-request-id']).toBe(bootOf(html).requestId);
      expect(seen?.headers.cookie).toBeUndefined();
    });

    it('writes it on CMS content pages too', async () => {
      const html = await (await getTarget().fetch('/service-hilfe/ueber-uns')).text();
      expect(html).toContain(SHEET);
      expect(bootOf(html).widgets?.map((w) => w.slot)).toEqual(['mfe-newsletter-sheet', 'mfe-search-box']);
    });

    it('leaves it out of a newsletter page', async () => {
      const html = await (await getTarget().fetch(NEWSLETTER_DE)).text();
      expect(html).not.toContain('mfe-newsletter-sheet');
      expect(bootOf(html).widgets?.map((w) => w.slot)).toEqual(['mfe-search-box']);
    });

    it('leaves the page 200 without the widget, and without a fallback, when the widget server fails', async () => {
      const res = await getTarget().fetch('/service-hilfe/widget-kaputt');
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toContain('<h1>CMS page</h1>');
      expect(html).toContain('</main><div data-sf-slot="shell" data-sf-route="footer">');
      expect(html).not.toContain('mfe-newsletter-sheet');
      expect(html).not.toMatch(/<[^>]+ data-sf-fallback/); // (the head's first script names the attribute)
      expect(bootOf(html).widgets?.map((w) => w.slot)).toEqual(['mfe-search-box']);
    });
  });

  describe('status pages', () => {
    it('answers an unknown path with the localized 404 page in full chrome', async () => {
      const res = await getTarget().fetch('/gibt-es-wirklich-nicht');
      const html = await res.text();
      expect(res.status).toBe(404);
      expect(html).toContain('<header>');
      expect(html).toContain('<footer>');
      expect(html).toContain('<h1>Seite nicht gefunden</h1>');
      expect(html).toContain('<a href="/">Zur Startseite</a>');
      expect(html).toContain('<a href="/s/">Zur Suche</a>');
      expect(bootOf(html)).toMatchObject({ status: 404, route: { id: 'not-found', remote: 'shell' } });
    });

    it('answers 404 when the owning remote is not deployed for the tenant', async () => {
      const res = await getTarget().fetch('/warenkorb', { host: 'nl.localhost' });
      const html = await res.text();
      expect(res.status).toBe(404);
      expect(html).toContain('<h1>Pagina niet gevonden</h1>');
    });

    it('takes the page status from the fragment on statusFrom routes', async () => {
      const missing = await getTarget().fetch('/service-hilfe/gibt-es-nicht');
      const html = await missing.text();
      expect(missing.status).toBe(404);
      expect(html).toContain('<h1>CMS: nicht gefunden</h1>');
      expect(bootOf(html).status).toBe(404);
      const gone = await getTarget().fetch('/service-hilfe/abgelaufen');
      expect(gone.status).toBe(410);
      expect(await gone.text()).toContain('<title>Vorbei</title>');
      const page = await getTarget().fetch('/service-hilfe/ueber-uns');
      const body = await page.text();
      expect(page.status).toBe(200);
      expect(body).toContain('<title>Über uns</title>');
      expect(body).toMatch(/<meta name="description" content="CMS page"><\/head>/);
    });
  });

  describe('content security policy', () => {
    it('puts a fresh nonce on every script and passes it to fragment servers', async () => {
      for (let i = 0; i < 2; i += 1) {
        const res = await getTarget().fetch('/');
        const csp = res.headers.get('content-security-policy') ?? '';
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
        expect(nonce).toBeTruthy();
        expect(csp).toContain("'strict-dynamic'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("frame-ancestors 'none'");
        const html = await res.text();
        const executable = scriptTags(html).filter((t) => !t.includes('type="application/json"'));
        expect(executable.length).toBeGreaterThanOrEqual(2);
        for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
        // the header fragment is cached after the first request: its inline script still gets this nonce
        expect(html).toContain(`<script nonce="${nonce}">window.sfHeader=1</script>`);
      }
      const headerFetches = fx.seen.filter(
        (s) =>
          s.url === '/fragment/header' && s.headers['x-sf-path'] === '/' && s.headers['x-sf-tenant'] === 'DE',
      );
      expect(headerFetches).toHaveLength(1);
    });

    it('sends the security headers with every page', async () => {
      const res = await getTarget().fetch('/gibt-es-nicht');
      await res.text();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });
  });
}
