/**
 * Per-request CSP nonce and the security headers of every HTML response.
 *
 * `style-src 'unsafe-inline'` is deliberate: styled-components SSR writes `<style data-styled>`
 * elements into fragments and injects rules at run time; nonces on styles would have to be
 * threaded through every remote's style sheet. Scripts are the attack surface and stay
 * nonce-only (`'strict-dynamic'` lets the shell's entry load the federated remotes).
 */

/** A fresh base64 nonce of 128 random bits (`crypto.getRandomValues`, works in workerd). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/**
 * The Content-Security-Policy of a composed page.
 * @param assetOrigins absolute origins that serve remotes' assets (a CDN), allowed for fetches of
 *   `mf-manifest.json`, styles, fonts and images; same-origin `/_assets/` needs none.
 */
export function contentSecurityPolicy(nonce: string, assetOrigins: readonly string[] = []): string {
  const extra = assetOrigins.length > 0 ? ` ${assetOrigins.join(' ')}` : '';
  return [
    `default-src 'self'${extra}`,
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data:${extra}`,
    `font-src 'self'${extra}`,
    `connect-src 'self'${extra}`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

/** Permissions the shop never uses are switched off; payment stays for the own origin. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)';

/** Security headers for an HTML response; `https` adds HSTS. */
export function securityHeaders(options: { nonce: string; https: boolean; assetOrigins?: readonly string[] }): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(options.nonce, options.assetOrigins ?? []),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'x-frame-options': 'DENY',
  };
  if (options.https) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Origins of absolute asset URLs (a CDN); relative `/_assets/` URLs add nothing. */
export function assetOriginsOf(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // a malformed URL in the registry adds no origin
    }
  }
  return [...origins];
}
