import type { CompositionRoute } from '@sf/contracts';

const DE = '/service-hilfe/newsletter';
const FR = '/fr/aide-service/newsletter';
const NL = '/klantenservice/nieuwsbrief';

const page = <const Id extends string>(id: Id, de: string, fr: string, nl: string) =>
  ({
    id,
    match: 'exact',
    // the page decides its status (410/400 for a used or forged link) and its title
    statusFrom: 'fragment',
    paths: { 'de-DE': `${DE}${de}`, 'fr-CH': `${FR}${fr}`, 'nl-NL': `${NL}${nl}` },
  }) as const;

/**
 * The newsletter's pages, exactly as in docs/platform.md § Routes (decision 0003): what its
 * composition declares (decision 0235). A path changed here reaches the shop — and every other
 * owner's links to it — with this remote's deploy.
 */
export const NEWSLETTER_ROUTES = [
  page('newsletter-signup', '/anmelden', '/inscription', '/aanmelden'),
  page(
    'newsletter-signup-pending',
    '/anmelden/bestaetigen',
    '/inscription/confirmer',
    '/aanmelden/bevestigen',
  ),
  page(
    'newsletter-signup-confirmed',
    '/anmelden/bestaetigt',
    '/inscription/confirmee',
    '/aanmelden/bevestigd',
  ),
  page(
    'newsletter-signup-existing',
    '/anmelden/bereits-angemeldet',
    '/inscription/deja-inscrit',
    '/aanmelden/al-aangemeld',
  ),
  page('newsletter-unsubscribe', '/abmelden', '/desinscription', '/afmelden'),
  page(
    'newsletter-mailing-unsubscribe',
    '/mailing-abmeldung',
    '/desinscription-mailing',
    '/mailing-afmelden',
  ),
  page(
    'newsletter-personal-unsubscribed',
    '/persoenlicher-newsletter-abgemeldet',
    '/newsletter-personnelle-desinscrite',
    '/persoonlijke-nieuwsbrief-afgemeld',
  ),
] as const satisfies readonly CompositionRoute[];
