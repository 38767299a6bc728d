import { ssrExchange, type SSRData, type SSRExchange, type SerializedResult } from '@urql/core';

/** Options of {@link createSsrCache}. */
export interface SsrCacheOptions {
  /** Client mode replays results; server mode records them. Default: client when `window` exists. */
  readonly isClient?: boolean;
  readonly initialState?: SSRData;
}

/**
 * An urql SSR exchange: on the server it records every result so {@link serializeSsr} can ship
 * them in the fragment's state script; in the browser ({@link restoreSsr}) it answers the same
 * operations from that data once, so hydration renders without a request.
 */
export function createSsrCache(options: SsrCacheOptions = {}): SSRExchange {
  return ssrExchange({
    isClient: options.isClient ?? typeof window !== 'undefined',
    ...(options.initialState ? { initialState: options.initialState } : {}),
  });
}

/** The recorded results as plain JSON-ready data (put it in the `data-sf-state` script). */
export function serializeSsr(ssr: SSRExchange): SSRData {
  return ssr.extractData();
}

function isSerializedResult(value: unknown): value is SerializedResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const error = v.error as Record<string, unknown> | undefined;
  return (
    (v.data === undefined || typeof v.data === 'string') &&
    (v.extensions === undefined || typeof v.extensions === 'string') &&
    (v.hasNext === undefined || typeof v.hasNext === 'boolean') &&
    (error === undefined ||
      (typeof error === 'object' && error !== null && Array.isArray(error.graphQLErrors)))
  );
}

/**
 * A client-side SSR exchange primed with data from {@link serializeSsr} (as parsed from the page).
 * Entries of the wrong shape are dropped, so a tampered or stale state script cannot break hydration.
 */
export function restoreSsr(data: unknown): SSRExchange {
  const initialState: SSRData = {};
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    for (const [key, value] of Object.entries(data)) if (isSerializedResult(value)) initialState[key] = value;
  }
  return ssrExchange({ isClient: true, initialState });
}
