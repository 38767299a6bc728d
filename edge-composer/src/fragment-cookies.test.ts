import { FragmentCache } from './fragment-cache';
import { bodyFromText, bodyText } from './fragment-body';
import { privateFragmentHeaders } from './fragment-cookies';
import { loadFragment, type FragmentEnv, type FragmentRequest, type FragmentResult } from './fragments';
import type { FetchLike } from './types';

const visitor = '0b5f2a9e-8c1d-4e7f-9a3b-2c4d6e8f0a1b';

describe('privateFragmentHeaders', () => {
  it('passes the basket remote only its own cookie and the session (to ask the club as the shopper, decision 0186), by the names the cookie policy gives them', () => {
    const header = `sf_consent=all; sf_basket=${visitor}; ecToken=a.b.c; sf_basket_count=2`;
    expect(privateFragmentHeaders('mfe-basket-checkout', header, false, 'ch.localhost:3000')).toEqual({
      cookie: `sf_basket=${visitor}; ecToken=a.b.c`,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'ch.localhost:3000',
    });
    // over TLS only the __Host- cookie counts (a plain one could have been set by a sibling host)
    expect(privateFragmentHeaders('mfe-basket-checkout', header, true, 'shop.example')).toBeNull();
    expect(
      privateFragmentHeaders('mfe-basket-checkout', `__Host-sf_basket=${visitor}`, true, 'shop.example'),
    ).toEqual({
      cookie: `__Host-sf_basket=${visitor}`,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shop.example',
    });
  });

  it('gives other remotes nothing, and drops values that could smuggle another cookie', () => {
    expect(privateFragmentHeaders('mfe-catalog', `sf_basket=${visitor}`, false, 'h')).toBeNull();
    expect(privateFragmentHeaders('mfe-basket-checkout', null, false, 'h')).toBeNull();
    expect(privateFragmentHeaders('mfe-basket-checkout', 'sf_basket="a;ecToken=x"', false, 'h')).toBeNull();
  });
});

describe('a private fragment', () => {
  const request: FragmentRequest = {
    slot: 'main',
    remote: 'mfe-basket-checkout',
    fragmentId: 'basket',
    server: 'http://basket.test',
    query: '',
    timeoutMs: 200,
    statusFromFragment: true,
  };
  const cache = new FragmentCache<FragmentResult>();
  const seen: Headers[] = [];
  const fetcher: FetchLike = async (_url, init) => {
    const headers = new Headers(init.headers);
    seen.push(headers);
    await new Promise((r) => setTimeout(r, 10));
    return new Response(`<p>basket of ${headers.get('cookie') ?? 'nobody'}</p>`, {
      headers: { 'cache-control': 'public, max-age=60' },
    });
  };
  const env = (cookie: string | null): FragmentEnv => ({
    personal: false,
    shareInFlight: true,
    fetch: fetcher,
    cache,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    nonce: 'n',
    fallback: () => bodyFromText('fallback'),
    waitUntil: () => undefined,
    privateHeaders: (remote) => privateFragmentHeaders(remote, cookie, false, '127.0.0.1:3000'),
    context: {
      tenant: 'DE',
      locale: 'de-DE',
      path: '/warenkorb',
      session: { loggedIn: false, softLoggedIn: false },
      requestId: 'r',
    },
  });

  it('is fetched for each visitor alone: never joined, shared or served from the cache, even when it says public', async () => {
    const [a, b] = await Promise.all([
      loadFragment(request, env(`sf_basket=${visitor}`)),
      loadFragment(request, env('sf_basket=1c5f2a9e-8c1d-4e7f-9a3b-2c4d6e8f0a1b')),
    ]);
    expect(bodyText(a.html)).toBe(`<p>basket of sf_basket=${visitor}</p>`);
    expect(bodyText(b.html)).toBe('<p>basket of sf_basket=1c5f2a9e-8c1d-4e7f-9a3b-2c4d6e8f0a1b</p>');
    const again = await loadFragment(request, env(`sf_basket=${visitor}`));
    expect(bodyText(again.html)).toBe(`<p>basket of sf_basket=${visitor}</p>`);
    expect(seen).toHaveLength(3);
    expect(seen[0]?.get('x-sf-path')).toBe('/warenkorb');
    // a visitor without the cookie gets the ordinary (shareable) fragment, not someone's basket
    const anonymous = await loadFragment(request, env(null));
    expect(bodyText(anonymous.html)).toBe('<p>basket of nobody</p>');
  });
});
