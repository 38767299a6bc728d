import { Hono } from 'hono';
import { bodyLimit, peekBody, readBody, readFormData } from './body';
import { errorHandler } from './errors';

function app() {
  const a = new Hono();
  a.onError(errorHandler);
  a.post('/form', async (c) => c.json(await readBody(c, { maxBytes: 1000 })));
  a.post('/files', async (c) => {
    const form = await readFormData(c, { maxBytes: 1000 });
    const file = form.get('file');
    return c.json({ name: file instanceof File ? file.name : null });
  });
  a.post('/limited', bodyLimit({ maxSize: 10 }), async (c) => c.text(await c.req.text()));
  return a;
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app().request(path, { method: 'POST', body, headers });

async function codeOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

describe('readBody', () => {
  it('reads JSON into strings, dropping nulls', async () => {
    const res = await post('/form', JSON.stringify({ email: 'a@b.de', optIn: true, age: 42, note: null }), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(await res.json()).toEqual({ email: 'a@b.de', optIn: 'true', age: '42' });
  });

  it('reads a form posted without JavaScript', async () => {
    const res = await post('/form', 'email=a%40b.de&salutation=Frau&email=second', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(await res.json()).toEqual({ email: 'a@b.de', salutation: 'Frau' });
  });

  it('reads the text fields of a multipart form', async () => {
    const form = new FormData();
    form.set('email', 'a@b.de');
    form.set('file', new File(['x'], 'x.txt'));
    const res = await post('/form', form);
    expect(await res.json()).toEqual({ email: 'a@b.de' });
  });

  it('answers 415 API-415 to other content types', async () => {
    const res = await post('/form', 'email=a', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(await codeOf(res)).toBe('API-415');
    expect((await post('/form', 'x')).status).toBe(415);
  });

  it('answers 400 to malformed or nested JSON', async () => {
    for (const body of ['{', '[1]', '"text"', '{"a":{"b":1}}']) {
      const res = await post('/form', body, { 'content-type': 'application/json' });
      expect(res.status).toBe(400);
      expect(await codeOf(res)).toBe('API-400');
    }
  });

  it('answers 413 when the body is larger than maxBytes, declared or streamed', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(2000) });
    const declared = await post('/form', big, { 'content-type': 'application/json' });
    expect(declared.status).toBe(413);
    expect(await codeOf(declared)).toBe('API-413');
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 256) controller.enqueue(bytes.slice(i, i + 256));
        controller.close();
      },
    });
    const streamed = await app().request('/form', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });
});

describe('readFormData', () => {
  it('keeps files of a multipart body and refuses other types', async () => {
    const form = new FormData();
    form.set('file', new File(['%PDF-1.7'], 'invoice.pdf'));
    expect(await (await post('/files', form)).json()).toEqual({ name: 'invoice.pdf' });
    expect((await post('/files', '{}', { 'content-type': 'application/json' })).status).toBe(415);
  });
});

describe('bodyLimit', () => {
  it('answers 413 API-413 JSON past maxSize and passes smaller bodies', async () => {
    const res = await post('/limited', 'x'.repeat(11), { 'content-type': 'text/plain' });
    expect(res.status).toBe(413);
    expect(await codeOf(res)).toBe('API-413');
    expect(await (await post('/limited', 'small', { 'content-type': 'text/plain' })).text()).toBe('small');
  });
});

describe('peekBody', () => {
  const app = new Hono();
  app.post('/', async (c) => {
    const peeked = await peekBody(c, { maxBytes: 1024 });
    const read = await readBody(c, { maxBytes: 1024 }).catch((error: { status?: number }) => error.status);
    return c.json({ peeked, read });
  });
  const post = (body: string, type = 'application/json') =>
    app.request('/', { method: 'POST', body, headers: { 'content-type': type } });

  it('reads the fields without consuming the body', async () => {
    expect(await (await post('{"email":"a@b.de"}')).json()).toEqual({
      peeked: { email: 'a@b.de' },
      read: { email: 'a@b.de' },
    });
    expect(await (await post('email=a%40b.de', 'application/x-www-form-urlencoded')).json()).toEqual({
      peeked: { email: 'a@b.de' },
      read: { email: 'a@b.de' },
    });
  });

  it('gives {} for a body readBody refuses, which then refuses it as usual (no hang on an oversized clone)', async () => {
    expect(await (await post(JSON.stringify({ x: 'y'.repeat(5000) }))).json()).toEqual({
      peeked: {},
      read: 413,
    });
    expect(await (await post('not json')).json()).toEqual({ peeked: {}, read: 400 });
  });
});
