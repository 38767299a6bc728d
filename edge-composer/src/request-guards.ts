/** Small predicates the composer's middleware and routes apply to a request. */
import type { RequestInfo } from './request-info';
import { CSP_REPORT_PATH } from './security';

/**
 * The request as the origin check sees it: the page's own origin is the public host and protocol
 * the composer determined (`x-forwarded-*` count only from a trusted proxy, `TRUST_PROXY`).
 */
export function originProbe(request: Request, info: RequestInfo): Request {
  const headers = new Headers({
    host: info.host,
    'x-forwarded-host': info.host,
    'x-forwarded-proto': info.https ? 'https' : 'http',
  });
  for (const name of ['origin', 'referer']) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Request(request.url, { headers });
}

/**
 * A CSP report as browsers send it: `POST /_csp-report` without `Origin` (or with the opaque
 * `null`). It is exempt from the origin check because the endpoint only logs (no state changes)
 * and browsers do not send a usable Origin for it; a report that names a foreign origin is still
 * refused. See docs/decisions/0022-csp-reports-and-baseline-headers.md.
 */
export function isCspReport(request: Request, info: RequestInfo): boolean {
  if (request.method !== 'POST' || info.url.pathname !== CSP_REPORT_PATH) return false;
  const origin = request.headers.get('origin');
  return origin === null || origin === 'null';
}

/** `….map`, also when written `%2Emap` or `.MAP` (the assets handler decodes segments). */
export function isSourceMap(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape is no file name the assets handler serves
  }
  return /\.map$/i.test(decoded);
}
