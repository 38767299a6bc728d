import { Hono } from 'hono';
import { byTarget, rateLimit, targetKey } from './rate-limit';
import { createMemoryRateLimitStore } from './rate-limit-store';
import { clientIp } from './client-ip';

describe('clientIp', () => {
  it('trusts x-real-ip only (set by the composer), never x-forwarded-for', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '10.0.0.2' }))).toBe(
      '10.0.0.2',
    );
    expect(clientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('unknown');
    expect(clientIp(new Headers({ 'x-real-ip': ' 2001:DB8::1 ' }))).toBe('2001:db8::1');
  });

  it('refuses values that are not an address', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '1.2.3.4, 5.6.7.8' }))).toBe('unknown');
    expect(clientIp(new Headers({ 'x-real-ip': 'a'.repeat(65) }))).toBe('unknown');
  });
});

describe('rateLimit', () => {
  beforeEach(() =>
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }),
  );
  afterEach(() => jest.useRealTimers());

  function setup(max = 2) {
    const app = new Hono();
    app.post('/signup', rateLimit({ windowMs: 60_000, max }), (c) => c.text('ok'));
    const hit = (ip: string, headers: Record<string, string> = {}) =>
      app.request('/signup', { method: 'POST', headers: { 'x-real-ip': ip, ...headers } });
    return { hit };
  }

  it('allows max requests per window, then answers 429 API-429 with Retry-After and RateLimit headers', async () => {
    const { hit } = setup(2);
    const first = await hit('1.1.1.1');
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe('2');
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    expect(first.headers.get('ratelimit-reset')).toBe('60');
    expect((await hit('1.1.1.1')).status).toBe(200);
    jest.advanceTimersByTime(15_000);
    const refused = await hit('1.1.1.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(await refused.json()).toEqual({
      error: {
        code: 'API-429',
        message: expect.stringContaining('Wir konnten Ihre Anfrage leider nicht bearbeiten'),
      },
    });
  });

  it('counts each client separately and starts a new window after windowMs', async () => {
    const { hit } = setup(1);
    expect((await hit('1.1.1.1')).status).toBe(200);
    expect((await hit('2.2.2.2')).status).toBe(200);
    expect((await hit('1.1.1.1')).status).toBe(429);
    jest.advanceTimersByTime(60_000);
    expect((await hit('1.1.1.1')).status).toBe(200);
  });

  it('is not escaped by rotating X-Forwarded-For', async () => {
    const { hit } = setup(3);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await hit('198.51.100.9', { 'x-forwarded-for': `10.9.9.${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('counts per target (e-mail), normalised and hashed, whatever the address', async () => {
    const store = createMemoryRateLimitStore();
    const seen: string[] = [];
    const spy = {
      ...store,
      consume: (spec: Parameters<typeof store.consume>[0], key: string) => (
        seen.push(key),
        store.consume(spec, key)
      ),
    };
    const app = new Hono();
    app.post(
      '/signup',
      rateLimit({ windowMs: 60_000, max: 2, key: byTarget('email'), store: spy }),
      async (c) => c.json(await c.req.json()),
    );
    const post = (email: string, ip: string) =>
      app.request('/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-real-ip': ip },
        body: JSON.stringify({ email }),
      });
    expect((await post('Anna@Example.de', '1.1.1.1')).status).toBe(200);
    const echoed = await post(' anna@example.de ', '2.2.2.2');
    expect(echoed.status).toBe(200);
    expect(await echoed.json()).toEqual({ email: ' anna@example.de ' }); // the handler still reads the body
    expect((await post('ANNA@example.de', '3.3.3.3')).status).toBe(429);
    expect((await post('other@example.de', '3.3.3.3')).status).toBe(200);
    expect(seen[0]).toBe(await targetKey('anna@example.de'));
    expect(seen.join(' ')).not.toMatch(/@/);
  });

  it('does not count a request without the target field', async () => {
    const app = new Hono();
    app.post('/x', rateLimit({ windowMs: 60_000, max: 1, key: byTarget('email') }), (c) => c.text('ok'));
    const post = () =>
      app.request('/x', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"x"}',
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
  });

  it('stacked limits: the one with fewer requests left sets the headers', async () => {
    const store = createMemoryRateLimitStore();
    const app = new Hono();
    app.post(
      '/s',
      rateLimit({ windowMs: 60_000, max: 10, store }),
      rateLimit({ windowMs: 3_600_000, max: 3, key: byTarget('email'), store }),
      (c) => c.text('ok'),
    );
    const res = await app.request('/s', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-real-ip': '1.1.1.1' },
      body: 'email=a%40b.de',
    });
    expect(res.headers.get('ratelimit-limit')).toBe('3');
    expect(res.headers.get('ratelimit-remaining')).toBe('2');
  });

  it('rejects nonsense options', () => {
    expect(() => rateLimit({ windowMs: 0, max: 1 })).toThrow('windowMs > 0');
  });
});

describe('rate limit store: peek and reset', () => {
  it('peeks without counting and forgets a key on reset', async () => {
    const store = createMemoryRateLimitStore();
    const spec = { name: 'login-failures', points: 3, windowMs: 60_000 };
    expect((await store.peek(spec, 'a')).used).toBe(0);
    await store.consume(spec, 'a');
    await store.consume(spec, 'a');
    expect((await store.peek(spec, 'a')).used).toBe(2);
    expect((await store.peek(spec, 'a')).used).toBe(2);
    expect((await store.peek(spec, 'b')).used).toBe(0);
    await store.reset(spec, 'a');
    expect((await store.peek(spec, 'a')).used).toBe(0);
  });
});
