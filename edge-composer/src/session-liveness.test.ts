import type { VerifiedSession } from '@sf/server-kit';
import { createSessionLiveness } from './session-liveness';

const session = (over: Partial<VerifiedSession> = {}): VerifiedSession => ({
  raw: 'token',
  sid: '11111111-1111-4111-8111-111111111111',
  customerId: 'customer-1',
  type: 2,
  exp: Math.floor(Date.now() / 1000) + 3600,
  cc: 'DE',
  ...over,
});

/** An account server double: what it says of each session id, and every question it was asked. */
function account() {
  const said = new Map<string, unknown>();
  const asked: string[] = [];
  let failing: 'down' | 'status' | null = null;
  const fetch = async (url: string) => {
    asked.push(url);
    if (failing === 'down') throw new TypeError('fetch failed');
    if (failing === 'status') return new Response('oops', { status: 503 });
    const sid = url.slice(url.lastIndexOf('/') + 1);
    return new Response(JSON.stringify(said.get(sid) ?? { live: false }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return { said, asked, fetch, fail: (how: typeof failing) => (failing = how) };
}

describe('createSessionLiveness', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('vouches for a live session, asks once within the live TTL, and sees an ending elsewhere within it', async () => {
    const a = account();
    const s = session();
    a.said.set(s.sid, { live: true, customerId: 'customer-1', type: 2 });
    const liveness = createSessionLiveness(a.fetch, { now, liveTtlMs: 5000 });
    expect(await liveness.check('http://account.test/', s)).toBe(s);
    expect(a.asked).toEqual([`http://account.test/internal/sessions/${s.sid}`]);
    a.said.set(s.sid, { live: false }); // logged out through another composer
    clock += 4999;
    expect(await liveness.check('http://account.test', s)).toBe(s); // within the bound: the kept answer
    clock += 2;
    expect(await liveness.check('http://account.test', s)).toBeNull(); // past it: asked again
    expect(a.asked).toHaveLength(2);
    clock += 60_000;
    expect(await liveness.check('http://account.test', s)).toBeNull(); // ended for good: not asked again
    expect(a.asked).toHaveLength(2);
  });

  it('forgets at once: the composer that handled a logout sees it on the very next request', async () => {
    const a = account();
    const s = session();
    a.said.set(s.sid, { live: true, customerId: 'customer-1', type: 2 });
    const liveness = createSessionLiveness(a.fetch, { now });
    expect(await liveness.check('http://account.test', s)).toBe(s);
    a.said.set(s.sid, { live: false });
    liveness.forget(s.sid);
    expect(await liveness.check('http://account.test', s)).toBeNull();
  });

  it('does not keep an answer that was under way when the session was forgotten', async () => {
    const s = session();
    let release: (res: Response) => void = () => undefined;
    const asked: string[] = [];
    const fetch = (url: string) => {
      asked.push(url);
      return asked.length === 1
        ? new Promise<Response>((done) => (release = done))
        : Promise.resolve(new Response(JSON.stringify({ live: false })));
    };
    const liveness = createSessionLiveness(fetch, { now });
    const early = liveness.check('http://account.test', s); // asked just before the logout…
    liveness.forget(s.sid); // …which went through while the answer was on its way
    release(new Response(JSON.stringify({ live: true, customerId: 'customer-1', type: 2 })));
    expect(await early).toBe(s);
    expect(await liveness.check('http://account.test', s)).toBeNull(); // asked again, not the stale "live"
    expect(asked).toHaveLength(2);
  });

  it('shares one question between concurrent requests of a session', async () => {
    const a = account();
    const s = session();
    a.said.set(s.sid, { live: true, customerId: 'customer-1', type: 2 });
    const liveness = createSessionLiveness(a.fetch, { now });
    const all = await Promise.all([1, 2, 3, 4].map(() => liveness.check('http://account.test', s)));
    expect(all).toEqual([s, s, s, s]);
    expect(a.asked).toHaveLength(1);
  });

  it('refuses a session of another customer than the token names, and steps a token down to the session’s current type', async () => {
    const a = account();
    const theirs = session();
    a.said.set(theirs.sid, { live: true, customerId: 'customer-2', type: 2 });
    const liveness = createSessionLiveness(a.fetch, { now });
    expect(await liveness.check('http://account.test', theirs)).toBeNull();
    const soft = session({ sid: '22222222-2222-4222-8222-222222222222' });
    a.said.set(soft.sid, { live: true, customerId: 'customer-1', type: 1 }); // two hours since the password
    expect(await liveness.check('http://account.test', soft)).toEqual({ ...soft, type: 1 });
  });

  it.each([
    ['is down', 'down'],
    ['answers an error', 'status'],
  ] as const)(
    'fails closed when the account server %s, and asks again after the failure TTL',
    async (_, how) => {
      const a = account();
      const s = session();
      a.said.set(s.sid, { live: true, customerId: 'customer-1', type: 2 });
      a.fail(how);
      const liveness = createSessionLiveness(a.fetch, { now, failureTtlMs: 1000 });
      expect(await liveness.check('http://account.test', s)).toBeNull();
      expect(await liveness.check('http://account.test', s)).toBeNull();
      expect(a.asked).toHaveLength(1);
      a.fail(null);
      clock += 1001;
      expect(await liveness.check('http://account.test', s)).toBe(s);
    },
  );

  it.each([
    ['no live flag', { customerId: 'customer-1', type: 2 }],
    ['a wrong type', { live: true, customerId: 'customer-1', type: 3 }],
    ['a customer that is not a string', { live: true, customerId: 7, type: 2 }],
    ['null', null],
  ])('fails closed on an answer with %s', async (_, body) => {
    const s = session();
    const liveness = createSessionLiveness(async () => new Response(JSON.stringify(body)), { now });
    expect(await liveness.check('http://account.test', s)).toBeNull();
  });
});
