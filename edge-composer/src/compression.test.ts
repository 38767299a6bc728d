import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressResponse, preferredEncoding } from './compression';
import { zlibCompressor } from './node';

const big = 'Ä'.repeat(2000);
const get = (acceptEncoding: string | null, method = 'GET') =>
  new Request('http://de.localhost/', {
    method,
    headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding },
  });
const html = (body: string | null, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

describe('preferredEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['', null],
    [null, null],
  ])('%s → %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});

describe('compressResponse', () => {
  it('compresses with brotli or gzip, drops the length and adds vary', async () => {
    const br = compressResponse(get('br, gzip'), html(big, { vary: 'cookie' }), zlibCompressor);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('cookie, accept-encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(big);
    const gz = compressResponse(get('gzip'), html(big, { 'content-length': '6000' }), zlibCompressor);
    expect(gz.headers.get('content-length')).toBeNull();
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(big);
  });

  it('emits each chunk as it is written (a streamed page keeps streaming)', async () => {
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (push = c) });
    const res = compressResponse(
      get('br'),
      new Response(body, { headers: { 'content-type': 'text/html' } }),
      zlibCompressor,
    );
    const reader = res.body!.getReader();
    push.enqueue(new TextEncoder().encode('<!doctype html><head>'));
    const first = await reader.read();
    expect(first.value!.byteLength).toBeGreaterThan(0);
    push.close();
    while (!(await reader.read()).done);
  });

  it.each([
    ['HEAD', get('br', 'HEAD'), html(big)],
    ['a tiny body', get('br'), html('ok', { 'content-length': '2' })],
    ['304', get('br'), html(null, {}, 304)],
    [
      'an event stream',
      get('br'),
      new Response('data: x\n\n'.repeat(500), { headers: { 'content-type': 'text/event-stream' } }),
    ],
    ['an image', get('br'), new Response(big, { headers: { 'content-type': 'image/png' } })],
    ['no-transform', get('br'), html(big, { 'cache-control': 'no-transform' })],
    ['a client without encodings', get(null), html(big)],
  ])('leaves %s alone', async (_name, request, response) => {
    const res = compressResponse(request, response, zlibCompressor);
    expect(res.headers.get('content-encoding')).toBeNull();
  });

  it('never compresses twice', async () => {
    const packed = html('already', { 'content-encoding': 'gzip' });
    const res = compressResponse(get('br'), packed, zlibCompressor);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('accept-encoding');
    expect(await res.text()).toBe('already');
  });

  it('only sets vary where the platform compresses (no compressor: workerd)', () => {
    const res = compressResponse(get('br'), html(big), undefined);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('accept-encoding');
  });
});
