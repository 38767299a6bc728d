import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  constants as zlib,
  createBrotliCompress,
  createGzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';
import { preferredEncoding, type Encoding } from './compression';
import { takePageSource } from './page-body';
import type { PageSink } from './stream';

/** The response's headers for `writeHead` (`set-cookie` kept as separate values). */
function headerRecord(headers: Headers): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

/**
 * Node's zlib for a page: brotli quality 4 in text mode (good for dynamic pages) or gzip level 6;
 * `flush` ends a block so what was written so far can be decoded by the browser.
 */
export function nodeCompressor(encoding: Encoding): {
  z: BrotliCompress | Gzip;
  flush: (done?: () => void) => void;
} {
  if (encoding === 'br') {
    const z = createBrotliCompress({
      params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
    });
    return { z, flush: (done) => z.flush(zlib.BROTLI_OPERATION_FLUSH, done) };
  }
  const z = createGzip({ level: 6 });
  return { z, flush: (done) => z.flush(zlib.Z_SYNC_FLUSH, done) };
}

/**
 * A sink that writes a page's chunks to Node's response, compressed when `encoding` says so. The
 * status line and headers go with the first chunk; an uncompressed page that is whole in its first
 * chunk (its fragments were there within the head's window) is sent with `content-length` instead
 * of chunked framing: one write, and the client knows the size.
 */
function responseSink(
  out: ServerResponse,
  status: number,
  headers: OutgoingHttpHeaders,
  encoding: Encoding | null,
): PageSink {
  if (!encoding) {
    let started = false;
    const start = (length?: number) => {
      started = true;
      if (length !== undefined) headers['content-length'] = length;
      out.writeHead(status, headers);
    };
    return {
      chunk: (bytes, last) => {
        if (out.destroyed) return;
        if (!started) start(last ? bytes.length : undefined);
        // the last chunk leaves with the end of the body: one socket write
        if (last) out.end(bytes);
        else out.write(bytes);
      },
      close: () => {
        if (!started) start(0);
        if (!out.writableEnded) out.end();
      },
    };
  }
  out.writeHead(status, headers);
  const { z, flush } = nodeCompressor(encoding);
  z.on('data', (data: Buffer) => {
    if (!out.destroyed) out.write(data);
  });
  z.on('end', () => {
    if (!out.writableEnded) out.end();
  });
  z.on('error', (error) => out.destroy(error));
  out.once('close', () => {
    if (!z.writableEnded) z.destroy();
  });
  return {
    chunk: (bytes, last) => {
      if (z.destroyed) return;
      if (last) z.end(bytes);
      else {
        z.write(bytes);
        flush(); // a streamed part reaches the browser now, not when zlib's buffer is full
      }
    },
    close: () => {
      if (!z.writableEnded && !z.destroyed) z.end();
    },
  };
}

/**
 * Writes the composed page that answers `request` (app option `directPages`): the response's
 * status and headers (after every middleware) with the page's markup from its source, straight to
 * the socket — no web stream, the headers together with the head of the document, the last chunk
 * together with the end. Compressed with the client's preferred encoding (brotli, else gzip), flushed
 * per part so the page still streams. Returns false (nothing written) when `request` has no page.
 */
export function writeComposedPage(request: Request, response: Response, out: ServerResponse): boolean {
  const source = takePageSource(request);
  if (!source) return false;
  const headers = headerRecord(response.headers);
  const head = request.method === 'HEAD';
  const encoding =
    head || response.headers.has('content-encoding')
      ? null
      : preferredEncoding(request.headers.get('accept-encoding'));
  if (encoding) headers['content-encoding'] = encoding;
  delete headers['content-length'];
  if (head) {
    out.writeHead(response.status, headers);
    out.end();
    return true;
  }
  const cancel = source.start(responseSink(out, response.status, headers, encoding));
  out.once('close', () => {
    if (!out.writableFinished) cancel();
  });
  return true;
}
