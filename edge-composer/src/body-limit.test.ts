import { API_BODY_LIMIT, bodyLimitOf, limitBody, UPLOAD_BODY_LIMIT } from './body-limit';

const streamOf = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new Uint8Array(size));
      c.close();
    },
  });
const post = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://x/api', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

it('picks the upload limit for multipart requests', () => {
  expect(bodyLimitOf(post('x', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(
    UPLOAD_BODY_LIMIT,
  );
  expect(bodyLimitOf(post('x', { 'content-type': 'application/json' }))).toBe(API_BODY_LIMIT);
});

it('refuses a declared length over the limit and streams one within it unchanged', async () => {
  expect(await limitBody(post('x'.repeat(11), { 'content-length': '11' }), 10)).toEqual({ tooLarge: true });
  const req = post('x'.repeat(10), { 'content-length': '10' });
  const ok = await limitBody(req, 10);
  expect(ok.tooLarge === false && ok.body === req.body).toBe(true);
});

it('reads a chunked body up to the limit', async () => {
  expect(await limitBody(post(streamOf(11)), 10)).toEqual({ tooLarge: true });
  const ok = await limitBody(post(streamOf(10)), 10);
  expect(ok.tooLarge === false && ok.body instanceof Uint8Array && ok.body.byteLength).toBe(10);
  expect(await limitBody(new Request('http://x/'), 10)).toEqual({ tooLarge: false, body: null });
});
