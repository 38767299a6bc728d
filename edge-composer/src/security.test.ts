import {
  assetOriginsOf,
  BASELINE_CSP,
  BASELINE_HTML_CSP,
  contentSecurityPolicy,
  createNonce,
  securityHeaders,
  withBaselineHeaders,
} from './security';

it('makes a fresh 128-bit base64 nonce per call', () => {
  const a = createNonce();
  expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(createNonce()).not.toBe(a);
  // across refills of the random pool: never the same nonce twice
  const many = new Set(Array.from({ length: 1000 }, () => createNonce()));
  expect(many.size).toBe(1000);
});

it('allows scripts only by nonce and adds CDN origins of assets', () => {
  const csp = contentSecurityPolicy(
    'abc',
    assetOriginsOf(['/_assets/x/1/', 'https://cdn.example/x/1/', 'https://cdn.example/y/']),
  );
  expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'");
  expect(csp).toContain("connect-src 'self' https://cdn.example;");
  expect(csp).toContain("style-src 'self' 'unsafe-inline' https://cdn.example");
  for (const d of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "img-src 'self' data:",
  ])
    expect(csp).toContain(d);
});

it('adds HSTS only on https', () => {
  expect(securityHeaders({ nonce: 'n', https: false })['strict-transport-security']).toBeUndefined();
  expect(securityHeaders({ nonce: 'n', https: true })['strict-transport-security']).toBe(
    'max-age=31536000; includeSubDomains',
  );
});

describe('withBaselineHeaders', () => {
  const ctx = {
    https: false,
    origin: 'http://de.localhost',
    crossOriginResource: false,
    requestId: 'req-12345678',
  };

  it('adds the baseline where the handler set nothing, keeping what it set', () => {
    const json = withBaselineHeaders(
      new Response('{}', {
        headers: { 'content-type': 'application/json', 'referrer-policy': 'no-referrer' },
      }),
      ctx,
    );
    expect(json.headers.get('content-security-policy')).toBe(BASELINE_CSP);
    expect(json.headers.get('referrer-policy')).toBe('no-referrer');
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    expect(json.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(json.headers.get('reporting-endpoints')).toBe('csp="http://de.localhost/_csp-report"');
    expect(json.headers.get('strict-transport-security')).toBeNull();
    const html = withBaselineHeaders(new Response('<p>', { headers: { 'content-type': 'text/html' } }), {
      ...ctx,
      https: true,
      crossOriginResource: true,
    });
    expect(html.headers.get('content-security-policy')).toBe(BASELINE_HTML_CSP);
    expect(html.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(html.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('adds frame-ancestors as a second policy to a CSP without it, and copies immutable responses', async () => {
    const own = withBaselineHeaders(
      new Response('', { headers: { 'content-security-policy': "default-src 'self'" } }),
      ctx,
    );
    expect(own.headers.get('content-security-policy')).toBe("default-src 'self', frame-ancestors 'none'");
    const immutable = Response.redirect('http://de.localhost/x', 302);
    const copy = withBaselineHeaders(immutable, ctx);
    expect(copy).not.toBe(immutable);
    expect(copy.status).toBe(302);
    expect(copy.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
