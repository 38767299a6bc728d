import type { Locale } from '@sf/contracts';
import { contentLink } from '@sf/i18n';
import { getTenantConfig, tenantOfLocale, type OpeningHours } from '@sf/tenant-config';
import type { FooterDoc, NavigationDoc } from '../shared/content-types';
import type { Translate } from './chrome/translate';

type Base = 'de' | 'fr' | 'nl';
const baseOf = (locale: Locale): Base => (locale === 'fr-CH' ? 'fr' : locale === 'nl-NL' ? 'nl' : 'de');

const link = (label: string, href: string) => ({ label, href });

const TOP: Record<Base, readonly [string, string, string][]> = {
  de: [
    ['mode', 'Mode', '/mode/'],
    ['moebel', 'Möbel & Wohnen', '/moebel/'],
    ['elektro', 'Elektro & Haushalt', '/haushalt/'],
    ['technik', 'Technik & Multimedia', '/technik/'],
    ['sale', 'Sale', '/sale/'],
  ],
  fr: [
    ['mode', 'Mode', '/fr/mode/'],
    ['moebel', 'Meubles & déco', '/fr/meubles/'],
    ['elektro', 'Électroménager', '/fr/electromenager/'],
    ['technik', 'High-tech', '/fr/high-tech/'],
    ['sale', 'Soldes', '/fr/soldes/'],
  ],
  nl: [
    ['mode', 'Mode', '/mode/'],
    ['moebel', 'Wonen', '/wonen/'],
    ['elektro', 'Huishouden', '/huishouden/'],
    ['technik', 'Elektronica', '/elektronica/'],
    ['sale', 'Sale', '/sale/'],
  ],
};

const SERVICE: Record<Base, string> = { de: 'Service & Hilfe', fr: 'Aide & service', nl: 'Klantenservice' };

/**
 * The navigation when the content bucket cannot deliver it: the top categories and the service
 * link, built in, so the header never renders without a way around the shop.
 */
export function fallbackNavigation(locale: Locale): NavigationDoc {
  const base = baseOf(locale);
  return {
    items: TOP[base].map(([id, label, href]) => ({ id, label, href, groups: [] })),
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
