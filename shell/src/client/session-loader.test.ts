import { sessionEndpointLoader } from './session-loader';

const li = (v: string) => `loginState=${encodeURIComponent(JSON.stringify({ li: v, ca: '0' }))}`;

function fakeFetch(body: object, status = 200) {
  const calls: string[] = [];
  const fn = (async (url: string) => {
    calls.push(url);
    // jsdom has no Response: what the loader reads of one
    return { ok: status >= 200 && status < 300, status, json: async () => body };
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('sessionEndpointLoader', () => {
  it('asks the session endpoint when the login-state hint says logged in, and takes its word', async () => {
    const f = fakeFetch({ loggedIn: true, softLoggedIn: false, exp: 1_900_000_000, type: 2 });
    const loaded = await sessionEndpointLoader({ cookie: `${li('1')}; other=1` }, f.fn)();
    expect(f.calls).toEqual(['/api/customer/session']);
    expect(loaded).toEqual({
      token: null,
      loginState: expect.objectContaining({ li: '1' }),
      verified: { exp: 1_900_000_000, type: 2 },
    });
  });

  it('is anonymous without the hint, without fetching; and when the endpoint says so', async () => {
    const none = fakeFetch({});
    expect(await sessionEndpointLoader({ cookie: '' }, none.fn)()).toEqual({
      token: null,
      loginState: null,
      verified: null,
    });
    expect(none.calls).toEqual([]);
    const ended = fakeFetch({ loggedIn: false, softLoggedIn: false });
    expect((await sessionEndpointLoader({ cookie: li('1') }, ended.fn)()).verified).toBeNull();
  });

  it('reads the __Host- prefixed hint over TLS and ignores an unprefixed one there', async () => {
    const f = fakeFetch({ loggedIn: true, exp: 1, type: 1 });
    expect(
      (await sessionEndpointLoader({ cookie: li('1'), location: { protocol: 'https:' } }, f.fn)()).verified,
    ).toBeNull();
    expect(f.calls).toEqual([]);
    const hinted = `__Host-${li('1')}`;
    expect(
      (await sessionEndpointLoader({ cookie: hinted, location: { protocol: 'https:' } }, f.fn)()).verified,
    ).toEqual({ exp: 1, type: 1 });
  });

  it('fails on a non-ok answer (the manager keeps its state and retries later)', async () => {
    await expect(sessionEndpointLoader({ cookie: li('1') }, fakeFetch({}, 503).fn)()).rejects.toThrow('503');
  });
});
