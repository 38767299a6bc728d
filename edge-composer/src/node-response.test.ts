import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { writeComposedPage } from './node-response';
import { keepPageSource } from './page-body';
import type { PageSink, PageSource } from './stream';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A page: `<head>` at once, `<main>slow</main>` (the last chunk) after `slowMs`; notes starts and cancels. */
function slowPage(slowMs: number) {
  const events: string[] = [];
  const source: PageSource = {
    start(sink: PageSink) {
      events.push('started');
      sink.chunk(bytes('<head>'), false);
      const timer = setTimeout(() => {
        sink.chunk(bytes('<main>slow</main>'), true);
        sink.close();
      }, slowMs);
      return () => {
        events.push('cancelled');
        clearTimeout(timer);
      };
    },
  };
  return { source, events };
}

/** A Node server answering every request with `source` through `writeComposedPage` (or not, `withPage` false). */
async function serving(
  source: PageSource,
  withPage = true,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method ?? 'GET',
      headers: req.headers as Record<string, string>,
    });
    if (withPage) keepPageSource(request, source);
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', vary: 'accept-encoding' });
    headers.append('set-cookie', 'a=1; Path=/');
    headers.append('set-cookie', 'b=2; Path=/');
    if (!writeComposedPage(request, new Response(null, { status: 203, headers }), res)) res.end('not a page');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(() => done())) };
}

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  chunks: { bytes: Buffer; at: number }[];
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Got> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    http
      .request(url, { method, headers, agent: false }, (res) => {
        const chunks: { bytes: Buffer; at: number }[] = [];
        res.on('data', (b: Buffer) => chunks.push({ bytes: b, at: Date.now() - start }));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            chunks,
            body: Buffer.concat(chunks.map((c) => c.bytes)),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

describe('writeComposedPage', () => {
  it('writes the status and headers with the head at once, the slow part later, the last chunk with the end', async () => {
    const page = slowPage(300);
    const server = await serving(page.source);
    try {
      const res = await get(server.url);
      expect(res.status).toBe(203);
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(res.body.toString()).toBe('<head><main>slow</main>');
      // the head's pieces arrived at once, the slow part's after its delay
      expect(Buffer.concat(res.chunks.filter((c) => c.at < 250).map((c) => c.bytes)).toString()).toBe(
        '<head>',
      );
      expect(res.chunks.at(-1)!.at).toBeGreaterThanOrEqual(250);
    } finally {
      await server.close();
    }
  });

  it('sends a page that is whole in its first chunk with content-length, a compressed one chunked', async () => {
    const whole: PageSource = {
      start(sink) {
        sink.chunk(bytes('<p>Grüße</p>'), true);
        sink.close();
        return () => undefined;
      },
    };
    const server = await serving(whole);
    try {
      const plain = await get(server.url);
      expect(plain.status).toBe(203);
      expect(plain.headers['content-length']).toBe(String(Buffer.byteLength('<p>Grüße</p>')));
      expect(plain.headers['transfer-encoding']).toBeUndefined();
      expect(plain.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(plain.body.toString()).toBe('<p>Grüße</p>');
      const compressed = await get(server.url, { 'accept-encoding': 'gzip' });
      expect(compressed.headers['content-length']).toBeUndefined();
      expect(gunzipSync(compressed.body).toString()).toBe('<p>Grüße</p>');
    } finally {
      await server.close();
    }
  });

  it('ends an empty page with its headers and no body', async () => {
    const empty: PageSource = {
      start(sink) {
        sink.close();
        return () => undefined;
      },
    };
    const server = await serving(empty);
    try {
      const res = await get(server.url);
      expect(res.status).toBe(203);
      expect(res.headers['content-length']).toBe('0');
      expect(res.body.length).toBe(0);
    } finally {
      await server.close();
    }
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'compresses with %s and still streams: the head is decodable before the slow part',
    async (encoding, decode) => {
      const page = slowPage(300);
      const server = await serving(page.source);
      try {
        const res = await get(server.url, { 'accept-encoding': encoding === 'br' ? 'gzip, br' : 'gzip' });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toBe('accept-encoding');
        expect(decode(res.body).toString()).toBe('<head><main>slow</main>');
        const early = Buffer.concat(res.chunks.filter((c) => c.at < 250).map((c) => c.bytes));
        expect(early.length).toBeGreaterThan(0);
        // what arrived early decodes (a flushed block) to the head alone
        const partial =
          encoding === 'br'
            ? brotliDecompressSync(early, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
            : gunzipSync(early, { finishFlush: constants.Z_SYNC_FLUSH });
        expect(partial.toString()).toBe('<head>');
      } finally {
        await server.close();
      }
    },
  );

  it('answers HEAD with the headers only and never starts the page', async () => {
    const page = slowPage(10);
    const server = await serving(page.source);
    try {
      const res = await get(server.url, { 'accept-encoding': 'br' }, 'HEAD');
      expect(res.status).toBe(203);
      expect(res.body.length).toBe(0);
      expect(page.events).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('leaves a request without a page to the adapter', async () => {
    const server = await serving(slowPage(10).source, false);
    try {
      expect((await get(server.url)).body.toString()).toBe('not a page');
    } finally {
      await server.close();
    }
  });

  it('cancels the page when the client goes away', async () => {
    const page = slowPage(5_000);
    const server = await serving(page.source);
    try {
      await new Promise<void>((done, fail) => {
        const req = http.get(server.url, { agent: false }, (res) => res.once('data', () => req.destroy()));
        req.on('close', () => done());
        req.on('error', () => done());
        setTimeout(() => fail(new Error('no close')), 2000);
      });
      for (let i = 0; i < 50 && !page.events.includes('cancelled'); i += 1)
        await new Promise((r) => setTimeout(r, 10));
      expect(page.events).toEqual(['started', 'cancelled']);
    } finally {
      await server.close();
    }
  });
});
