import type { Locale } from '@sf/contracts';

type BaseLocale = 'de-DE' | 'fr-CH' | 'nl-NL';

/**
 * CMS pages other apps link to. They are served by the `content` route; this table only gives
 * their addresses per locale. German paths are the spec's; the fr-CH terms and privacy paths and
 * the nl-NL privacy path are our choice (the spec names none), nl-NL terms is the spec's
 * /special/algemene-voorwaarden.
 */
export const CONTENT_LINKS = {
  'service-help': { 'de-DE': '/service-hilfe', 'fr-CH': '/fr/aide-service', 'nl-NL': '/klantenservice' },
  terms: {
    'de-DE': '/service-hilfe/ueber-uns/agb/',
    'fr-CH': '/fr/aide-service/a-propos/cgv/',
    'nl-NL': '/special/algemene-voorwaarden',
  },
  privacy: {
    'de-DE': '/service-hilfe/ueber-uns/datenschutz',
    'fr-CH': '/fr/aide-service/a-propos/protection-des-donnees',
    'nl-NL': '/special/privacy',
  },
  'newsletter-info': {
    'de-DE': '/service-hilfe/newsletter',
    'fr-CH': '/fr/aide-service/newsletter',
    'nl-NL': '/klantenservice/nieuwsbrief',
  },
} as const satisfies Record<string, Record<BaseLocale, string>>;

/** Name of a linked CMS page. */
export type ContentLinkId = keyof typeof CONTENT_LINKS;

/** The address of a CMS page in a locale (de-AT and de-CH use de-DE's). */
export function contentLink(id: ContentLinkId, locale: Locale): string {
  const base: BaseLocale = locale === 'de-AT' || locale === 'de-CH' ? 'de-DE' : locale;
  return CONTENT_LINKS[id][base];
}
