import type { Context, Handler } from 'hono';
import {
  execute,
  getOperationAST,
  GraphQLError,
  printSchema,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import { FRAGMENT_HEADERS } from '@sf/contracts';
import { LRUCache } from 'lru-cache';
import { HttpError } from './errors';
import { devFeaturesEnabled } from './dev-features';
import { limitRules, parseLimited, type GraphqlLimits } from './graphql-limits';
import { createLogger, type Logger } from './logger';
import { generalErrorMessage } from './locale-message';

/** Options of {@link graphqlHandler}. */
export interface GraphqlHandlerOptions {
  schema: GraphQLSchema;
  /** The resolvers' context for one request (default: the Hono context). */
  context?: (c: Context) => unknown;
  /** Largest POST body (default 100 KB). */
  maxBytes?: number;
  /** Most tokens in a document (default {@link SUBGRAPH_GRAPHQL_LIMITS}): parsing stops there. */
  maxTokens?: number;
  /** Depth, alias, cost and token limits (default {@link SUBGRAPH_GRAPHQL_LIMITS}). */
  limits?: Partial<GraphqlLimits>;
  /** Whether introspection is answered (default: only with development features, `SF_DEV_FEATURES=1`). */
  introspection?: boolean;
  logger?: Logger;
}

/**
 * Limits of a subgraph: its documents come from the gateway, which has checked the shopper's
 * document against `DEFAULT_GRAPHQL_LIMITS` already and then adds `__typename` fields and aliases
 * for the root fields it batches, so a subgraph allows somewhat more (and still refuses abuse
 * that reaches it directly).
 */
export const SUBGRAPH_GRAPHQL_LIMITS: GraphqlLimits = {
  maxTokens: 5000,
  maxDepth: 12,
  maxAliases: 60,
  maxCost: 10_000,
};

/** What arrives over HTTP. */
interface GraphqlParams {
  query: string;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

function json(body: unknown, status: number, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

function requestError(
  message: string,
  code: string,
  status = 400,
  headers?: Record<string, string>,
): Response {
  return json({ errors: [{ message, extensions: { code } }] }, status, headers);
}

class BadRequest extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
  }
}

function objectOrUndefined(value: unknown, what: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') {
    try {
      return objectOrUndefined(JSON.parse(value), what);
    } catch {
      throw new BadRequest(`${what} must be a JSON object`);
    }
  }
  if (typeof value !== 'object' || Array.isArray(value))
    throw new BadRequest(`${what} must be a JSON object`);
  return value as Record<string, unknown>;
}

function paramsOf(raw: Record<string, unknown>): GraphqlParams {
  if (typeof raw['query'] !== 'string' || raw['query'].trim() === '')
    throw new BadRequest('Must provide query string.');
  const name = raw['operationName'];
  if (name !== undefined && name !== null && typeof name !== 'string')
    throw new BadRequest('operationName must be a string');
  return {
    query: raw['query'],
    variables: objectOrUndefined(raw['variables'], 'variables'),
    operationName: typeof name === 'string' && name !== '' ? name : undefined,
  };
}

async function readParams(c: Context, maxBytes: number): Promise<GraphqlParams> {
  if (c.req.method === 'GET') return paramsOf(c.req.query());
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new BadRequest('POST needs content-type application/json');
  const tooLarge = () => new BadRequest('Request body too large', 413);
  if (Number(c.req.header('content-length')) > maxBytes) throw tooLarge();
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) throw tooLarge();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequest('Body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new BadRequest('Body must be a JSON object');
  return paramsOf(body as Record<string, unknown>);
}

/**
 * Turns resolver failures into client-safe errors: an {@link HttpError} keeps its code, message
 * and field errors; a `GraphQLError` thrown on purpose keeps its message and code; anything else is
 * logged and becomes `API-500` with the localized general message.
 */
function formatError(c: Context, error: GraphQLError, logger: Logger): GraphQLFormattedError {
  const original = error.originalError;
  const base = error.toJSON();
  if (original instanceof HttpError) {
    const { code, message, fieldErrors } = original.error;
    return {
      ...base,
      message,
      extensions: { ...base.extensions, code, ...(fieldErrors ? { fieldErrors } : {}) },
    };
  }
  if (original && !(original instanceof GraphQLError)) {
    logger.error(original.message || 'resolver error', {
      code: 'API-500',
      requestId: c.req.header(FRAGMENT_HEADERS.requestId) ?? null,
      path: error.path?.join('.') ?? null,
      error: original,
    });
    return { ...base, message: generalErrorMessage(c), extensions: { code: 'API-500' } };
  }
  const code = typeof base.extensions?.['code'] === 'string' ? base.extensions['code'] : 'BAD_USER_INPUT';
  return { ...base, extensions: { ...base.extensions, code } };
}

/** Documents longer than this are parsed and validated every time (they are rare and not worth keeping). */
const MAX_CACHED_DOCUMENT_LENGTH = 20_000;

/**
 * A GraphQL-over-HTTP handler for a domain's subgraph (`app.on(['GET', 'POST'], '/graphql', …)`):
 * POST JSON `{ query, variables, operationName }` or GET `?query=&variables=&operationName=`
 * (queries only: a mutation over GET answers 405). Malformed requests, parse and validation errors
 * answer 400 `{ errors }` — over-limit documents (tokens, depth, aliases, cost, more than one
 * mutation field) and introspection without development features included; executed operations
 * answer `{ data, errors? }` whose errors carry `extensions.code` (unexpected ones masked as `API-500`).
 * Any text document runs: the subgraph's caller is the gateway (internal address, not proxied by
 * `/api`), which enforces persisted documents for shoppers (decision 0026).
 */
export function graphqlHandler(opts: GraphqlHandlerOptions): Handler {
  const maxBytes = opts.maxBytes ?? 100_000;
  const limits: GraphqlLimits = {
    ...SUBGRAPH_GRAPHQL_LIMITS,
    ...opts.limits,
    ...(opts.maxTokens !== undefined ? { maxTokens: opts.maxTokens } : {}),
  };
  const rules = limitRules({ limits, introspection: opts.introspection ?? devFeaturesEnabled() });
  const logger = opts.logger ?? createLogger('graphql');
  // the gateway sends the same few documents again and again: parse and validate each once
  const validDocuments = new LRUCache<string, DocumentNode>({ max: 500 });
  return async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'POST') {
      return requestError('GraphQL takes GET or POST', 'METHOD_NOT_ALLOWED', 405, { allow: 'GET, POST' });
    }
    let params: GraphqlParams;
    try {
      params = await readParams(c, maxBytes);
    } catch (error) {
      if (error instanceof BadRequest) return requestError(error.message, 'BAD_REQUEST', error.status);
      throw error;
    }
    let document = validDocuments.get(params.query);
    if (!document) {
      const parsed: DocumentNode | GraphQLError = parseLimited(params.query, limits);
      if (parsed instanceof GraphQLError) {
        return json({ errors: [{ ...parsed.toJSON(), extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] }, 400);
      }
      const validationErrors = validate(opts.schema, parsed, rules);
      if (validationErrors.length > 0) {
        return json(
          {
            errors: validationErrors.map((e) => ({
              ...e.toJSON(),
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
            })),
          },
          400,
        );
      }
      document = parsed;
      if (params.query.length <= MAX_CACHED_DOCUMENT_LENGTH) validDocuments.set(params.query, document);
    }
    const operation = getOperationAST(document, params.operationName);
    if (!operation) {
      return requestError(
        params.operationName
          ? `Unknown operation named "${params.operationName}".`
          : 'Must provide operation name if query contains multiple operations.',
        'BAD_REQUEST',
      );
    }
    if (operation.operation === 'subscription')
      return requestError('Subscriptions are not supported', 'BAD_REQUEST');
    if (c.req.method === 'GET' && operation.operation !== 'query') {
      return requestError('Mutations need POST', 'METHOD_NOT_ALLOWED', 405, { allow: 'POST' });
    }
    const result = (await execute({
      schema: opts.schema,
      document,
      variableValues: params.variables,
      operationName: params.operationName,
      contextValue: opts.context ? await opts.context(c) : c,
    })) as ExecutionResult;
    const body: { data?: unknown; errors?: GraphQLFormattedError[] } = {};
    if ('data' in result) body.data = result.data;
    if (result.errors?.length) body.errors = result.errors.map((e) => formatError(c, e, logger));
    // no data at all = the request itself was bad (e.g. variables of the wrong type)
    return json(body, 'data' in result ? 200 : 400);
  };
}

/** A handler answering the schema's SDL as text (the gateway stitches subgraphs from it). */
export function printSchemaHandler(schema: GraphQLSchema): Handler {
  const sdl = printSchema(schema);
  return (c) => c.text(sdl, 200, { 'cache-control': 'no-store' });
}
