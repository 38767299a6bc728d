import { Hono } from 'hono';
import { requestId, type RequestIdEnv } from './request-id';

function app() {
  const a = new Hono<RequestIdEnv>();
  a.use(requestId());
  a.get('/', (c) => c.text(c.var.requestId));
  return a;
}

describe('requestId', () => {
  it('keeps the composer’s x-sf-request-id and echoes it', async () => {
    const res = await app().request('/', { headers: { 'x-sf-request-id': 'abc-123' } });
    expect(await res.text()).toBe('abc-123');
    expect(res.headers.get('x-sf-request-id')).toBe('abc-123');
  });

  it('makes a UUID when the header is missing or unsafe', async () => {
    const fresh = await (await app().request('/')).text();
    expect(fresh).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const injected = await (
      await app().request('/', { headers: { 'x-sf-request-id': 'a"} {x' + 'y'.repeat(200) } })
    ).text();
    expect(injected).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes the id on a response the handler built itself', async () => {
    const a = new Hono<RequestIdEnv>();
    a.use(requestId());
    a.get('/', () => new Response('raw', { status: 202 }));
    const res = await a.request('/', { headers: { 'x-sf-request-id': 'req-42' } });
    expect(res.status).toBe(202);
    expect(res.headers.get('x-sf-request-id')).toBe('req-42');
  });
});
