import type { CompositionRoute } from '@sf/contracts';
import { everyLocale } from '@sf/i18n';

/** Base of the account area per language (spec: /mein-konto, fr-CH /mon-compte, nl-NL /mijn-account). */
export const ACCOUNT_BASE = { de: '/mein-konto', fr: '/fr/mon-compte', nl: '/mijn-account' } as const;

// the account server answers 404 for a page it does not have and 301 for the account links, so those
// routes take their status from the fragment; the account page itself always answers 200 and streams
const account = <const Id extends string>(id: Id, sub: string) =>
  ({
    id,
    match: 'exact',
    statusFrom: 'fragment',
    paths: {
      'de-DE': `${ACCOUNT_BASE.de}${sub}`,
      'fr-CH': `${ACCOUNT_BASE.fr}${sub}`,
      'nl-NL': `${ACCOUNT_BASE.nl}${sub}`,
    },
  }) as const;

const link = <const Id extends string>(id: Id, path: string) =>
  ({ id, match: 'exact', statusFrom: 'fragment', paths: everyLocale(path) }) as const;

/**
 * The account area, the account links named in texts, password reset and login pages (decision 0235:
 * declared here, composed from the live versions).
 */
export const ACCOUNT_ROUTES = [
  {
    id: 'account',
    match: 'exact',
    paths: { 'de-DE': ACCOUNT_BASE.de, 'fr-CH': ACCOUNT_BASE.fr, 'nl-NL': ACCOUNT_BASE.nl },
  },
  account('account-overview', '/uebersicht'),
  account('account-personal-data', '/meine-persoenlichen-daten'),
  account('account-orders', '/meine-bestellungen-und-lieferungen'),
  account('account-bookings', '/meine-buchungen'),
  account('account-invoices', '/meine-rechnungen'),
  account('account-address-book', '/mein-adressbuch'),
  account('account-payback', '/payback'),
  account('account-payment-dates', '/meine-zahltermine'),
  // the bonus programme's points view (decision 0185); the contact form's answer links it
  account('account-bonus', '/bonusprogramm'),
  link('account-link', '/account'),
  link('account-link-addresses', '/account/addresses'),
  link('account-link-data', '/account/data'),
  link('account-link-bookings', '/account/bookings'),
  link('account-link-settings', '/account/settings'),
  link('password-reset', '/password/reset'),
  // Login of the Dutch sister shop's money-matters area ("geldzaken"); only nl-NL has it.
  {
    id: 'finance-login',
    match: 'exact',
    statusFrom: 'fragment',
    paths: { 'nl-NL': '/service/geldzaken/login' },
  },
] as const satisfies readonly CompositionRoute[];
