import { GraphQLError, print } from 'graphql';
import { type ExecutionRequest, type ExecutionResult, type Executor } from '@graphql-tools/utils';
import { passedSetCookies } from './forward-headers';
import { type GatewayContext, type GatewayLogger, type Subgraph } from './types';

/** What a subgraph executor needs besides the subgraph itself. */
export interface SubgraphDeps {
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly logger: GatewayLogger;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Turns a JSON error of a subgraph into a GraphQLError (path and extensions kept, locations dropped). */
function toGraphQLError(e: unknown): GraphQLError {
  if (!isRecord(e)) return new GraphQLError('Unknown subgraph error');
  const path = Array.isArray(e.path) ? (e.path as ReadonlyArray<string | number>) : undefined;
  const extensions = isRecord(e.extensions) ? e.extensions : undefined;
  return new GraphQLError(typeof e.message === 'string' ? e.message : 'Unknown subgraph error', {
    ...(path ? { path } : {}),
    ...(extensions ? { extensions } : {}),
  });
}

/** What the client learns when a subgraph fails: a code and a generic text, never which subgraph, URL or status (logged instead). */
const UNAVAILABLE = {
  SUBGRAPH_UNAVAILABLE: 'A service is not available.',
  SUBGRAPH_TIMEOUT: 'A service did not answer in time.',
} as const;

function unavailable(code: keyof typeof UNAVAILABLE): ExecutionResult {
  return { errors: [new GraphQLError(UNAVAILABLE[code], { extensions: { code } })] };
}

/** The subgraph call ends at its timeout, or earlier when the shopper's request is aborted. */
function signalFor(request: ExecutionRequest, timeoutMs: number): AbortSignal {
  const signals = [AbortSignal.timeout(timeoutMs)];
  if (request.signal) signals.push(request.signal);
  const client = (request.context as Partial<GatewayContext> | undefined)?.signal;
  if (client) signals.push(client);
  return signals.length === 1 ? signals[0]! : AbortSignal.any(signals);
}

/**
 * Executor of one subgraph: POSTs `{ query, variables, operationName }` as JSON to its URL with
 * the forwarded headers of the gateway request (from the context) and a timeout; the subgraph's
 * own cookies that may reach the shopper are collected in the context. Failures come
 * back as GraphQL errors (`SUBGRAPH_UNAVAILABLE`, `SUBGRAPH_TIMEOUT`) and are logged.
 */
export function createSubgraphExecutor(subgraph: Subgraph, deps: SubgraphDeps): Executor {
  return async (request: ExecutionRequest): Promise<ExecutionResult> => {
    const context = request.context as Partial<GatewayContext> | undefined;
    const headers = new Headers(context?.forwardHeaders);
    headers.set('content-type', 'application/json');
    headers.set('accept', 'application/graphql-response+json, application/json');
    const body = JSON.stringify({
      query: print(request.document),
      variables: request.variables ?? {},
      ...(request.operationName ? { operationName: request.operationName } : {}),
    });
    const fields = { subgraph: subgraph.name, url: subgraph.url, requestId: headers.get('x-sf-request-id') };
    try {
      const res = await deps.fetch(subgraph.url, {
        method: 'POST',
        headers,
        body,
        signal: signalFor(request, deps.timeoutMs),
      });
      context?.setCookies?.push(...passedSetCookies(subgraph.name, res.headers));
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      if (isRecord(json) && ('data' in json || 'errors' in json)) {
        const errors = Array.isArray(json.errors) ? json.errors.map(toGraphQLError) : undefined;
        return { data: json.data ?? null, ...(errors ? { errors } : {}) };
      }
      deps.logger.error('gateway: subgraph answered without a GraphQL result', {
        ...fields,
        status: res.status,
      });
      return unavailable('SUBGRAPH_UNAVAILABLE');
    } catch (error) {
      // DOMException('…', 'TimeoutError') from AbortSignal.timeout; not always `instanceof Error` across realms
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      deps.logger.error(timedOut ? 'gateway: subgraph timed out' : 'gateway: subgraph call failed', {
        ...fields,
        error: String(error),
      });
      return timedOut ? unavailable('SUBGRAPH_TIMEOUT') : unavailable('SUBGRAPH_UNAVAILABLE');
    }
  };
}
