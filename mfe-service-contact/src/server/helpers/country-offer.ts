import { LOCALES, type Locale, type TenantId, type VisitorHints } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { getTenantConfig, tenantOfLocale } from '@sf/tenant-config';
import type { ShopChoice } from '../../shared/helper-state';

/** The countries our shops serve (Liechtenstein is served by the Swiss shop). */
const SHOP_OF_COUNTRY: Readonly<Record<string, TenantId>> = {
  DE: 'DE',
  AT: 'AT',
  CH: 'CH',
  LI: 'CH',
  NL: 'NL',
};

/**
 * The shop a visitor's hints suggest (decision 0075), or null:
 * 1. the CDN's country, when we have a shop there (a country we do not serve suggests nothing);
 * 2. else the first `Accept-Language` tag that names a served country (`de-AT`, `fr-CH`, `en-NL`);
 *    a bare `nl` suggests the Dutch shop (the only Dutch one), other bare languages nothing.
 */
export function suggestedShop(hints: VisitorHints): TenantId | null {
  if (hints.country) return SHOP_OF_COUNTRY[hints.country] ?? null;
  for (const tag of hints.languages) {
    const [language, region] = tag.split('-');
    if (region) {
      const shop = SHOP_OF_COUNTRY[region];
      if (shop) return shop;
    } else if (language === 'nl') return 'NL';
  }
  return null;
}

/**
 * The country-switch offer of a page, or null when none is due: the visitor already chose or
 * dismissed (cookie), nothing is suggested, or the suggestion is this shop. The offer lists every
 * other shop (each locale of a shop with several: Switzerland in German and in French), the
 * suggested one first; the locale of the visitor's language first within a shop.
 */
export function countryOffer(
  tenant: TenantId,
  hints: VisitorHints,
  remembered: string | undefined,
): ShopChoice[] | null {
  if (remembered) return null;
  const suggested = suggestedShop(hints);
  if (!suggested || suggested === tenant) return null;
  const languages = hints.languages.map((l) => l.slice(0, 2));
  const rank = (locale: Locale) => {
    const shop = tenantOfLocale(locale);
    const byLanguage = languages.indexOf(locale.slice(0, 2));
    return (shop === suggested ? 0 : 100) + (byLanguage === -1 ? 50 : byLanguage);
  };
  return LOCALES.filter((l) => tenantOfLocale(l) !== tenant)
    .map((locale) => ({
      locale,
      suggested: tenantOfLocale(locale) === suggested,
      rank: rank(locale),
      at: LOCALES.indexOf(locale),
    }))
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .map(({ locale, suggested: s }) => ({ locale, suggested: s }));
}

/** Origins of the shops by configuration (`SHOP_ORIGINS=AT=https://www.shop.at,CH=…`). */
export type ShopOrigins = Partial<Readonly<Record<TenantId, string>>>;

/** Reads `SHOP_ORIGINS` (`TENANT=origin` pairs, comma separated); malformed pairs are dropped. */
export function parseShopOrigins(raw: string | undefined): ShopOrigins {
  const out: Partial<Record<TenantId, string>> = {};
  for (const pair of (raw ?? '').split(',')) {
    const [tenant, origin] = pair.split('=').map((s) => s.trim());
    if (
      (tenant === 'DE' || tenant === 'AT' || tenant === 'CH' || tenant === 'NL') &&
      origin &&
      /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)
    )
      out[tenant] = origin;
  }
  return out;
}

/**
 * The home page URL of the shop of a locale: the configured origin, else the shop's first host with
 * the protocol and port of this request (development: `http://at.localhost:3000`).
 */
export function shopHomeUrl(locale: Locale, origins: ShopOrigins, headers: Headers): string {
  const tenant = tenantOfLocale(locale);
  const home = localizedPath('home', locale);
  const configured = origins[tenant];
  if (configured) return `${configured}${home}`;
  const proto = headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  const port = /:(\d{1,5})$/.exec(headers.get('x-forwarded-host') ?? '')?.[1];
  return `${proto}://${getTenantConfig(tenant).hosts[0]}${port ? `:${port}` : ''}${home}`;
}

/** A same-site path to return to (`/…`, not `//host`), else the locale's home page. */
export function backPath(raw: unknown, locale: Locale): string {
  return typeof raw === 'string' && raw.length <= 2048 && /^\/(?![/\\])[\x21-\x7e]*$/.test(raw)
    ? raw
    : localizedPath('home', locale);
}
