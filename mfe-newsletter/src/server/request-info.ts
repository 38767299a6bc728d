import { FRAGMENT_HEADERS, isLocale, type Locale } from '@sf/contracts';
import { DEFAULT_HOST_MAP, normalizeHost } from '@sf/tenant-config';

const BY_LANGUAGE: Record<string, Locale> = { de: 'de-DE', fr: 'fr-CH', nl: 'nl-NL' };

/**
 * The best supported locale of an `Accept-Language` header (`fr-FR` → fr-CH, `de-CH` → de-CH,
 * `nl` → nl-NL), or `null` when none fits.
 */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const [lang = '', region = ''] = tag.toLowerCase().split('-');
    const exact = `${lang}-${region.toUpperCase()}`;
    if (isLocale(exact)) return exact;
    const byLang = BY_LANGUAGE[lang];
    if (byLang) return byLang;
  }
  return null;
}

/**
 * The locale of an API request: the page's locale sent with the input (hidden form field, GraphQL
 * input), else the composer's `x-sf-locale`, else `Accept-Language`, else de-DE.
 */
export function requestLocale(headers: Headers, fromInput?: unknown): Locale {
  if (isLocale(fromInput)) return fromInput;
  const header = headers.get(FRAGMENT_HEADERS.locale);
  if (isLocale(header)) return header;
  return localeFromAcceptLanguage(headers.get('accept-language')) ?? 'de-DE';
}

/** Shop hosts links in mails may point to: the tenants' hosts plus `extra` (configured real domains). */
export function isShopHost(host: string, extra: readonly string[] = []): boolean {
  const name = normalizeHost(host);
  return Object.prototype.hasOwnProperty.call(DEFAULT_HOST_MAP, name) || extra.map((h) => h.toLowerCase()).includes(name);
}

/**
 * The shop origin for links in mails, from `x-forwarded-host`/`x-forwarded-proto` (set by the
 * composer), else `Origin`, else `Host`. A host that is no shop host (header injection would
 * otherwise put a foreign host into confirmation links) yields `fallback`.
 */
export function shopOriginOf(headers: Headers, fallback: string, extraHosts: readonly string[] = []): string {
  const forwardedHost = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  let candidate: string | null = null;
  if (forwardedHost) candidate = `${proto === 'https' ? 'https' : 'http'}://${forwardedHost}`;
  else if (headers.get('origin') && headers.get('origin') !== 'null') candidate = headers.get('origin');
  else if (headers.get('host')) candidate = `${proto === 'https' ? 'https' : 'http'}://${headers.get('host')}`;
  if (!candidate) return fallback;
  try {
    const url = new URL(candidate);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && isShopHost(url.host, extraHosts)) return url.origin;
  } catch {
    // not a URL: use the fallback
  }
  return fallback;
}
