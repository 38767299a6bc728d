import { assetSegments, contentTypeOf, createAssetsHandler } from './assets';

describe('assetSegments', () => {
  it('splits app, version and file', () => {
    expect(assetSegments('/_assets/shell/1.0.0-ab12cd34/static/js/main.js')).toEqual(['shell', '1.0.0-ab12cd34', 'static', 'js', 'main.js']);
  });

  it.each([
    '/_assets/shell/1/../../registry/registry.json',
    '/_assets/shell/1/..%2F..%2Fregistry.json',
    '/_assets/shell/1/%2e%2e/x.js',
    '/_assets/shell/1/a%5Cb.js',
    '/_assets/shell/1/a%00.js',
    '/_assets/shell//x.js',
    '/_assets/shell/x.js',
    '/_assets/shell/1/%E0%A4%A.js',
    '/other/shell/1/x.js',
  ])('refuses %s', (path) => {
    expect(assetSegments(path)).toBeNull();
  });
});

it('answers with immutable caching, CORS and the content type', async () => {
  const handler = createAssetsHandler(async (segments) => (segments.at(-1) === 'x.css' ? new TextEncoder().encode('a{}') : null));
  const res = await handler('/_assets/app/1/x.css');
  expect(res?.headers.get('content-type')).toBe('text/css; charset=utf-8');
  expect(res?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res?.headers.get('access-control-allow-origin')).toBe('*');
  expect(await res?.text()).toBe('a{}');
  expect(await handler('/_assets/app/1/y.css')).toBeNull();
  expect(contentTypeOf('a.WOFF2')).toBe('font/woff2');
  expect(contentTypeOf('a.unknown')).toBe('application/octet-stream');
});
