import { FRAGMENT_HEADERS, isLocale, type Locale } from '@sf/contracts';

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
export function localeOfRequest(headers: Headers, fromInput?: unknown): Locale {
  if (isLocale(fromInput)) return fromInput;
  const header = headers.get(FRAGMENT_HEADERS.locale);
  if (isLocale(header)) return header;
  return localeFromAcceptLanguage(headers.get('accept-language')) ?? 'de-DE';
}
