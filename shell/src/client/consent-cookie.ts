import { CONSENT_GROUPS, type ConsentGroup } from '@sf/contracts';

/** Name of the consent cookie (our OptanonConsent). */
export const CONSENT_COOKIE = 'sf_consent';
/** Consent is kept for one year (spec section 9). */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Version of the consent text; a new version asks again. */
export const CONSENT_VERSION = 1;

/** Consent per group; C0001 (strictly necessary) is always true. */
export type ConsentGroups = Readonly<Record<ConsentGroup, boolean>>;

/** Every group granted. */
export const ALL_GROUPS: ConsentGroups = Object.fromEntries(CONSENT_GROUPS.map((g) => [g, true])) as Record<ConsentGroup, boolean>;
/** Only the strictly necessary group. */
export const NECESSARY_ONLY: ConsentGroups = Object.fromEntries(CONSENT_GROUPS.map((g) => [g, g === 'C0001'])) as Record<ConsentGroup, boolean>;

/**
 * Reads the stored consent from `document.cookie`: `null` when there is none, it is malformed,
 * or it was given for an older consent version (the banner then asks again).
 * Format: `v=1&groups=C0001:1,C0002:0,…&date=<ISO>` (URL-encoded), like OptanonConsent.
 */
export function readConsent(cookieHeader: string): ConsentGroups | null {
  const raw = cookieHeader
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
  if (!raw) return null;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1)));
  } catch {
    return null;
  }
  if (params.get('v') !== String(CONSENT_VERSION)) return null;
  const stored = new Map((params.get('groups') ?? '').split(',').map((pair) => pair.split(':') as [string, string | undefined]));
  const groups = {} as Record<ConsentGroup, boolean>;
  for (const g of CONSENT_GROUPS) {
    const value = stored.get(g);
    if (value !== '0' && value !== '1') return null;
    groups[g] = g === 'C0001' || value === '1';
  }
  return groups;
}

/** The `document.cookie` assignment storing consent: one year, `Path=/`, `SameSite=Lax`, `Secure` on https. */
export function consentCookie(groups: ConsentGroups, options: { secure: boolean; now: Date }): string {
  const value = new URLSearchParams({
    v: String(CONSENT_VERSION),
    groups: CONSENT_GROUPS.map((g) => `${g}:${g === 'C0001' || groups[g] ? 1 : 0}`).join(','),
    date: options.now.toISOString(),
  }).toString();
  return `${CONSENT_COOKIE}=${encodeURIComponent(value)}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}
