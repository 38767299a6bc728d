import { resolveRoute } from '@sf/i18n';
import { createTestApp, fragmentHeaders } from '../test-app';

let h: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => {
  await h.t.db.close();
});

/** Spec section 2: home page and service-help yes; its sub-paths newsletter, shopping-vorteile, nachhaltigkeit, ueber-uns no. */
const CASES: readonly (readonly [
  tenant: 'DE' | 'CH' | 'NL',
  locale: string,
  path: string,
  shown: boolean,
])[] = [
  ['DE', 'de-DE', '/', true],
  ['DE', 'de-DE', '/storefront', true],
  ['DE', 'de-DE', '/service-hilfe', true],
  ['DE', 'de-DE', '/service-hilfe/versand-und-lieferung', true],
  ['DE', 'de-DE', '/service-hilfe/newsletter', false],
  ['DE', 'de-DE', '/service-hilfe/shopping-vorteile', false],
  ['DE', 'de-DE', '/service-hilfe/nachhaltigkeit/siegel', false],
  ['DE', 'de-DE', '/service-hilfe/ueber-uns/agb/', false],
  ['DE', 'de-DE', '/service-hilfe/kontakt', true],
  ['DE', 'de-DE', '/magazin', false],
  ['DE', 'de-DE', '/lp/sale', false],
  ['CH', 'fr-CH', '/fr', true],
  ['CH', 'fr-CH', '/fr/aide-service', true],
  ['CH', 'fr-CH', '/fr/aide-service/newsletter', false],
  ['CH', 'fr-CH', '/fr/aide-service/a-propos', false],
  ['NL', 'nl-NL', '/klantenservice', true],
  ['NL', 'nl-NL', '/klantenservice/nieuwsbrief', false],
  ['NL', 'nl-NL', '/klantenservice/over-ons/colofon', false],
  ['NL', 'nl-NL', '/inspiratie', false],
];

describe('chat bot widget over the route table', () => {
  it.each(CASES)('%s %s: shown=%s', async (tenant, locale, path, shown) => {
    // the composer asks for the widget on the home and content routes only
    const route = resolveRoute(tenant, path)?.route.id;
    expect(['home', 'content', 'contact', 'contact-sent']).toContain(route);
    const res = await h.app.request('/fragment/chat-bot', { headers: fragmentHeaders(path, locale, tenant) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    if (shown) {
      expect(html).toContain('data-sf-slot="mfe-service-contact-chat-bot"');
      expect(html).toContain(
        locale === 'nl-NL'
          ? 'Vragen? Chatassistent'
          : locale === 'fr-CH'
            ? 'Des questions'
            : 'Fragen? Chat-Assistent',
      );
    } else {
      expect(html).toBe('');
    }
  });
});
