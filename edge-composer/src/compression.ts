/**
 * Response compression, decided here on Web-standard `Request`/`Response`; the compressing stream
 * itself is injected by the adapter (Node: zlib with a flush per chunk, see `node.ts`). On workerd
 * nothing is injected: the platform compresses at the edge, and only `vary` is set here.
 */
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** The encodings the composer produces, best first. */
export type Encoding = 'br' | 'gzip';

/**
 * Makes a compressing stream for one response. It must emit what it has after every chunk
 * written (a streamed page shows its head before the slowest fragment has arrived).
 */
export type Compressor = (encoding: Encoding) => TransformStream<Uint8Array, Uint8Array>;

/** Bodies with a known length below this are sent as they are (the headers would eat the gain). */
export const MIN_COMPRESS_BYTES = 1024;

/** The encoding to use for an `Accept-Encoding` header: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const entry of parseAccept(acceptEncoding)) q.set(entry.type.toLowerCase(), entry.q);
  const weight = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** Whether a response's content type is worth compressing (text, JSON, JS, SVG…; never event streams). */
export function isCompressibleType(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

function appendVary(headers: Headers): void {
  const vary = headers.get('vary');
  if (vary === null) headers.set('vary', 'accept-encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set('vary', `${vary}, accept-encoding`);
}

/**
 * The response as the client should get it: compressed with `compress` (when given) in the
 * client's preferred encoding; untouched for HEAD, 204/304, bodies without content or below
 * {@link MIN_COMPRESS_BYTES}, types that do not compress, `no-transform`, and responses that already
 * carry a `content-encoding` (precompressed assets, an upstream's own compression). Every response
 * whose type could be compressed says `vary: accept-encoding`.
 */
export function compressResponse(
  request: Request,
  response: Response,
  compress: Compressor | undefined,
): Response {
  // `response.body` is read only when compressing: on Node it turns @hono/node-server's light
  // response into a full one and costs the fast path of every uncompressed answer
  const type = response.headers.get('content-type');
  if (!isCompressibleType(type)) return response;
  if (response.headers.has('content-encoding')) return withVary(response);
  const length = response.headers.get('content-length');
  const small = length !== null && Number(length) < MIN_COMPRESS_BYTES;
  const skip =
    request.method === 'HEAD' ||
    response.status === 204 ||
    response.status === 304 ||
    small ||
    /(^|,)\s*no-transform\s*(,|$)/i.test(response.headers.get('cache-control') ?? '');
  const encoding = compress && !skip ? preferredEncoding(request.headers.get('accept-encoding')) : null;
  const body = encoding && compress ? response.body : null;
  if (!encoding || !compress || body === null) return withVary(response);
  const headers = new Headers(response.headers);
  headers.set('content-encoding', encoding);
  headers.delete('content-length');
  appendVary(headers);
  return new Response(body.pipeThrough(compress(encoding)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function withVary(response: Response): Response {
  try {
    appendVary(response.headers);
    return response;
  } catch {
    // immutable headers (a passed-through upstream response): copy them
    const headers = new Headers(response.headers);
    appendVary(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** The composer's compression hook: every response of the app goes through {@link compressResponse}. */
export function compression(compress: Compressor | undefined): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const sent = compressResponse(c.req.raw, c.res, compress);
    if (sent === c.res) return;
    // assigning over a response merges the old headers in (content-length among them): clear first
    c.res = undefined;
    c.res = sent;
  };
}
