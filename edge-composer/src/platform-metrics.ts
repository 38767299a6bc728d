import type { PlatformMetricsEndpoint } from './types';

/** Where a scraper reads this composer's metrics (decision 0152). */
export const PLATFORM_METRICS_PATH = '/_platform/metrics';

const encoder = new TextEncoder();

/** Compares two strings in time independent of where they differ (lengths are not secret). */
function sameText(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  if (x.length !== y.length) return false;
  let diff = 0;
  for (let i = 0; i < x.length; i += 1) diff |= x[i]! ^ y[i]!;
  return diff === 0;
}

/**
 * `GET /_platform/metrics`: the Prometheus exposition for `Authorization: Bearer <token>`; 401 with
 * `WWW-Authenticate: Bearer` without it or with another token; 404 where no endpoint is configured
 * (workerd, a composer started without `PLATFORM_METRICS_TOKEN`). Never stored by a cache.
 */
export async function platformMetricsResponse(
  request: Request,
  endpoint: PlatformMetricsEndpoint | undefined,
): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  if (!endpoint)
    return new Response('Not found', {
      status: 404,
      headers: { ...headers, 'content-type': 'text/plain; charset=utf-8' },
    });
  const auth = request.headers.get('authorization') ?? '';
  const match = /^Bearer ([\x21-\x7e]{1,512})$/i.exec(auth.trim());
  if (!match || !sameText(match[1]!, endpoint.token)) {
    return new Response('Unauthorized', {
      status: 401,
      headers: {
        ...headers,
        'content-type': 'text/plain; charset=utf-8',
        'www-authenticate': 'Bearer realm="platform metrics"',
      },
    });
  }
  const { contentType, body } = await endpoint.render();
  return new Response(body, { headers: { ...headers, 'content-type': contentType } });
}
