import type { CompositionRoute } from '@sf/contracts';

const page = <const Id extends string>(id: Id, de: string, fr: string, nl: string) =>
  ({
    id,
    match: 'exact',
    // the page sets its title (and 401-free: a visitor gets the login prompt with 200)
    statusFrom: 'fragment',
    paths: { 'de-DE': de, 'fr-CH': fr, 'nl-NL': nl },
  }) as const;

/**
 * The credit pages (issue 12; decision 0235: declared here, composed from the live versions): the
 * instalment calculator under the service paths, the Flexikonto (credit account) with the advantage
 * club and its rate protection order form below the account area's base (spec: /mein-konto,
 * /fr/mon-compte, /mijn-account). The checkout steps /kasse/ratenschutz, …-aktualisierung and
 * /kasse/zahlpause stay with the checkout, which embeds the credit widgets (decision 0046).
 */
export const CREDIT_ROUTES = [
  page(
    'credit-calculator',
    '/service-hilfe/ratenrechner',
    '/fr/aide-service/calculateur-mensualites',
    '/klantenservice/termijncalculator',
  ),
  page(
    'credit-flexikonto',
    '/mein-konto/flexikonto',
    '/fr/mon-compte/flexikonto',
    '/mijn-account/flexikonto',
  ),
  page(
    'credit-rate-protection',
    '/mein-konto/flexikonto/ratenschutz',
    '/fr/mon-compte/flexikonto/assurance-mensualites',
    '/mijn-account/flexikonto/termijnbescherming',
  ),
] as const satisfies readonly CompositionRoute[];
