import { makeOperation, type Exchange, type Operation } from '@urql/core';
import { pipe, tap } from 'wonka';

/** Options of {@link throttledRefocusExchange}. */
export interface RefocusOptions {
  /** A query is re-run on refocus at most once in this long (ms). */
  readonly throttleMs: number;
  /** Clock in ms (tests); default `Date.now`. */
  readonly now?: () => number;
  /** Where `visibilitychange` is heard; default the global `document` (none on a server: no refocus). */
  readonly document?: Pick<Document, 'addEventListener' | 'visibilityState'>;
}

/**
 * Re-runs the live queries (those with a subscriber: a mounted `useQuery`) when the page is shown
 * again (`visibilitychange` to `visible`), as `cache-and-network`: the shopper sees the kept answer
 * at once and the fresh one when it comes. Each query at most once per `throttleMs` (spec: focus
 * throttle 5 s), so switching tabs back and forth sends no burst. `@urql/exchange-refocus` 2.0.0
 * does the same without a throttle (decision 0210).
 */
export function throttledRefocusExchange(opts: RefocusOptions): Exchange {
  return ({ client, forward }) =>
    (operations$) => {
      const doc = opts.document ?? (typeof document === 'undefined' ? undefined : document);
      if (!doc) return forward(operations$);
      const now = opts.now ?? Date.now;
      const live = new Map<number, Operation>();
      /** When a query was last answered or re-run (ms). */
      const lastRun = new Map<number, number>();
      doc.addEventListener('visibilitychange', () => {
        if (doc.visibilityState !== 'visible') return;
        const at = now();
        for (const [key, operation] of live) {
          if (at - (lastRun.get(key) ?? 0) < opts.throttleMs) continue;
          lastRun.set(key, at);
          client.reexecuteOperation(
            makeOperation('query', operation, { ...operation.context, requestPolicy: 'cache-and-network' }),
          );
        }
      });
      return forward(
        pipe(
          operations$,
          tap((operation) => {
            if (operation.kind === 'query') {
              if (!live.has(operation.key)) lastRun.set(operation.key, now());
              live.set(operation.key, operation);
            } else if (operation.kind === 'teardown') {
              live.delete(operation.key);
              lastRun.delete(operation.key);
            }
          }),
        ),
      );
    };
}
