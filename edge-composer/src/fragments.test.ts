import { FragmentCache } from './fragment-cache';
import { bodyFromText, bodyText } from './fragment-body';
import {
  carriesSession,
  loadFragment as loadBytes,
  type FragmentEnv,
  type FragmentObservation,
  type FragmentRequest,
  type FragmentResult,
} from './fragments';
import type { ComposerLogger, FetchLike } from './types';

const request: FragmentRequest = {
  slot: 'header',
  remote: 'shell',
  fragmentId: 'header',
  server: 'http://shell.test/',
  query: '',
  timeoutMs: 200,
  statusFromFragment: false,
};

function setup(fetcher: FetchLike, nonce = 'n1') {
  const warnings: Record<string, unknown>[] = [];
  const logger: ComposerLogger = {
    info: () => undefined,
    error: () => undefined,
    warn: (_m, f) => warnings.push(f ?? {}),
  };
  const background: Promise<unknown>[] = [];
  const env = (n: string, extra: Partial<FragmentEnv> = {}): FragmentEnv => ({
    personal: false,
    shareInFlight: true,
    ...extra,
    fetch: fetcher,
    cache,
    logger,
    nonce: n,
    fallback: (remote, route) => bodyFromText(`<fallback ${remote} ${route}>`),
    waitUntil: (p) => background.push(p),
    context: {
      tenant: 'DE',
      locale: 'de-DE',
      path: '/',
      session: { loggedIn: false, softLoggedIn: false },
      requestId: 'r1',
    },
  });
  const cache = new FragmentCache<FragmentResult>();
  return { env: env(nonce), envWith: env, warnings, background, cache };
}

/** A fragment loaded, its body as text (what the page would show). */
async function loadFragment(
  req: FragmentRequest,
  env: FragmentEnv,
): Promise<Omit<FragmentResult, 'html'> & { html: string }> {
  const result = await loadBytes(req, env);
  return { ...result, html: bodyText(result.html) };
}

const html = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(body, { status, headers });

describe('loadFragment', () => {
  it('sends the protocol headers and the nonce, and reads head, title and status', async () => {
    let seen: Headers | undefined;
    let url = '';
    const { env } = setup(async (u, init) => {
      url = u;
      seen = new Headers(init.headers);
      return html('<div>h</div>', {
        'x-sf-head': '<link rel="preload" href="/a.css" as="style">, <meta name="x" content="y">',
        'x-sf-title': 'Caf%C3%A9',
      });
    });
    const result = await loadFragment({ ...request, query: '?q=1' }, env);
    expect(url).toBe('http://shell.test/fragment/header?q=1');
    expect(seen?.get('x-sf-tenant')).toBe('DE');
    expect(seen?.get('x-sf-nonce')).toBe('n1');
    expect(seen?.get('x-sf-request-id')).toBe('r1');
    expect(result).toEqual({
      html: '<div>h</div>',
      head: '<link rel="preload" href="/a.css" as="style"><meta name="x" content="y">',
      title: 'Café',
      status: null,
      location: null,
      fallback: false,
    });
  });

  it('caches public fragments, re-nonces them, and never caches no-store or private ones', async () => {
    let calls = 0;
    const { envWith } = setup(async (_u, init) => {
      calls += 1;
      const nonce = new Headers(init.headers).get('x-sf-nonce') ?? '';
      return html(`<script nonce="${nonce}">x</script>`, { 'cache-control': 'public, max-age=60' });
    });
    await loadFragment(request, envWith('first'));
    const second = await loadFragment(request, envWith('second'));
    expect(calls).toBe(1);
    expect(second.html).toBe('<script nonce="second">x</script>');
    for (const cc of ['no-store', 'private, max-age=60']) {
      let n = 0;
      const { env } = setup(async () => (n++, html('x', { 'cache-control': cc })));
      await loadFragment(request, env);
      await loadFragment(request, env);
      expect(n).toBe(2);
    }
  });

  it('shares concurrent fetches of the same fragment', async () => {
    let calls = 0;
    const { env } = setup(async () => {
      calls += 1;
      await new Promise((done) => setTimeout(done, 10));
      return html('x', { 'cache-control': 'no-store' });
    });
    await Promise.all([loadFragment(request, env), loadFragment(request, env), loadFragment(request, env)]);
    expect(calls).toBe(1);
  });

  it('falls back on a non-2xx answer (COMPOSER-002), but keeps a 404 of a statusFrom route', async () => {
    const { env, warnings } = setup(async () => html('<h1>Not here</h1>', {}, 404));
    expect(await loadFragment(request, env)).toMatchObject({
      html: '<fallback shell header>',
      fallback: true,
    });
    expect(warnings[0]).toMatchObject({ code: 'COMPOSER-002', remote: 'shell' });
    const main = await loadFragment(
      { ...request, slot: 'main', fragmentId: 'content', statusFromFragment: true },
      env,
    );
    expect(main).toMatchObject({ html: '<h1>Not here</h1>', status: 404, fallback: false });
  });

  it('falls back after the timeout even when the fetcher ignores the abort (COMPOSER-003)', async () => {
    const { env, warnings } = setup(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    const result = await loadFragment(request, env);
    // the fetcher never answers: only the 200 ms timeout ends the wait (the margin is for a loaded CI machine)
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.fallback).toBe(true);
    expect(warnings[0]).toMatchObject({ code: 'COMPOSER-003', timeoutMs: 200 });
  });

  it('falls back at once when the fetcher throws before it starts, and leaves no timer behind', async () => {
    jest.useFakeTimers();
    try {
      const { envWith, warnings } = setup(() => Promise.reject(new Error('unused')));
      const fetchBytes = () => {
        throw new TypeError('not an http(s) URL');
      };
      const result = await loadBytes(request, envWith('n1', { fetchBytes }));
      expect(result.fallback).toBe(true);
      expect(warnings[0]).toMatchObject({ code: 'COMPOSER-002', reason: 'not an http(s) URL' });
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('makes the request headers once per page: the fetches of one page memo share them', async () => {
    const sent: Record<string, string>[] = [];
    const fetchBytes = async (_url: string, init: { headers: Record<string, string> }) => {
      sent.push(init.headers);
      return { status: 200, headers: { get: () => null }, body: new TextEncoder().encode('<p>x</p>') };
    };
    const { envWith } = setup(() => Promise.reject(new Error('unused')));
    const memo = {};
    const page = envWith('n1', { fetchBytes, memo, shareInFlight: false });
    await loadBytes(request, page);
    await loadBytes({ ...request, fragmentId: 'footer', slot: 'footer' }, page);
    await loadBytes(request, envWith('n2', { fetchBytes, memo: {}, shareInFlight: false }));
    expect(sent[0]).toBe(sent[1]);
    expect(sent[2]).not.toBe(sent[0]);
    expect(sent[0]).toMatchObject({ 'x-sf-nonce': 'n1', 'x-sf-tenant': 'DE', accept: 'text/html' });
    expect(sent[2]).toMatchObject({ 'x-sf-nonce': 'n2' });
  });

  it('serves a stale entry at once and revalidates in the background', async () => {
    let calls = 0;
    const { env, background } = setup(async () =>
      html(`v${++calls}`, { 'cache-control': 'max-age=1, stale-while-revalidate=60' }),
    );
    expect((await loadFragment(request, env)).html).toBe('v1');
    await new Promise((done) => setTimeout(done, 1100));
    expect((await loadFragment(request, env)).html).toBe('v1');
    await Promise.all(background);
    expect((await loadFragment(request, env)).html).toBe('v2');
  });
});

describe('sharing with sessions', () => {
  const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

  it('knows a session by its token or login-state cookie', () => {
    expect(carriesSession(null)).toBe(false);
    expect(carriesSession('sf_bucket=abc; other=1')).toBe(false);
    expect(carriesSession('ecToken=t.o.k')).toBe(true);
    expect(carriesSession('a=1; loginState=%7B%7D')).toBe(true);
  });

  it('never hands one session the private fragment fetched for another, even concurrently', async () => {
    let calls = 0;
    const { envWith } = setup(async (_u, init) => {
      calls += 1;
      const id = new Headers(init.headers).get('x-sf-nonce');
      await wait(10);
      return html(`<p>for ${id}</p>`, { 'cache-control': 'private, max-age=60' });
    });
    // same key (same flags, tenant, path), two sessions, at the same time — and again later
    const [a, b] = await Promise.all([
      loadFragment(request, envWith('alice', { personal: true })),
      loadFragment(request, envWith('bob', { personal: true })),
    ]);
    expect(a.html).toBe('<p>for alice</p>');
    expect(b.html).toBe('<p>for bob</p>');
    const c = await loadFragment(request, envWith('carol', { personal: true }));
    expect(c.html).toBe('<p>for carol</p>');
    expect(calls).toBe(3);
  });

  it('gives a session no no-store fragment that an anonymous request is fetching', async () => {
    let calls = 0;
    const { envWith } = setup(async (_u, init) => {
      calls += 1;
      await wait(10);
      return html(`<p>${new Headers(init.headers).get('x-sf-nonce')}</p>`, { 'cache-control': 'no-store' });
    });
    const [anon, mine] = await Promise.all([
      loadFragment(request, envWith('anon')),
      loadFragment(request, envWith('mine', { personal: true })),
    ]);
    expect([anon.html, mine.html, calls]).toEqual(['<p>anon</p>', '<p>mine</p>', 2]);
  });

  it('serves a session from cache and joins its fetches only for replies declared public or s-maxage', async () => {
    let calls = 0;
    const { envWith } = setup(async () => {
      calls += 1;
      await wait(10);
      return html('<nav>same for all</nav>', { 'cache-control': 'public, max-age=1' });
    });
    await loadFragment(request, envWith('x', { personal: true }));
    await loadFragment(request, envWith('y', { personal: true }));
    expect(calls).toBe(1);
    await wait(1050);
    await Promise.all([1, 2, 3].map((n) => loadFragment(request, envWith(`n${n}`, { personal: true }))));
    expect(calls).toBe(2);
  });

  it('keeps a max-age reply without public from sessions, but shares it between anonymous requests', async () => {
    let calls = 0;
    const { envWith } = setup(
      async () => (calls++, html('<nav>anon</nav>', { 'cache-control': 'max-age=60' })),
    );
    await loadFragment(request, envWith('a'));
    await loadFragment(request, envWith('b'));
    expect(calls).toBe(1);
    await loadFragment(request, envWith('c', { personal: true }));
    expect(calls).toBe(2);
  });

  it('gives an anonymous request no private fragment that a session is fetching', async () => {
    let calls = 0;
    const { envWith, cache } = setup(async (_u, init) => {
      calls += 1;
      await wait(10);
      return html(`<p>${new Headers(init.headers).get('x-sf-nonce')}</p>`, { 'cache-control': 'private' });
    });
    const key = 'http://shell.test/|header|DE|de-DE|/|{"loggedIn":false,"softLoggedIn":false}|'; // no route revision in this context
    cache.noteShareable(key, true); // the last reply was public: the session starts a joinable fetch
    const [mine, anon] = await Promise.all([
      loadFragment(request, envWith('mine', { personal: true })),
      loadFragment(request, envWith('anon')),
    ]);
    expect([mine.html, anon.html, calls]).toEqual(['<p>mine</p>', '<p>anon</p>', 2]);
    expect(cache.wasShareable(key)).toBe(false);
  });

  it('fetches for every request when in-flight sharing is off', async () => {
    let calls = 0;
    const { envWith } = setup(async () => {
      calls += 1;
      await wait(10);
      return html('x', { 'cache-control': 'no-store' });
    });
    await Promise.all(
      [1, 2, 3].map((n) => loadFragment(request, envWith(`n${n}`, { shareInFlight: false }))),
    );
    expect(calls).toBe(3);
  });
});

describe('loadFragment tells whether a failure showed the fallback (decision 0151)', () => {
  const samples: FragmentObservation[] = [];
  const observe = (s: FragmentObservation) => samples.push(s);
  const versioned = { ...request, version: '1.0.0-abc' };
  beforeEach(() => samples.splice(0));

  it('reports an answer as ok without a fallback', async () => {
    const { envWith } = setup(async () => html('<div>h</div>'));
    await loadFragment(versioned, envWith('n', { observe }));
    expect(samples).toEqual([
      expect.objectContaining({ outcome: 'ok', fallback: false, version: '1.0.0-abc' }),
    ]);
  });

  it('reports a 500 and a refused connection as errors that showed the fallback, a widget failure without one', async () => {
    const { envWith } = setup(async (url) => {
      if (url.includes('widget')) throw new TypeError('fetch failed');
      return html('boom', {}, 500);
    });
    await loadFragment(versioned, envWith('n', { observe }));
    await loadFragment(
      { ...versioned, slot: 'widget', fragmentId: 'widget', server: 'http://w.test' },
      envWith('n', { observe }),
    );
    expect(samples.map((s) => [s.fragmentId, s.outcome, s.fallback])).toEqual([
      ['header', 'error', true],
      ['widget', 'error', false],
    ]);
  });

  it('reports a fragment that does not answer in time as a timeout with the fallback, once', async () => {
    const { envWith } = setup(() => new Promise<Response>(() => undefined));
    const result = await loadFragment({ ...versioned, timeoutMs: 20 }, envWith('n', { observe }));
    expect(result.fallback).toBe(true);
    expect(samples).toHaveLength(1);
    expect(samples[0]).toMatchObject({ outcome: 'timeout', fallback: true });
  });
});
