import { makeOperation, type Exchange, type Operation, type OperationResult } from '@urql/core';
import {
  makeFetchBody,
  makeFetchOptions,
  makeFetchSource,
  makeFetchURL,
  type FetchBody,
} from '@urql/core/internal';
import { filter, fromPromise, fromValue, merge, mergeMap, pipe, share, takeUntil, type Source } from 'wonka';
import { persistedDocumentText, sha256Hex } from './document-id';

/** Longest URL (characters, as passed to `fetch`) for which a query is sent by GET (spec section 7). */
export const MAX_URL_LENGTH = 2047;

/** Options of {@link gatewayFetchExchange}. */
export interface GatewayFetchExchangeOptions {
  /** Queries whose GET URL is at most this long go by GET, others by POST. Default 2047. */
  readonly maxUrlLength?: number;
  /** Send `documentId` (sha256 of the document) instead of the document text. Default true. */
  readonly persisted?: boolean;
}

const NOT_FOUND = { message: 'PersistedQueryNotFound', code: 'PERSISTED_QUERY_NOT_FOUND' };
const NOT_SUPPORTED = { message: 'PersistedQueryNotSupported', code: 'PERSISTED_QUERY_NOT_SUPPORTED' };

function hasGraphQLError(result: OperationResult, kind: typeof NOT_FOUND): boolean {
  return !!result.error?.graphQLErrors.some(
    (e) => e.message === kind.message || e.extensions?.code === kind.code,
  );
}

function isPrecompiled(operation: Operation): boolean {
  const query = operation.query as { documentId?: unknown; definitions?: readonly unknown[] };
  return typeof query.documentId === 'string' && !query.definitions?.length;
}

/**
 * The gateway's fetch exchange (replaces urql's `fetchExchange`):
 * - queries go by GET while the URL stays within `maxUrlLength` (2047), otherwise by POST;
 *   mutations always by POST; a per-operation `preferGetMethod: false | 'force'` still wins;
 * - persisted documents: the body carries `documentId` (sha256 hex of the document text) and no
 *   `query`; when the gateway answers `PersistedQueryNotFound` the request is sent once more with
 *   `documentId` and `query` (the gateway can check the pair); on `PersistedQueryNotSupported`
 *   the client sends full documents from then on. The server did not run the operation in either
 *   case, so resending a mutation is safe.
 * Parsing, multipart/SSE replies, `No Content` and network errors are urql's own (`makeFetchSource`).
 */
export function gatewayFetchExchange(options: GatewayFetchExchangeOptions = {}): Exchange {
  const maxUrlLength = options.maxUrlLength ?? MAX_URL_LENGTH;
  let persisted = options.persisted ?? true;
  const ids = new Map<string, Promise<string>>();

  const idOf = (text: string): Promise<string> => {
    let id = ids.get(text);
    if (!id) {
      id = sha256Hex(text);
      ids.set(text, id);
    }
    return id;
  };

  const send = (operation: Operation, body: FetchBody): Source<OperationResult> => {
    const prefer = operation.context.preferGetMethod;
    let url = operation.context.url;
    let useGet = false;
    if (operation.kind === 'query' && prefer !== false) {
      const getUrl = makeFetchURL(
        makeOperation(operation.kind, operation, { preferGetMethod: 'force' }),
        body,
      );
      useGet = prefer === 'force' || getUrl.length <= maxUrlLength;
      if (useGet) url = getUrl;
    }
    const final = makeOperation(operation.kind, operation, { preferGetMethod: useGet ? 'force' : false });
    return makeFetchSource(final, url, makeFetchOptions(final, body));
  };

  const execute = (operation: Operation): Source<OperationResult> => {
    const base = makeFetchBody(operation);
    if (!persisted || isPrecompiled(operation)) return send(operation, base);
    const { query: _query, ...withoutQuery } = base;
    const text = persistedDocumentText(operation.query);
    return pipe(
      fromPromise(idOf(text)),
      mergeMap((documentId) =>
        pipe(
          send(operation, { ...withoutQuery, documentId }),
          mergeMap((result) => {
            if (hasGraphQLError(result, NOT_FOUND))
              return send(operation, { ...base, query: text, documentId });
            if (hasGraphQLError(result, NOT_SUPPORTED)) {
              persisted = false;
              return send(operation, { ...base, query: text });
            }
            return fromValue(result);
          }),
        ),
      ),
    );
  };

  return ({ forward }) =>
    (operations$) => {
      const shared$ = share(operations$);
      const fetched$ = pipe(
        shared$,
        filter((op) => op.kind === 'query' || op.kind === 'mutation'),
        mergeMap((operation) =>
          pipe(
            execute(operation),
            takeUntil(
              pipe(
                shared$,
                filter((op) => op.kind === 'teardown' && op.key === operation.key),
              ),
            ),
          ),
        ),
      );
      const forwarded$ = forward(
        pipe(
          shared$,
          filter((op) => op.kind === 'teardown' || op.kind === 'subscription'),
        ),
      );
      return merge([fetched$, forwarded$]);
    };
}
