import { assetOriginsOf, contentSecurityPolicy, createNonce, securityHeaders } from './security';

it('makes a fresh 128-bit base64 nonce per call', () => {
  const a = createNonce();
  expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(createNonce()).not.toBe(a);
});

it('allows scripts only by nonce and adds CDN origins of assets', () => {
  const csp = contentSecurityPolicy('abc', assetOriginsOf(['/_assets/x/1/', 'https://cdn.example/x/1/', 'https://cdn.example/y/']));
  expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'");
  expect(csp).toContain("connect-src 'self' https://cdn.example;");
  expect(csp).toContain("style-src 'self' 'unsafe-inline' https://cdn.example");
  for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "img-src 'self' data:"]) expect(csp).toContain(d);
});

it('adds HSTS only on https', () => {
  expect(securityHeaders({ nonce: 'n', https: false })['strict-transport-security']).toBeUndefined();
  expect(securityHeaders({ nonce: 'n', https: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});
