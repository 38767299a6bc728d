import { assetSegments, contentTypeOf, createAssetsHandler } from './assets';

describe('assetSegments', () => {
  it('splits app, version and file', () => {
    expect(assetSegments('/_assets/shell/1.0.0-ab12cd34/static/js/main.js')).toEqual([
      'shell',
      '1.0.0-ab12cd34',
      'static',
      'js',
      'main.js',
    ]);
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
  const handler = createAssetsHandler(async (segments) =>
    segments.at(-1) === 'x.css' ? new TextEncoder().encode('a{}') : null,
  );
  const res = await handler('/_assets/app/1/x.css');
  expect(res?.headers.get('content-type')).toBe('text/css; charset=utf-8');
  expect(res?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res?.headers.get('access-control-allow-origin')).toBe('*');
  expect(await res?.text()).toBe('a{}');
  expect(await handler('/_assets/app/1/y.css')).toBeNull();
  expect(contentTypeOf('a.WOFF2')).toBe('font/woff2');
  expect(contentTypeOf('a.unknown')).toBe('application/octet-stream');
});

describe('precompressed assets', () => {
  const files: Record<string, string> = {
    'm.js': 'raw',
    'm.js.br': 'brotli',
    'm.js.gz': 'gzip',
    'o.js': 'only raw',
    'i.png': 'png',
    'i.png.br': 'x',
  };
  const handler = createAssetsHandler(async (segments) => {
    const body = files[segments.at(-1) ?? ''];
    return body === undefined ? null : new TextEncoder().encode(body);
  });
  const read = async (path: string, accept: string | null) => {
    const res = await handler(path, accept);
    return {
      encoding: res?.headers.get('content-encoding') ?? null,
      vary: res?.headers.get('vary') ?? null,
      body: await res?.text(),
    };
  };

  it('serves the .br file, else the .gz file, else the file, always with vary', async () => {
    expect(await read('/_assets/a/1/m.js', 'gzip, deflate, br')).toEqual({
      encoding: 'br',
      vary: 'accept-encoding',
      body: 'brotli',
    });
    expect(await read('/_assets/a/1/m.js', 'gzip')).toEqual({
      encoding: 'gzip',
      vary: 'accept-encoding',
      body: 'gzip',
    });
    expect(await read('/_assets/a/1/m.js', 'br;q=0, gzip;q=0')).toEqual({
      encoding: null,
      vary: 'accept-encoding',
      body: 'raw',
    });
    expect(await read('/_assets/a/1/m.js', null)).toEqual({
      encoding: null,
      vary: 'accept-encoding',
      body: 'raw',
    });
    expect(await read('/_assets/a/1/o.js', 'br')).toEqual({
      encoding: null,
      vary: 'accept-encoding',
      body: 'only raw',
    });
  });

  it('sends images as they are and never serves a .br or .gz file by its own name', async () => {
    expect(await read('/_assets/a/1/i.png', 'br')).toEqual({ encoding: null, vary: null, body: 'png' });
    expect(await handler('/_assets/a/1/m.js.br', 'br')).toBeNull();
  });
});
