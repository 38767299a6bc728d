import { ACCOUNT_BASE } from './account-routes';
import { FR_PREFIX } from './path-helpers';
import type { RouteDefinition } from './types';

const page = <const Id extends string>(id: Id, de: string, fr: string, nl: string) =>
  ({
    id,
    remote: 'mfe-credit-instalments',
    match: 'exact',
    // the page sets its title (and 401-free: a visitor gets the login prompt with 200)
    statusFrom: 'fragment',
    paths: { 'de-DE': de, 'fr-CH': fr, 'nl-NL': nl },
  }) as const;

/**
 * Credit pages (mfe-credit-instalments, issue 12): the instalment calculator under the service paths,
 * the Flexikonto (credit account) with the advantage club and its rate protection order form under
 * the account area. The checkout steps /kasse/ratenschutz, …-aktualisierung and /kasse/zahlpause stay
 * with the checkout, which embeds the credit widgets (decision 0046).
 */
export const CREDIT_ROUTES = [
  page(
    'credit-calculator',
    '/service-hilfe/ratenrechner',
    `${FR_PREFIX}/aide-service/calculateur-mensualites`,
    '/klantenservice/termijncalculator',
  ),
  page(
    'credit-flexikonto',
    `${ACCOUNT_BASE.de}/flexikonto`,
    `${ACCOUNT_BASE.fr}/flexikonto`,
    `${ACCOUNT_BASE.nl}/flexikonto`,
  ),
  page(
    'credit-rate-protection',
    `${ACCOUNT_BASE.de}/flexikonto/ratenschutz`,
    `${ACCOUNT_BASE.fr}/flexikonto/assurance-mensualites`,
    `${ACCOUNT_BASE.nl}/flexikonto/termijnbescherming`,
  ),
] as const satisfies readonly RouteDefinition[];
