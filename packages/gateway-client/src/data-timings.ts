/**
 * The client data layer's timings (spec section 9: "data dedupe 2 s, focus throttle 5 s, retry 5 s
 * or 10 s on slow connections, loading timeout 3 s or 5 s"), one set for every remote's gateway
 * client and {@link useGatewayQuery} (decision 0210).
 */
export interface DataTimings {
  /** A query answered within this long is answered again from the cache, without a request. */
  readonly dedupeMs: number;
  /** A page shown again re-runs its live queries at most once in this long. */
  readonly focusThrottleMs: number;
  /** The first retry of a query that failed at the network level waits this long (the second twice as long). */
  readonly retryMs: number;
  /** A query still loading after this long counts as slow (`slow: true` of {@link useGatewayQuery}). */
  readonly loadingTimeoutMs: number;
}

/** Timings on an ordinary connection. */
export const DATA_TIMINGS: DataTimings = {
  dedupeMs: 2000,
  focusThrottleMs: 5000,
  retryMs: 5000,
  loadingTimeoutMs: 3000,
};

/** Timings on a slow connection (see {@link isSlowConnection}). */
export const SLOW_DATA_TIMINGS: DataTimings = {
  dedupeMs: 2000,
  focusThrottleMs: 5000,
  retryMs: 10_000,
  loadingTimeoutMs: 5000,
};

/** The part of the Network Information API that is read (absent in Firefox and Safari). */
export interface ConnectionHints {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

/**
 * A slow connection by the Network Information API: `effectiveType` `2g` or `slow-2g`, or the
 * shopper asked to save data (`saveData`). Without the API (Firefox, Safari, servers) a connection
 * is not slow.
 * @example isSlowConnection(navigator)
 */
export function isSlowConnection(nav: object | undefined): boolean {
  const connection = (nav as { readonly connection?: ConnectionHints } | undefined)?.connection;
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === '2g' ||
    connection.effectiveType === 'slow-2g'
  );
}

/** The timings for a browser (its `navigator`; anything with `connection`), read when a client is made. */
export function dataTimingsFor(nav: object | undefined): DataTimings {
  return isSlowConnection(nav) ? SLOW_DATA_TIMINGS : DATA_TIMINGS;
}
