/** Base name of the shop's consent cookie (the shell writes it; `__Host-sf_consent` over TLS). */
const CONSENT_COOKIE = 'sf_consent';

/**
 * Whether the consent cookie allows marketing (group C0004): `v=1&groups=C0001:1,…,C0004:1,…`
 * (URL-encoded, shell's `consent-cookie.ts`); over TLS only `__Host-sf_consent` counts. No cookie, a
 * malformed one or another version → false.
 */
export function marketingConsent(cookieHeader: string | undefined, secure: boolean): boolean {
  const name = secure ? `__Host-${CONSENT_COOKIE}` : CONSENT_COOKIE;
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return false;
    }
    const params = new URLSearchParams(value);
    return params.get('v') === '1' && (params.get('groups') ?? '').split(',').includes('C0004:1');
  }
  return false;
}
