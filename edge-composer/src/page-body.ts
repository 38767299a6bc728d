/**
 * What a server adapter may know about a composed page's body beyond the `Response` (Node uses it
 * to write the page with fewer socket writes; workerd and tests ignore it):
 * - the page's stream, so the adapter reads it without turning @hono/node-server's light response
 *   into a full one;
 * - the page stream's last chunk, which the adapter may send together with the end of the response
 *   (one write instead of two).
 */
const pageBodies = new WeakMap<Response, ReadableStream<Uint8Array>>();
const lastChunks = new WeakSet<Uint8Array>();

/** Notes `body` as the page stream of `response`; returns the response. */
export function withPageBody(response: Response, body: ReadableStream<Uint8Array>): Response {
  pageBodies.set(response, body);
  return response;
}

/** The page stream of a response made by {@link withPageBody}, else undefined. */
export function pageBodyOf(response: Response): ReadableStream<Uint8Array> | undefined {
  return pageBodies.get(response);
}

/** Marks the chunk a page stream enqueues right before it closes. */
export function markLastChunk(chunk: Uint8Array): Uint8Array {
  lastChunks.add(chunk);
  return chunk;
}

/** Whether nothing follows `chunk` in its page stream. */
export function isLastChunk(chunk: Uint8Array): boolean {
  return lastChunks.has(chunk);
}
