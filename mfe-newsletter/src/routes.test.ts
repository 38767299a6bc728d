import type { TenantId } from '@sf/contracts';
import { createRouteTable, ownedBy, SHELL_ROUTES } from '@sf/i18n';
import { NEWSLETTER_ROUTES } from './routes';

// the remote's routes beside the shell's (the CMS prefixes they sit in), as the composer composes them
const table = createRouteTable([...SHELL_ROUTES, ...ownedBy('mfe-newsletter', NEWSLETTER_ROUTES)]);
const resolveRoute = (tenant: TenantId, path: string) => table.resolve(tenant, path);

/** `<route id>@<remote>` of a path, or null. */
function owner(tenant: TenantId, path: string): string | null {
  const r = resolveRoute(tenant, path);
  return r ? `${r.route.id}@${r.route.remote}` : null;
}

describe('newsletter paths (docs/platform.md § Routes)', () => {
  const TABLE: readonly (readonly [string, string, string, string])[] = [
    [
      'newsletter-signup',
      '/service-hilfe/newsletter/anmelden',
      '/fr/aide-service/newsletter/inscription',
      '/klantenservice/nieuwsbrief/aanmelden',
    ],
    [
      'newsletter-signup-pending',
      '/service-hilfe/newsletter/anmelden/bestaetigen',
      '/fr/aide-service/newsletter/inscription/confirmer',
      '/klantenservice/nieuwsbrief/aanmelden/bevestigen',
    ],
    [
      'newsletter-signup-confirmed',
      '/service-hilfe/newsletter/anmelden/bestaetigt',
      '/fr/aide-service/newsletter/inscription/confirmee',
      '/klantenservice/nieuwsbrief/aanmelden/bevestigd',
    ],
    [
      'newsletter-signup-existing',
      '/service-hilfe/newsletter/anmelden/bereits-angemeldet',
      '/fr/aide-service/newsletter/inscription/deja-inscrit',
      '/klantenservice/nieuwsbrief/aanmelden/al-aangemeld',
    ],
    [
      'newsletter-unsubscribe',
      '/service-hilfe/newsletter/abmelden',
      '/fr/aide-service/newsletter/desinscription',
      '/klantenservice/nieuwsbrief/afmelden',
    ],
    [
      'newsletter-mailing-unsubscribe',
      '/service-hilfe/newsletter/mailing-abmeldung',
      '/fr/aide-service/newsletter/desinscription-mailing',
      '/klantenservice/nieuwsbrief/mailing-afmelden',
    ],
    [
      'newsletter-personal-unsubscribed',
      '/service-hilfe/newsletter/persoenlicher-newsletter-abgemeldet',
      '/fr/aide-service/newsletter/newsletter-personnelle-desinscrite',
      '/klantenservice/nieuwsbrief/persoonlijke-nieuwsbrief-afgemeld',
    ],
  ];

  it.each(TABLE)('%s is owned by mfe-newsletter in every locale', (id, de, fr, nl) => {
    for (const tenant of ['DE', 'AT', 'CH'] as const) expect(owner(tenant, de)).toBe(`${id}@mfe-newsletter`);
    expect(owner('CH', fr)).toBe(`${id}@mfe-newsletter`);
    expect(resolveRoute('CH', fr)?.locale).toBe('fr-CH');
    expect(owner('NL', nl)).toBe(`${id}@mfe-newsletter`);
    expect(owner('NL', `${nl}/`)).toBe(`${id}@mfe-newsletter`);
  });

  it('leaves the newsletter info page and unknown newsletter sub-pages to the CMS', () => {
    expect(owner('DE', '/service-hilfe/newsletter')).toBe('content@shell');
    expect(owner('DE', '/service-hilfe/newsletter/faq')).toBe('content@shell');
    expect(owner('DE', '/service-hilfe/newsletter/anmelden/unbekannt')).toBe('content@shell');
  });

  it('does not serve another locale’s newsletter path as a newsletter page', () => {
    expect(owner('DE', '/klantenservice/nieuwsbrief/aanmelden')).toBe('content@shell');
    expect(owner('NL', '/service-hilfe/newsletter/anmelden')).toBe('content@shell');
    expect(owner('CH', '/aide-service/newsletter/inscription')).toBe('content@shell');
  });
});
