import { persistedDocumentId } from '@sf/gateway-client';
import type { HostFetch } from '@sf/remote-server';
import { createLogger } from '@sf/server-kit';
import { MERGE_BASKET_DOCUMENT } from './merge-basket-document';
import { createMergeOnLogin, relayed, type HostPost } from './merge-on-login';

type Call = { url: string; headers: Record<string, string>; body: string };

function setup(answer: (url: string) => Promise<{ status: number; setCookies: string[] }>) {
  const calls: Call[] = [];
  const post: HostPost = async (url, init) => {
    calls.push({ url, headers: init.headers, body: init.body });
    return answer(url);
  };
  // the gateway as the preset's callGateway reaches it: a GraphQL answer with the basket's cookies
  const fetch: HostFetch = async (url, init) => {
    calls.push({ url, headers: Object.fromEntries(init.headers), body: init.body ?? '' });
    const { status, setCookies } = await answer(url);
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const cookie of setCookies) headers.append('set-cookie', cookie);
    const body =
      status < 400
        ? { data: { mergeAnonymousBasket: { merged: true, basketCount: 3, wishlistCount: 1 } } }
        : { errors: [{ message: 'refused' }] };
    return new Response(JSON.stringify(body), { status, headers });
  };
  const logger = createLogger('merge-test');
  const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  const merge = createMergeOnLogin({
    gatewayUrl: 'http://127.0.0.1:3000/api/gateway/',
    fetch,
    post,
    logger,
    timeoutMs: 200,
  });
  return { calls, merge, warn };
}

const browser = (cookie: string, proto = 'http') =>
  new Headers({
    cookie,
    'x-forwarded-host': 'ch.localhost:3000',
    'x-forwarded-proto': proto,
    'x-sf-request-id': 'r-1',
  });

describe('merge on login (decision 0078)', () => {
  it('asks the basket (gateway) and the search history as the browser with its new session, on the shop’s host', async () => {
    const { calls, merge } = setup(async (url) => ({
      status: 200,
      setCookies: url.includes('gateway')
        ? ['sf_basket=b-2; Path=/; HttpOnly', 'sf_basket_count=3; Path=/', 'other=x; Path=/']
        : [],
    }));
    const cookies = await merge(
      browser('sf_basket=b-1; sf_search=s-1; ecToken=OLD; loginState=x'),
      'NEW.TOKEN',
      '123-01',
    );
    expect(cookies).toEqual(['sf_basket=b-2; Path=/; HttpOnly', 'sf_basket_count=3; Path=/']);
    expect(calls.map((c) => c.url).sort()).toEqual([
      'http://127.0.0.1:3000/api/gateway/',
      'http://127.0.0.1:3000/api/search/searchhistory/v1/join-with-fi',
    ]);
    for (const call of calls) {
      expect(call.headers).toMatchObject({
        host: 'ch.localhost:3000',
        origin: 'http://ch.localhost:3000',
        'content-type': 'application/json',
      });
      // the new token, never the old one; the visitor cookies the other domains know
      expect(call.headers.cookie).toBe('ecToken=NEW.TOKEN; sf_basket=b-1; sf_search=s-1');
    }
    // the persisted document the account's build registers, as the shopper's shop
    const gateway = calls.find((c) => c.url.includes('gateway'))!;
    expect(JSON.parse(gateway.body)).toMatchObject({
      documentId: await persistedDocumentId(MERGE_BASKET_DOCUMENT),
      variables: { wishlistSku: '123-01' },
    });
    expect(gateway.headers).toMatchObject({ 'x-sf-request-id': 'r-1', referer: 'http://ch.localhost:3000/' });
  });

  it('reads the __Host- cookies over TLS and relays the basket’s in that form', async () => {
    const { calls, merge } = setup(async () => ({
      status: 200,
      setCookies: ['sf_basket_count=1; Path=/; SameSite=Lax'],
    }));
    const cookies = await merge(browser('__Host-sf_basket=b-1', 'https'), 'T', null);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.cookie).toBe('ecToken=T; sf_basket=b-1');
    expect(cookies).toEqual(['__Host-sf_basket_count=1; Path=/; SameSite=Lax; Secure']);
  });

  it('asks nobody without visitor cookies or wish, and drops a malformed wish', async () => {
    const { calls, merge } = setup(async () => ({ status: 200, setCookies: [] }));
    expect(await merge(browser('loginState=x'), 'T', null)).toEqual([]);
    expect(await merge(browser(''), 'T', '<script>')).toEqual([]);
    expect(calls).toHaveLength(0);
    await merge(browser(''), 'T', '555-01');
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ variables: { wishlistSku: '555-01' } });
  });

  it('never fails the login: a refusal or an unreachable domain is logged and relays nothing', async () => {
    const { merge, warn } = setup(async (url) => {
      if (url.includes('gateway')) throw new Error('connect ECONNREFUSED');
      return { status: 401, setCookies: [] };
    });
    expect(await merge(browser('sf_basket=b; sf_search=s'), 'T', null)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('relays only the basket’s own cookies', () => {
    expect(relayed(['ecToken=x; Path=/', 'sf_basket=1; Path=/', 'sf_basketX=2'], false)).toEqual([
      'sf_basket=1; Path=/',
    ]);
  });
});
