import { Hono } from 'hono';
import { createMemoryRateLimitStore, rateLimit } from './rate-limit';
import { clientIp } from './client-ip';

describe('clientIp', () => {
  it('takes the first x-forwarded-for hop, then x-real-ip, then anon', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1', 'x-real-ip': '10.0.0.2' }))).toBe('203.0.113.7');
    expect(clientIp(new Headers({ 'x-real-ip': '10.0.0.2' }))).toBe('10.0.0.2');
    expect(clientIp(new Headers())).toBe('anon');
  });
});

describe('rateLimit', () => {
  function setup(max = 2) {
    let time = 1_000_000;
    const app = new Hono();
    app.post('/signup', rateLimit({ windowMs: 60_000, max, now: () => time }), (c) => c.text('ok'));
    const hit = (ip: string) =>
      app.request('/signup', { method: 'POST', headers: { 'x-forwarded-for': ip } });
    return { hit, advance: (ms: number) => (time += ms) };
  }

  it('allows max requests per window, then answers 429 API-429 with Retry-After', async () => {
    const { hit, advance } = setup(2);
    const first = await hit('1.1.1.1');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    expect((await hit('1.1.1.1')).status).toBe(200);
    advance(15_000);
    const refused = await hit('1.1.1.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('API-429');
  });

  it('counts each client separately and starts a new window after windowMs', async () => {
    const { hit, advance } = setup(1);
    expect((await hit('1.1.1.1')).status).toBe(200);
    expect((await hit('2.2.2.2')).status).toBe(200);
    expect((await hit('1.1.1.1')).status).toBe(429);
    advance(60_000);
    expect((await hit('1.1.1.1')).status).toBe(200);
  });

  it('uses a custom key', async () => {
    const app = new Hono();
    app.use(rateLimit({ windowMs: 1000, max: 1, key: (c) => c.req.query('email') ?? '' }));
    app.get('/', (c) => c.text('ok'));
    expect((await app.request('/?email=a')).status).toBe(200);
    expect((await app.request('/?email=b')).status).toBe(200);
    expect((await app.request('/?email=a')).status).toBe(429);
  });

  it('rejects nonsense options', () => {
    expect(() => rateLimit({ windowMs: 0, max: 1 })).toThrow('windowMs > 0');
  });
});

describe('createMemoryRateLimitStore', () => {
  it('stays within maxKeys, pruning expired windows first and then the oldest', () => {
    const store = createMemoryRateLimitStore({ maxKeys: 3 });
    store.hit('a', 10, 0);
    store.hit('b', 1000, 0);
    store.hit('c', 1000, 0);
    // 'a' expired: pruned, 'b' and 'c' keep their counts
    store.hit('d', 1000, 20);
    expect(store.hit('b', 1000, 20)).toEqual({ count: 2, resetAt: 1000 });
    // nothing expired now: the oldest window ('b', inserted first) is dropped to make room
    store.hit('e', 1000, 30);
    expect(store.hit('b', 1000, 30).count).toBe(1);
    expect(store.hit('e', 1000, 30).count).toBe(2);
  });
});
