import type { RouteDefinition } from './types';

/**
 * Contact form pages (mfe-service-contact) under each locale's service-help path: the form and its
 * success view. Exact paths, so every other service-help path stays the CMS's.
 */
export const CONTACT_ROUTES = [
  {
    id: 'contact',
    remote: 'mfe-service-contact',
    match: 'exact',
    // the German path also answers in fr-CH (under /fr) and nl-NL, as the other default paths do
    paths: {
      'de-DE': '/service-hilfe/kontakt',
      'fr-CH': ['/fr/aide-service/contact', '/fr/service-hilfe/kontakt'],
      'nl-NL': ['/klantenservice/contact', '/service-hilfe/kontakt'],
    },
  },
  {
    id: 'contact-sent',
    remote: 'mfe-service-contact',
    match: 'exact',
    paths: {
      'de-DE': '/service-hilfe/kontakt/gesendet',
      'fr-CH': ['/fr/aide-service/contact/envoye', '/fr/service-hilfe/kontakt/gesendet'],
      'nl-NL': ['/klantenservice/contact/verzonden', '/service-hilfe/kontakt/gesendet'],
    },
  },
] as const satisfies readonly RouteDefinition[];
