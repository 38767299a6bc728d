import type { CompositionRoute } from '@sf/contracts';
import { everyLocale } from '@sf/i18n';

/**
 * The service-contact pages (decision 0235: declared here, composed from the live versions): the
 * contact form and its success view under each locale's service-help path (exact paths, so every
 * other service-help path stays the CMS's), and the service layer `/servicelayer/<layer id>`,
 * which renders the layer's content only.
 */
export const CONTACT_ROUTES = [
  {
    id: 'contact',
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
    match: 'exact',
    paths: {
      'de-DE': '/service-hilfe/kontakt/gesendet',
      'fr-CH': ['/fr/aide-service/contact/envoye', '/fr/service-hilfe/kontakt/gesendet'],
      'nl-NL': ['/klantenservice/contact/verzonden', '/service-hilfe/kontakt/gesendet'],
    },
  },
  {
    id: 'service-layer',
    match: 'prefix',
    statusFrom: 'fragment',
    frame: 'content-only',
    paths: everyLocale('/servicelayer/'),
  },
] as const satisfies readonly CompositionRoute[];
