import type { Locale, TenantId } from '@sf/contracts';
import { createGatewayClient, gql, type TypedDocumentNode } from '@sf/gateway-client';
import type { DocumentNode } from 'graphql';

/** The one time limit of a remote server's call to the gateway (ms). */
export const GATEWAY_TIMEOUT_MS = 5000;

/** On whose behalf a remote server calls the gateway: the shopper's shop, as the composer saw it. */
export interface GatewayShopper {
  readonly tenant: TenantId;
  readonly locale: Locale;
  /** The shop's public host (`x-forwarded-host`): sent as `Host`, the composer reads the shop from it. */
  readonly host?: string | null;
  /** The shop's origin (`https://<host>`): sent as `Origin` and `Referer` for the origin checks. */
  readonly origin?: string | null;
  /** The shopper's own cookies (session, visitor ids) when the call acts as them. */
  readonly cookie?: string | null;
  /** The shopper's address, sent on as `x-forwarded-for` (per-address limits count the shopper). */
  readonly clientIp?: string | null;
  readonly requestId?: string | null;
}

/** A fetch that honours a `Host` header (Web fetch drops it): the Node adapter's `hostRequest`. */
export type HostFetch = (
  url: string,
  init: {
    method?: 'GET' | 'POST';
    headers: Headers;
    body?: string;
    signal: AbortSignal;
  },
) => Promise<Response>;

/** The answer of a call: the data (with any partial errors), or why there is none; the `Set-Cookie`s either way. */
export type GatewayResult<Data> =
  | {
      readonly ok: true;
      readonly data: Data;
      readonly errors: readonly string[];
      readonly setCookies: readonly string[];
    }
  | { readonly ok: false; readonly reason: string; readonly setCookies: readonly string[] };

/** How one call goes beyond the policy's defaults. */
export interface GatewayCallOptions {
  /**
   * Send a query by POST even when its URL would be short: for variables that must never stand in a
   * URL (a server-to-server proof, decision 0086), which access logs and proxies keep.
   */
  readonly post?: boolean;
  /**
   * A shorter limit than {@link GATEWAY_TIMEOUT_MS} for a call on a request the shopper waits for
   * and that may go without its answer (the login's merge); never a longer one.
   */
  readonly timeoutMs?: number;
}

/** One typed call: a persisted query (GET) or mutation (POST) through the gateway, as the shopper. */
export type CallGateway = <Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Variables> | DocumentNode | string,
  variables: Variables,
  shopper: GatewayShopper,
  options?: GatewayCallOptions,
) => Promise<GatewayResult<Data>>;

export interface GatewayCallerOptions {
  /** The gateway's internal address (`SF_GATEWAY_URL`). */
  readonly url: string;
  /** Default the platform fetch (tests); the Node adapter passes `hostRequest` of @sf/domain-server. */
  readonly fetch?: HostFetch;
}

/** The headers every call carries: the one header policy. */
export function gatewayHeaders(shopper: GatewayShopper): Headers {
  const headers = new Headers({
    accept: 'application/json',
    'x-sf-locale': shopper.locale,
    'x-sf-tenant': shopper.tenant,
  });
  if (shopper.host) headers.set('host', shopper.host);
  if (shopper.origin) {
    headers.set('origin', shopper.origin);
    headers.set('referer', `${shopper.origin}/`);
    // the shopper's TLS: the composer (which trusts this server's address) reads the `__Host-` cookies
    if (shopper.origin.startsWith('https:')) headers.set('x-forwarded-proto', 'https');
  }
  if (shopper.cookie) headers.set('cookie', shopper.cookie);
  if (shopper.clientIp) headers.set('x-forwarded-for', shopper.clientIp);
  if (shopper.requestId) headers.set('x-sf-request-id', shopper.requestId);
  return headers;
}

/** What the time limit's promise gives when it passes first. */
const TIMED_OUT: unique symbol = Symbol('timed out');

/**
 * The remote server's way to the gateway: urql core with the gateway-client exchange (persisted
 * documents, GET for short queries, POST for mutations; no retry: a mutation must not run twice),
 * the header policy of {@link gatewayHeaders} and one time limit ({@link GATEWAY_TIMEOUT_MS}, raced
 * as well: a fetch that ignores the abort cannot hold the caller). Never throws.
 */
export function createGatewayCaller(options: GatewayCallerOptions): CallGateway {
  const send: HostFetch = options.fetch ?? ((url, init) => fetch(url, init));
  return async (source, variables, shopper, callOptions = {}) => {
    const document: DocumentNode = typeof source === 'string' ? gql(source) : source;
    const setCookies: string[] = [];
    const limitMs = Math.min(GATEWAY_TIMEOUT_MS, callOptions.timeoutMs ?? GATEWAY_TIMEOUT_MS);
    const timeout = AbortSignal.timeout(limitMs);
    const fetchAsShopper = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const headers = new Headers(init?.headers);
      for (const [name, value] of gatewayHeaders(shopper)) headers.set(name, value);
      const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      const body = typeof init?.body === 'string' ? init.body : undefined;
      // resolves, never rejects: the limit also passes after an answer, and must leave nothing behind
      const timedOut = new Promise<typeof TIMED_OUT>((done) =>
        timeout.addEventListener('abort', () => done(TIMED_OUT), { once: true }),
      );
      const res = await Promise.race([
        send(String(input), {
          method: init?.method === 'POST' ? 'POST' : 'GET',
          headers,
          ...(body !== undefined ? { body } : {}),
          signal,
        }),
        timedOut,
      ]);
      if (res === TIMED_OUT) throw new Error(`no answer within ${limitMs} ms`);
      setCookies.push(...res.headers.getSetCookie());
      return res;
    };
    const client = createGatewayClient({
      url: options.url,
      retry: false,
      fetch: fetchAsShopper as typeof fetch,
    });
    const kind = document.definitions.some(
      (d) => d.kind === 'OperationDefinition' && d.operation === 'mutation',
    );
    const result = await (
      kind
        ? client.mutation(document, variables)
        : client.query(document, variables, {
            requestPolicy: 'network-only',
            ...(callOptions.post ? { preferGetMethod: false as const } : {}),
          })
    ).toPromise();
    const errors = result.error?.graphQLErrors.map((e) => e.message) ?? [];
    if (result.data !== undefined && result.data !== null)
      return { ok: true, data: result.data as never, errors, setCookies };
    return {
      ok: false,
      reason: result.error?.networkError?.message ?? errors[0] ?? 'no data',
      setCookies,
    };
  };
}
