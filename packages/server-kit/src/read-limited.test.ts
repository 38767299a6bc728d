import { readStreamLimited } from './read-limited';

function streamOf(...parts: string[]): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(enc.encode(next));
    },
    cancel() {
      cancelled = true;
    },
  });
  Object.defineProperty(stream, 'wasCancelled', { get: () => cancelled });
  return stream;
}

describe('readStreamLimited', () => {
  it('joins the chunks of a body within the limit', async () => {
    const bytes = await readStreamLimited(streamOf('Hallo ', 'Welt'), 10);
    expect(new TextDecoder().decode(bytes!)).toBe('Hallo Welt');
  });

  it('stops at the first chunk past the limit and cancels the stream', async () => {
    const stream = streamOf('12345', '67890', 'never read');
    expect(await readStreamLimited(stream, 9)).toBeNull();
    expect((stream as unknown as { wasCancelled: boolean }).wasCancelled).toBe(true);
  });

  it('treats a missing body as empty', async () => {
    expect(await readStreamLimited(null, 0)).toEqual(new Uint8Array(0));
  });
});
