/**
 * Per-request CSP nonce and the security headers of every HTML response.
 *
 * `style-src 'unsafe-inline'` is deliberate: styled-components SSR writes `<style data-styled>`
 * elements into fragments and injects rules at run time; nonces on styles would have to be
 * threaded through every remote's style sheet. Scripts are the attack surface and stay
 * nonce-only (`'strict-dynamic'` lets the shell's entry load the federated remotes).
 */

/** Where browsers send CSP violation reports (`report-uri`, and `report-to` via `Reporting-Endpoints`). */
export const CSP_REPORT_PATH = '/_csp-report';
/** The `Reporting-Endpoints` group name the page CSP's `report-to` names. */
export const CSP_REPORT_GROUP = 'csp';

const NONCE_BYTES = 16;
/** Random bytes drawn in one call for many nonces (one `getRandomValues` per 256 pages, not per page). */
const pool = new Uint8Array(NONCE_BYTES * 256);
let poolUsed = pool.length;

/**
 * A fresh base64 nonce of 128 random bits (`crypto.getRandomValues`, works in workerd). The bytes
 * come from a pool refilled from the CSPRNG; each byte serves one nonce only.
 */
export function createNonce(): string {
  if (poolUsed + NONCE_BYTES > pool.length) {
    crypto.getRandomValues(pool);
    poolUsed = 0;
  }
  let binary = '';
  for (let i = poolUsed; i < poolUsed + NONCE_BYTES; i += 1) binary += String.fromCharCode(pool[i]!);
  poolUsed += NONCE_BYTES;
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
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/** Permissions the shop never uses are switched off; payment stays for the own origin. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)';

/** Security headers for an HTML response; `https` adds HSTS. */
export function securityHeaders(options: {
  nonce: string;
  https: boolean;
  assetOrigins?: readonly string[];
}): Record<string, string> {
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

/** CSP of every response that brings none: nothing may load, nothing may frame it. */
export const BASELINE_CSP = "default-src 'none'; frame-ancestors 'none'";
/** CSP added to HTML that brings none (a domain server's form-post error page): no framing, no plugins, no base. */
export const BASELINE_HTML_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/** What {@link withBaselineHeaders} needs to know about the request. */
export interface BaselineContext {
  readonly https: boolean;
  /** The public origin (`https://de.example`), for the absolute `Reporting-Endpoints` URL. */
  readonly origin: string;
  /** `/_assets/…` responses are meant for other origins too (CDN, CORS `*`). */
  readonly crossOriginResource: boolean;
  /** Echoed as `x-request-id` unless the response names its own. */
  readonly requestId: string;
}

/**
 * The security headers every response of the composer carries — pages, API, proxied, assets,
 * health, robots, errors — added where the handler did not set its own: `nosniff`, a referrer
 * policy, a CSP with `frame-ancestors 'none'`, `X-Frame-Options`, `Cross-Origin-Resource-Policy`,
 * `Reporting-Endpoints` and HSTS behind TLS (plus the request id). Returns the same response, or a copy when its
 * headers are immutable (a passed-through fetch response).
 */
export function withBaselineHeaders(response: Response, ctx: BaselineContext): Response {
  const baseline: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': ctx.crossOriginResource ? 'cross-origin' : 'same-origin',
    'reporting-endpoints': `${CSP_REPORT_GROUP}="${ctx.origin}${CSP_REPORT_PATH}"`,
    'x-request-id': ctx.requestId,
  };
  if (ctx.https) baseline['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  const html = /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
  baseline['content-security-policy'] = html ? BASELINE_HTML_CSP : BASELINE_CSP;
  const missing = Object.entries(baseline).filter(([name]) => !response.headers.has(name));
  const ownCsp = response.headers.get('content-security-policy');
  // a second policy is enforced alongside the first: the handler's own CSP gains no-framing
  const framing = ownCsp !== null && !/frame-ancestors/i.test(ownCsp);
  if (missing.length === 0 && !framing) return response;
  const apply = (headers: Headers) => {
    for (const [name, value] of missing) headers.set(name, value);
    if (framing) headers.append('content-security-policy', "frame-ancestors 'none'");
  };
  try {
    apply(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    apply(copy.headers);
    return copy;
  }
}
