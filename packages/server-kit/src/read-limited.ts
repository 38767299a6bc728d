/**
 * Reads a body stream into bytes, stopping (and cancelling the stream) as soon as it passes
 * `maxBytes`, so a chunked upload can never make a server buffer more than its limit.
 * @returns the bytes, or `null` when the body is larger than `maxBytes`.
 * @example const bytes = await readStreamLimited(request.body, 16 * 1024); if (!bytes) return tooLarge();
 */
export async function readStreamLimited(
  stream: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // not awaited: cancelling one branch of a tee'd (cloned) body resolves only once the other
      // branch is cancelled too
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
