import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { markLastChunk, withPageBody } from './page-body';
import { writeComposedPage } from './node-response';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A server that answers every request with `make()` through `writeComposedPage`. */
async function serving(make: () => Response): Promise<{ url: string; written: boolean[]; close: () => Promise<void> }> {
  const written: boolean[] = [];
  const server = http.createServer((_req, res) => {
    void writeComposedPage(make(), res).then((done) => {
      written.push(done);
      if (!done) res.end('not a page');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, written, close: () => new Promise((done) => server.close(() => done())) };
}

/** GET `url`; resolves with the status, headers and the body chunks as they arrived, with times. */
function get(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; chunks: { text: string; at: number }[] }> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    http
      .get(url, { agent: false }, (res) => {
        const chunks: { text: string; at: number }[] = [];
        res.setEncoding('utf8');
        res.on('data', (text: string) => chunks.push({ text, at: Date.now() - start }));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, chunks }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('writeComposedPage', () => {
  it('sends the head at once, later chunks as they come, and the marked last chunk with the end', async () => {
    const server = await serving(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes('<head>'));
          setTimeout(() => {
            controller.enqueue(markLastChunk(bytes('<main>slow</main>')));
            controller.close();
          }, 300);
        },
      });
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', 'x-request-id': 'r1' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return withPageBody(new Response(body, { status: 203, headers }), body);
    });
    try {
      const res = await get(server.url);
      expect(res.status).toBe(203);
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect(res.headers['x-request-id']).toBe('r1');
      expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(res.chunks.map((c) => c.text).join('')).toBe('<head><main>slow</main>');
      // the head arrived well before the slow part
      expect(res.chunks[0]!.text).toBe('<head>');
      expect(res.chunks[0]!.at).toBeLessThan(250);
      expect(res.chunks.at(-1)!.at).toBeGreaterThanOrEqual(250);
      expect(server.written).toEqual([true]);
    } finally {
      await server.close();
    }
  });

  it('ends the response when the stream closes without a marked chunk', async () => {
    const server = await serving(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes('one,'));
          controller.enqueue(bytes('two'));
          controller.close();
        },
      });
      return withPageBody(new Response(body, { headers: { 'content-type': 'text/html' } }), body);
    });
    try {
      const res = await get(server.url);
      expect(res.chunks.map((c) => c.text).join('')).toBe('one,two');
    } finally {
      await server.close();
    }
  });

  it('leaves any other response to the adapter', async () => {
    const server = await serving(() => new Response('plain', { headers: { 'content-type': 'text/html' } }));
    try {
      const res = await get(server.url);
      expect(res.chunks.map((c) => c.text).join('')).toBe('not a page');
      expect(server.written).toEqual([false]);
    } finally {
      await server.close();
    }
  });

  it('breaks the connection when the page stream fails, so the client does not take half a page for whole', async () => {
    const server = await serving(() => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes('<head>'));
          setTimeout(() => controller.error(new Error('broken')), 50);
        },
      });
      return withPageBody(new Response(body, { headers: { 'content-type': 'text/html' } }), body);
    });
    try {
      await expect(get(server.url)).rejects.toThrow(/aborted|socket hang up|ECONNRESET/);
    } finally {
      await server.close();
    }
  });
});
