import { CONSENT_GROUPS, type ConsentGroup } from '@sf/contracts';
import { readHostCookie, serializeHostCookie } from '@sf/session';

/** Base name of the consent cookie (our OptanonConsent); `__Host-sf_consent` over TLS. */
export const CONSENT_COOKIE = 'sf_consent';
/** Consent is kept for one year (spec section 9). */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Version of the consent text; a new version asks again. */
export const CONSENT_VERSION = 1;

/** Consent per group; C0001 (strictly necessary) is always true. */
export type ConsentGroups = Readonly<Record<ConsentGroup, boolean>>;

/** Every group granted. */
export const ALL_GROUPS: ConsentGroups = Object.fromEntries(CONSENT_GROUPS.map((g) => [g, true])) as Record<
  ConsentGroup,
  boolean
>;
/** Only the strictly necessary group. */
export const NECESSARY_ONLY: ConsentGroups = Object.fromEntries(
  CONSENT_GROUPS.map((g) => [g, g === 'C0001']),
) as Record<ConsentGroup, boolean>;

/**
 * Reads the stored consent from `document.cookie` (over TLS only the `__Host-` cookie counts):
 * `null` when there is none, it is malformed, or it was given for an older consent version (the
 * banner then asks again). Format: `v=1&groups=C0001:1,C0002:0,…&date=<ISO>` (URL-encoded), like
 * OptanonConsent. Parsing by `@sf/session`'s cookie module.
 */
export function readConsent(cookieHeader: string, options: { secure?: boolean } = {}): ConsentGroups | null {
  const raw = readHostCookie(cookieHeader, CONSENT_COOKIE, options.secure ?? false);
  if (!raw) return null;
  const params = new URLSearchParams(raw);
  if (params.get('v') !== String(CONSENT_VERSION)) return null;
  const stored = new Map(
    (params.get('groups') ?? '').split(',').map((pair) => pair.split(':') as [string, string | undefined]),
  );
  const groups = {} as Record<ConsentGroup, boolean>;
  for (const g of CONSENT_GROUPS) {
    const value = stored.get(g);
    if (value !== '0' && value !== '1') return null;
    groups[g] = g === 'C0001' || value === '1';
  }
  return groups;
}

/**
 * The `document.cookie` assignment storing consent: one year, `Path=/`, `SameSite=Lax`; over TLS
 * `__Host-sf_consent` with `Secure`. Not HttpOnly: the shell's script reads it.
 */
export function consentCookie(groups: ConsentGroups, options: { secure: boolean; now: Date }): string {
  const value = new URLSearchParams({
    v: String(CONSENT_VERSION),
    groups: CONSENT_GROUPS.map((g) => `${g}:${g === 'C0001' || groups[g] ? 1 : 0}`).join(','),
    date: options.now.toISOString(),
  }).toString();
  return serializeHostCookie(CONSENT_COOKIE, value, {
    secure: options.secure,
    maxAge: CONSENT_MAX_AGE_S,
    httpOnly: false,
  });
}
