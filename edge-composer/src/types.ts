import type { Registry } from '@sf/contracts';
import type { Compressor } from './compression';
import type { FragmentObserver } from './fragments';
import type { SessionLivenessOptions } from './session-liveness';

/** A `fetch`-shaped function; the Node adapter injects a keep-alive undici fetcher. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** A fragment reply read whole: status, headers (case-insensitive `get`) and the body's bytes. */
export interface BytesReply {
  readonly status: number;
  readonly headers: { get(name: string): string | null };
  readonly body: Uint8Array;
}

/**
 * A fragment GET read whole, without a `Response` and stream per fragment (the Node adapter's
 * fast path over undici); the composer falls back to {@link FetchLike} without it. The body stays bytes: the composer never decodes a fragment.
 */
export type BytesFetch = (
  url: string,
  init: { readonly headers: Record<string, string>; readonly signal: AbortLike },
) => Promise<BytesReply>;

/** The part of `AbortSignal` a fragment fetch uses (the composer passes a cheaper one, see `light-abort.ts`). */
export interface AbortLike {
  readonly aborted: boolean;
  readonly reason: unknown;
  addEventListener(type: 'abort', listener: () => void): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** Where the composer gets the registry from; cached by the source, reloaded when it changes. */
export type RegistrySource = () => Promise<Registry>;

/**
 * Serves `/_assets/<app>/<version>/<file>`, precompressed by `acceptEncoding` where the build wrote
 * `.br`/`.gz`; `null` means "not found".
 */
export type AssetsHandler = (path: string, acceptEncoding?: string | null) => Promise<Response | null>;

/**
 * The GraphQL gateway: a Web-standard request handler; `subgraphs` serves one request from other
 * versions than the live ones (a tester's override).
 */
export type RequestHandler = (
  request: Request,
  options?: { readonly subgraphs?: ReadonlyArray<{ name: string; url: string; version?: string }> },
) => Promise<Response>;

/** Structured log lines; the default is `createLogger('edge-composer')` of @sf/server-kit. */
export interface ComposerLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Host name (without port) → tenant id; merged over the default map. */
export type HostMap = Readonly<Record<string, string>>;

/** Everything environment-specific the composer needs, injected by an adapter. */
export interface ComposerDeps {
  readonly registry: RegistrySource;
  /** Fetcher for fragments and the /api proxy (default: global `fetch`). */
  readonly fetchFragment?: FetchLike;
  /** Fragment GETs read whole (Node: undici without web streams); default: through `fetchFragment`. */
  readonly fetchFragmentBytes?: BytesFetch;
  readonly assets?: AssetsHandler;
  readonly gateway?: RequestHandler;
  readonly hostMap?: HostMap;
  /** Default fragment timeout in ms (5000). */
  readonly fragmentTimeoutMs?: number;
  /**
   * Share one in-flight fragment fetch between concurrent requests of the same key (default true;
   * never with a request that carries a session unless the reply is declared shareable). `false`:
   * every page fetches its own fragments, as a personalized page must.
   */
  readonly shareFragmentFetches?: boolean;
  /**
   * The server adapter writes composed pages itself (Node, `node-response.ts`): a page's response
   * then has no body and its markup is `takePageSource(request)`. Off (workerd, tests): a web stream.
   */
  readonly directPages?: boolean;
  /** Per route id (or `header` / `footer`) timeout overrides in ms. */
  readonly routeTimeouts?: Readonly<Record<string, number>>;
  readonly logger?: ComposerLogger;
  /**
   * Development features (`/dev/mailbox`, public source maps, unknown hosts served as the default
   * tenant); default `devFeaturesEnabled()` of @sf/server-kit (`SF_DEV_FEATURES=1`).
   */
  readonly devFeatures?: boolean;
  /**
   * The deployment's name in every page's boot payload (`deploymentEnv`, reported with the web
   * vitals); default `development` with development features, else `production`. Node: `SF_DEPLOYMENT_ENV`.
   */
  readonly deploymentEnv?: string;
  /**
   * The platform's kill switch of the service worker for this composer (decision 0155): `/sw.js` is the
   * self-unregistering worker and pages unregister it. Node: `SF_SERVICE_WORKER=off`. The registry's
   * `serviceWorker: 'off'` does the same for every composer at run time.
   */
  readonly serviceWorkerOff?: boolean;
  /** Address of the peer (the adapter knows the socket, or workerd's `cf-connecting-ip`). */
  readonly peerAddress?: (request: Request, env: unknown) => string | undefined;
  /**
   * Proxies in front (`TRUST_PROXY`: addresses and CIDR ranges): when the peer is one of them, the
   * client address is the right-most untrusted `x-forwarded-for` hop and its
   * `x-forwarded-proto`/`-host` count. Default: none, the peer is the client.
   */
  readonly trustProxy?: string | readonly string[] | undefined;
  /** Host names served besides the host map's (`SF_ALLOWED_HOSTS`, comma separated). */
  readonly allowedHosts?: string | readonly string[] | undefined;
  /** Time an API server has to answer before the proxy answers 504, in ms (10000). */
  readonly apiTimeoutMs?: number | undefined;
  /** Per API prefix (`newsletter`, `search`, …) overrides of {@link apiTimeoutMs}. */
  readonly apiTimeouts?: Readonly<Record<string, number>> | undefined;
  /**
   * Compresses responses (brotli/gzip by `accept-encoding`, flushed per chunk); the Node adapter
   * injects zlib. Unset on workerd, where the platform compresses at the edge.
   */
  readonly compress?: Compressor;
  /** Extra origins accepted by the state-changing-request origin check. */
  readonly trustedOrigins?: readonly string[];
  /**
   * Key of the tester override (`OVERRIDE_SIGNING_SECRET`, decision 0165): a cookie signed with it
   * names remote versions this browser is served. Unset: overrides are off (every cookie ignored).
   */
  readonly overrideSecret?: string | undefined;
  /**
   * Secret of the signed canary bucket cookie (decision 0141; Node `COMPOSER_BUCKET_SECRET`, required
   * without development features). Unset: a random one per composer (tests; buckets do not survive a restart).
   */
  readonly bucketSecret?: string;
  /** Told of every fragment fetch with remote, version, outcome and time (the canary guard, the platform's measurements, instrumentation). */
  readonly observeFragment?: FragmentObserver;
  /**
   * `GET /_platform/metrics`: this composer's metrics in the Prometheus text format, for a bearer of
   * `token` (`PLATFORM_METRICS_TOKEN`); without it the path answers 404 (decision 0152).
   */
  readonly platformMetrics?: PlatformMetricsEndpoint;
  /** How long the liveness of a session is kept (decision 0105; defaults in `session-liveness.ts`: 5 s live, 1 s after a failure). */
  readonly sessionLiveness?: SessionLivenessOptions;
}

/** The composer's Prometheus endpoint (decision 0152). */
export interface PlatformMetricsEndpoint {
  /** The bearer token a scraper sends (`Authorization: Bearer <token>`). */
  readonly token: string;
  /** The exposition: its content type and text. */
  render(): Promise<{ readonly contentType: string; readonly body: string }>;
}
