import { type GraphqlLimits } from '@sf/server-kit';

/** One domain subgraph the gateway stitches. */
export interface Subgraph {
  /** Stable name, e.g. the remote name `mfe-newsletter`. */
  readonly name: string;
  /** The subgraph's GraphQL endpoint, e.g. `http://127.0.0.1:3107/graphql`. */
  readonly url: string;
  /**
   * Optional deployed version. It is part of the cache key, so a redeploy at the same URL
   * (same port, new build) makes the gateway fetch the new SDL and re-stitch.
   */
  readonly version?: string;
}

/** Where the gateway reports subgraphs that are down, timeouts and internal errors. */
export interface GatewayLogger {
  error(msg: string, fields?: object): void;
  /** Optional: facts worth a line that are no fault (a remote without a subgraph). */
  info?(msg: string, fields?: object): void;
}

/** Options of {@link createGateway}. Everything the gateway needs is passed in (no filesystem, no env). */
export interface GatewayOptions {
  /** The current subgraphs. Called on every request; the stitched schema is rebuilt when the list changes. */
  readonly subgraphs: () => Promise<ReadonlyArray<Subgraph>>;
  /** Fetch used for subgraph calls (default: the global `fetch`). */
  readonly fetch?: typeof fetch;
  /**
   * Persisted documents: documentId (sha256 hex of the document text) → document text.
   * Called for each request that needs it; cache inside the function if loading is costly.
   */
  readonly persistedDocuments?: () => Promise<Readonly<Record<string, string>>>;
  /**
   * Whether documents sent as text run. Default `false`: only persisted documents run (a text whose
   * sha256 is persisted also runs). The adapters pass `devFeaturesEnabled()` (`SF_DEV_FEATURES=1`).
   */
  readonly allowArbitraryDocuments?: boolean;
  /** Whether `__schema`/`__type` may be queried. Default: `allowArbitraryDocuments`. */
  readonly introspection?: boolean;
  /** Token, depth, alias and cost limits (default `DEFAULT_GRAPHQL_LIMITS` of @sf/server-kit). */
  readonly limits?: Partial<GraphqlLimits>;
  /** Timeout of every subgraph call (SDL, introspection, execution) in ms. Default 5000. */
  readonly timeoutMs?: number;
  /** Wait before a subgraph that was down is tried again, in ms. Default 10000. */
  readonly retryAfterMs?: number;
  /** Error log (default: `console.error`). */
  readonly logger?: GatewayLogger;
}

/** What the composer decides for one gateway request. */
export interface GatewayRequestOptions {
  /**
   * The subgraphs this request is served by instead of the live ones: a tester's override names
   * other versions of some remotes (decision 0165). Their stitched schema is kept beside the live one.
   */
  readonly subgraphs?: ReadonlyArray<Subgraph>;
}

/** The gateway: a Web-standard handler, mounted by the composer at `/api/gateway/*`. */
export type GatewayHandler = (request: Request, options?: GatewayRequestOptions) => Promise<Response>;

/** GraphQL context of one gateway request: the headers forwarded to every subgraph call. */
export interface GatewayContext {
  readonly forwardHeaders: Headers;
  /** The gateway request's abort signal: a shopper who disconnects cancels the subgraph calls. */
  readonly signal?: AbortSignal;
  /** Cookies the subgraphs set that may reach the shopper (`passedSetCookies`), written on the reply. */
  readonly setCookies?: string[];
}
