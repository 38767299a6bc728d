/**
 * Visitor hints (decision 0074): what the composer read from a page request's headers about the
 * person behind it, handed to the page-helper widgets (country switch, app banner, survey) in one
 * header. The composer alone reads `User-Agent`, `Accept-Language` and the CDN's country header;
 * a widget never sees the raw headers. Hints, not facts: a visitor may send anything, so nothing
 * that protects data may depend on them.
 */
export const VISITOR_HEADER = 'x-sf-visitor';

/** The device family an app banner points to. */
export type VisitorPlatform = 'ios' | 'android' | 'other';

export interface VisitorHints {
  /** Language tags of `Accept-Language`, best first (at most 5, `de`, `de-AT`, …). */
  readonly languages: readonly string[];
  /** ISO 3166 country of the CDN's geo header (`cf-ipcountry`, …), or null. */
  readonly country: string | null;
  readonly platform: VisitorPlatform;
  /** A phone or tablet (`Sec-CH-UA-Mobile: ?1` or a mobile user agent). */
  readonly mobile: boolean;
}

const LANGUAGE = /^[a-z]{2,3}(?:-[A-Z]{2})?$/;
const COUNTRY = /^[A-Z]{2}$/;

/** The header value of some hints (ASCII JSON, a few dozen bytes). */
export function visitorHintsHeader(hints: VisitorHints): string {
  return JSON.stringify({
    languages: hints.languages.slice(0, 5),
    country: hints.country,
    platform: hints.platform,
    mobile: hints.mobile,
  });
}

/** The hints of a header value; none (no languages, no country, a desktop) when absent or malformed. */
export function readVisitorHints(raw: string | null | undefined): VisitorHints {
  const none: VisitorHints = { languages: [], country: null, platform: 'other', mobile: false };
  if (!raw || raw.length > 512) return none;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof VisitorHints, unknown>>;
    const languages = Array.isArray(v.languages)
      ? v.languages.filter((l): l is string => typeof l === 'string' && LANGUAGE.test(l)).slice(0, 5)
      : [];
    const country = typeof v.country === 'string' && COUNTRY.test(v.country) ? v.country : null;
    const platform = v.platform === 'ios' || v.platform === 'android' ? v.platform : 'other';
    return { languages, country, platform, mobile: v.mobile === true };
  } catch {
    return none;
  }
}
