import { Client, cacheExchange, type Exchange, type SSRExchange } from '@urql/core';
import { requestPolicyExchange } from '@urql/exchange-request-policy';
import { retryExchange, type RetryExchangeOptions } from '@urql/exchange-retry';
import type { DataTimings } from './data-timings';
import { gatewayFetchExchange, MAX_URL_LENGTH } from './gateway-fetch-exchange';
import { throttledRefocusExchange } from './refocus-exchange';

/** Path of the GraphQL gateway in the composer. */
export const GATEWAY_URL = '/api/gateway/';

/** Header that carries the session token. */
export const TOKEN_HEADER = 'x-ec-token';

/** Retry tuning (exponential backoff with random jitter on network errors). */
export interface RetryOptions {
  readonly initialDelayMs?: number;
  readonly maxDelayMs?: number;
  /** Attempts in total, the first included. */
  readonly maxNumberAttempts?: number;
  readonly randomDelay?: boolean;
}

/** Default retry: 1 s initial delay growing by a random factor of 1.5–2.5 up to 15 s, 3 attempts. */
export const DEFAULT_RETRY: Required<RetryOptions> = {
  initialDelayMs: 1000,
  maxDelayMs: 15000,
  maxNumberAttempts: 3,
  randomDelay: true,
};

/** Options of {@link createGatewayClient}. */
export interface GatewayClientOptions {
  /** Default `/api/gateway/` (absolute on servers). */
  readonly url?: string;
  /** Current session token; sent as `x-ec-token` when non-null. */
  readonly token?: () => string | null;
  /** SSR exchange for server rendering and hydration ({@link createSsrCache}, {@link restoreSsr}). */
  readonly ssr?: SSRExchange;
  readonly fetch?: typeof fetch;
  /** Persisted documents by `documentId`. Default true. */
  readonly persisted?: boolean;
  /** Retry tuning, or `false` for none. */
  readonly retry?: RetryOptions | false;
  /** Longest URL sent by GET. Default 2047. */
  readonly maxUrlLength?: number;
  /**
   * The client data layer's timings (a browser's: {@link dataTimingsFor}): queries answered within
   * `dedupeMs` come from the cache, older ones are revalidated; live queries re-run when the page is
   * shown again, at most once per `focusThrottleMs`; a failed query is retried after `retryMs` and
   * `2 × retryMs` (unless `retry` says otherwise). Without it (servers): none of that, the default retry.
   */
  readonly timings?: DataTimings;
}

const clientTimings = new WeakMap<Client, DataTimings>();

/** The timings a client was made with ({@link GatewayClientOptions.timings}), if any. */
export function timingsOf(client: Client): DataTimings | undefined {
  return clientTimings.get(client);
}

/** The retry of the data timings: `retryMs`, then `2 × retryMs` (3 attempts in all), no jitter. */
export function retryOfTimings(timings: DataTimings): Required<RetryOptions> {
  return {
    initialDelayMs: timings.retryMs,
    maxDelayMs: 4 * timings.retryMs,
    maxNumberAttempts: 3,
    randomDelay: false,
  };
}

/**
 * The gateway's urql client: document cache, SSR exchange (when given), retry of queries on
 * network errors (mutations are never retried: they must not run twice), and
 * {@link gatewayFetchExchange} (GET for short queries, persisted documents). Errors arrive as
 * urql `CombinedError`s (`[Network] …`, `[GraphQL] …`); a reply with neither data nor errors
 * gives `[Network] No Content`.
 * @example const client = createGatewayClient({ token: () => session.token() });
 */
export function createGatewayClient(options: GatewayClientOptions = {}): Client {
  const timings = options.timings;
  const exchanges: Exchange[] = timings
    ? [
        // cache-first queries older than the dedupe window become cache-and-network (revalidated)
        requestPolicyExchange({ ttl: timings.dedupeMs }),
        throttledRefocusExchange({ throttleMs: timings.focusThrottleMs }),
        cacheExchange,
      ]
    : [cacheExchange];
  if (options.ssr) exchanges.push(options.ssr);
  if (options.retry !== false) {
    const retry: RetryExchangeOptions = {
      ...(timings ? retryOfTimings(timings) : DEFAULT_RETRY),
      ...options.retry,
      retryIf: (error, operation) => !!error.networkError && operation.kind !== 'mutation',
    };
    exchanges.push(retryExchange(retry));
  }
  exchanges.push(
    gatewayFetchExchange({
      maxUrlLength: options.maxUrlLength ?? MAX_URL_LENGTH,
      persisted: options.persisted ?? true,
    }),
  );
  const token = options.token;
  const client = new Client({
    url: options.url ?? GATEWAY_URL,
    exchanges,
    preferGetMethod: 'within-url-limit',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    fetchOptions: () => {
      const value = token?.();
      return value ? { headers: { [TOKEN_HEADER]: value } } : {};
    },
  });
  if (timings) clientTimings.set(client, timings);
  return client;
}
