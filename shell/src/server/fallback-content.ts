import type { Locale } from '@sf/contracts';
import { contentLink } from '@sf/i18n';
import { getTenantConfig, tenantOfLocale, type OpeningHours } from '@sf/tenant-config';
import type { FooterDoc, NavigationDoc } from '../shared/content-types';
import type { Translate } from './chrome/translate';

type Base = 'de' | 'fr' | 'nl';
const baseOf = (locale: Locale): Base => (locale === 'fr-CH' ? 'fr' : locale === 'nl-NL' ? 'nl' : 'de');

const link = (label: string, href: string) => ({ label, href });

/** The top categories: the item's id, its label and the catalog's category key (decision 0275). */
const TOP: Record<Base, readonly [string, string, string][]> = {
  de: [
    ['mode', 'Mode', 'fashion'],
    ['moebel', 'Möbel & Wohnen', 'furniture'],
    ['elektro', 'Elektro & Haushalt', 'household'],
    ['technik', 'Technik & Multimedia', 'technology'],
    ['sale', 'Sale', 'sale'],
  ],
  fr: [
    ['mode', 'Mode', 'fashion'],
    ['moebel', 'Meubles & déco', 'furniture'],
    ['elektro', 'Électroménager', 'household'],
    ['technik', 'High-tech', 'technology'],
    ['sale', 'Soldes', 'sale'],
  ],
  nl: [
    ['mode', 'Mode', 'fashion'],
    ['moebel', 'Wonen', 'furniture'],
    ['elektro', 'Huishouden', 'household'],
    ['technik', 'Elektronica', 'technology'],
    ['sale', 'Sale', 'sale'],
  ],
};

const SERVICE: Record<Base, string> = { de: 'Service & Hilfe', fr: 'Aide & service', nl: 'Klantenservice' };

/**
 * The navigation when the content bucket cannot deliver it: the top categories and the service
 * link, built in, so the header never renders without a way around the shop. The categories are
 * named by key, resolved like the CMS navigation's.
 */
export function fallbackNavigation(locale: Locale): NavigationDoc {
  const base = baseOf(locale);
  return {
    items: TOP[base].map(([id, label, key]) => ({ id, label, route: 'category', key, groups: [] })),
    service: link(SERVICE[base], contentLink('service-help', locale)),
  };
}

function hours(rule: OpeningHours | undefined): string {
  return rule ? `${rule.opens}–${rule.closes}` : '';
}

/**
 * The footer when the content bucket cannot deliver it: hotline, hours and call fees, seals and
 * the legal links, all from the tenant configuration and the chrome messages.
 */
export function fallbackFooter(locale: Locale, t: Translate): FooterDoc {
  const tenant = getTenantConfig(tenantOfLocale(locale));
  const { hotline } = tenant;
  const [weekdays, saturday] = hotline.openingHours;
  return {
    columns: [
      {
        heading: SERVICE[baseOf(locale)],
        links: [link(SERVICE[baseOf(locale)], contentLink('service-help', locale))],
      },
    ],
    hotline: {
      heading: t('shell.footer.hotlineFallback'),
      phone: hotline.display,
      phoneHref: `tel:${hotline.e164}`,
      hours: [t('shell.footer.hotlineHours', { weekdays: hours(weekdays), saturday: hours(saturday) })],
      fees: t('shell.footer.callFees', {
        landline: hotline.callFees.landlineCents,
        mobile: hotline.callFees.mobileMaxCents,
      }),
    },
    newsletter: {
      heading: 'Newsletter',
      text: '',
      link: link('Newsletter', contentLink('newsletter-info', locale)),
    },
    payments: { heading: '', methods: [] },
    seals: { heading: t('shell.footer.seals'), items: tenant.seals.map((s) => link(s.name, s.url)) },
    legal: [
      link(t('shell.legal.terms'), contentLink('terms', locale)),
      link(t('shell.legal.privacy'), contentLink('privacy', locale)),
    ],
    copyright: `© ${tenant.company.name}`,
  };
}
