/**
 * On login and registration the visitor's anonymous basket, wishlist and search history become the
 * customer's (issue 10; decision 0078). The account server asks the other domains through the
 * composer's public routes, as the browser would with its new session: the gateway's
 * `mergeAnonymousBasket` (basket domain) on the remote server preset's `callGateway` (its header
 * policy, its 5 s limit), and `/api/search/searchhistory/v1/join-with-fi` (search's REST API, no
 * GraphQL field: a plain POST with the same headers).
 * The composer verifies the new token like any other and vouches for the customer (`x-sf-customer`);
 * the visitor ids come from the browser's own cookies. No shared secret, no customer id in a body.
 */
import { createGatewayCaller, gatewayHeaders, requestShop, type HostFetch } from '@sf/remote-server';
import type { Logger } from '@sf/server-kit';
import { SESSION_TOKEN_COOKIE, readHostCookie } from '@sf/session';
import { MERGE_BASKET_DOCUMENT } from './merge-basket-document';

/** The basket domain's cookies a merge may change, relayed to the browser (the header's count). */
const RELAYED_COOKIES = ['sf_basket', 'sf_basket_count'] as const;
/** The visitor cookies the other domains know the anonymous visitor by. */
const VISITOR_COOKIES = ['sf_basket', 'sf_search'] as const;

/** A POST with a `Host` of our choosing (Web fetch cannot set it; the composer reads the shop from it). */
export type HostPost = (
  url: string,
  init: { headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number; setCookies: string[] }>;

export interface MergeOnLoginOptions {
  /** The composer's gateway (`SF_GATEWAY_URL`); the search API is on the same origin. */
  readonly gatewayUrl: string;
  /** The gateway call (the Node adapter's `hostRequest`: it honours `Host`). */
  readonly fetch: HostFetch;
  /** The search API's POST. */
  readonly post: HostPost;
  readonly logger: Logger;
  /** Each call's time limit (default 1500 ms, below the preset's 5 s: a slow domain never holds a login up for long). */
  readonly timeoutMs?: number;
}

/**
 * The merge of one login: the browser's request, the new session's token, and the sku the wishlist
 * overlay asked to log in for (if any). Answers the relayed basket cookies (may be none).
 */
export type MergeOnLogin = (
  request: Headers,
  token: string,
  wishlistSku?: string | null,
) => Promise<string[]>;

const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;
const SKU = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The merge for one login: nothing when the browser has no anonymous visitor cookie and no wish; each call
 * bounded and failing alone (logged) — the login itself never fails for it. The basket's cookies
 * come back in the browser's form (`__Host-` + Secure over TLS).
 */
export function createMergeOnLogin(opts: MergeOnLoginOptions): MergeOnLogin {
  const timeoutMs = opts.timeoutMs ?? 1500;
  const callGateway = createGatewayCaller({ url: opts.gatewayUrl, fetch: opts.fetch });
  return async (request, token, wishlistSku = null) => {
    const wish = wishlistSku && SKU.test(wishlistSku) ? wishlistSku : null;
    const secure = request.get('x-forwarded-proto') === 'https';
    const host = request.get('x-forwarded-host') ?? '';
    const visitors = VISITOR_COOKIES.map(
      (name) => [name, readHostCookie(request.get('cookie'), name, secure)] as const,
    ).filter(([, v]) => v);
    if (!HOST.test(host) || (visitors.length === 0 && !wish)) return [];
    // the internal call is plain http to the composer: plain cookie names, the shop's host, its origin
    const { tenant, locale } = requestShop(request);
    const shopper = {
      tenant,
      locale,
      host,
      origin: `http://${host}`,
      requestId: request.get('x-sf-request-id'),
      cookie: [
        `${SESSION_TOKEN_COOKIE}=${token}`,
        ...visitors.map(([name, value]) => `${name}=${value}`),
      ].join('; '),
    };
    const failed = (what: string, reason: string) => {
      opts.logger.warn('merge on login failed', { what, error: reason });
      return [];
    };
    const mergeBasket = async (): Promise<string[]> => {
      const result = await callGateway<Record<string, unknown>, { wishlistSku: string | null }>(
        MERGE_BASKET_DOCUMENT,
        { wishlistSku: wish },
        shopper,
        { timeoutMs },
      );
      if (!result.ok || result.errors.length) failed('basket', result.ok ? result.errors[0]! : result.reason);
      return [...result.setCookies];
    };
    const joinSearchHistory = async (): Promise<void> => {
      const headers = Object.fromEntries(gatewayHeaders(shopper));
      try {
        const res = await opts.post(
          new URL('/api/search/searchhistory/v1/join-with-fi', opts.gatewayUrl).href,
          {
            headers: { ...headers, 'content-type': 'application/json' },
            body: '{}',
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
        if (res.status >= 400)
          opts.logger.warn('merge on login refused', { what: 'search history', status: res.status });
      } catch (error) {
        failed('search history', error instanceof Error ? error.message : String(error));
      }
    };
    const has = (name: string) => visitors.some(([n]) => n === name);
    const [basketCookies] = await Promise.all([
      has('sf_basket') || wish ? mergeBasket() : Promise.resolve([]),
      has('sf_search') ? joinSearchHistory() : Promise.resolve(),
    ]);
    return relayed(basketCookies, secure);
  };
}

/** The basket's own cookies of an internal answer, in the form the browser needs. */
export function relayed(setCookies: readonly string[], secure: boolean): string[] {
  const out: string[] = [];
  for (const cookie of setCookies) {
    const name = cookie.slice(0, cookie.indexOf('=')).trim();
    if (!(RELAYED_COOKIES as readonly string[]).includes(name)) continue;
    out.push(secure ? `__Host-${cookie}${/;\s*secure/i.test(cookie) ? '' : '; Secure'}` : cookie);
  }
  return out;
}
