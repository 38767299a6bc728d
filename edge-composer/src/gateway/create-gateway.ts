import { execute, getOperationAST, GraphQLError, OperationTypeNode } from 'graphql';
import { DEFAULT_GRAPHQL_LIMITS, limitRules } from '@sf/server-kit';
import { createDocumentCache } from './documents';
import { maskErrors } from './mask-errors';
import { forwardHeaders } from './forward-headers';
import { resolveDocumentText } from './persisted';
import { readParams } from './request-params';
import {
  failure,
  failureResponse,
  isFailure,
  resultResponse,
  responseFormat,
  type ResponseFormat,
} from './responses';
import { createSchemaProvider } from './stitched-schema';
import {
  type GatewayContext,
  type GatewayHandler,
  type GatewayLogger,
  type GatewayOptions,
  type GatewayRequestOptions,
} from './types';

const consoleLogger: GatewayLogger = { error: (msg, fields) => console.error(msg, fields ?? {}) };

/**
 * Creates the GraphQL gateway: a Web-standard `(Request) => Promise<Response>` that stitches the
 * domain subgraphs and speaks GraphQL over HTTP (POST JSON, GET for short queries, persisted
 * documents by `documentId`). Persisted documents only, no introspection, unless
 * `allowArbitraryDocuments` (development features); token, depth, alias and cost limits and one
 * mutation field per request always; internal errors masked. Runs unchanged on Node and on workerd.
 */
export function createGateway(opts: GatewayOptions): GatewayHandler {
  const logger = opts.logger ?? consoleLogger;
  const fetchFn: typeof fetch = opts.fetch ?? ((input, init) => fetch(input, init));
  const schemas = createSchemaProvider({
    subgraphs: opts.subgraphs,
    fetch: fetchFn,
    timeoutMs: opts.timeoutMs ?? 5000,
    retryAfterMs: opts.retryAfterMs ?? 10_000,
    logger,
  });
  const allowArbitraryDocuments = opts.allowArbitraryDocuments ?? false;
  const limits = { ...DEFAULT_GRAPHQL_LIMITS, ...opts.limits };
  const documents = createDocumentCache(
    limits,
    limitRules({ limits, introspection: opts.introspection ?? allowArbitraryDocuments }),
  );
  const policy = { persistedDocuments: opts.persistedDocuments, allowArbitraryDocuments };

  async function handle(
    request: Request,
    format: ResponseFormat,
    options: GatewayRequestOptions | undefined,
  ): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'POST') {
      return failureResponse(
        format,
        failure(405, 'Only GET and POST are supported.', 'METHOD_NOT_ALLOWED', { allow: 'GET, POST' }),
      );
    }
    const params = await readParams(request);
    if (isFailure(params)) return failureResponse(format, params);
    const text = await resolveDocumentText(params, policy);
    if (isFailure(text)) return failureResponse(format, text);

    const document = documents.parse(text);
    if (document instanceof GraphQLError)
      return resultResponse(format, maskErrors({ errors: [document] }, logger, null), 400);
    const operation = getOperationAST(document, params.operationName);
    if (!operation) {
      const message = params.operationName
        ? `Unknown operation named "${params.operationName}".`
        : 'Must provide operation name if query contains multiple operations.';
      return failureResponse(format, failure(400, message, 'BAD_REQUEST'));
    }
    if (request.method === 'GET' && operation.operation !== OperationTypeNode.QUERY) {
      const message = `Can only perform a ${operation.operation} operation from a POST request.`;
      return failureResponse(format, failure(405, message, 'METHOD_NOT_ALLOWED', { allow: 'POST' }));
    }
    if (operation.operation === OperationTypeNode.SUBSCRIPTION) {
      return failureResponse(format, failure(400, 'Subscriptions are not supported.', 'BAD_REQUEST'));
    }

    const schema = await schemas.get(options?.subgraphs);
    if (!schema)
      return failureResponse(format, failure(503, 'No subgraph is available.', 'SERVICE_UNAVAILABLE'));
    const errors = documents.validate(schema, document);
    if (errors.length > 0) return resultResponse(format, maskErrors({ errors }, logger, null), 400);

    const setCookies: string[] = [];
    const contextValue: GatewayContext = {
      forwardHeaders: forwardHeaders(request.headers),
      signal: request.signal,
      setCookies,
    };
    const result = await execute({
      schema,
      document,
      variableValues: params.variables,
      operationName: params.operationName,
      contextValue,
    });
    // no `data` at all = the request could not start (e.g. bad variables): a request error
    const masked = maskErrors(result, logger, request.headers.get('x-sf-request-id'));
    const response = resultResponse(format, masked, result.data === undefined ? 400 : 200);
    for (const cookie of setCookies) response.headers.append('set-cookie', cookie);
    return response;
  }

  return async (request, options) => {
    const format = responseFormat(request);
    try {
      return await handle(request, format, options);
    } catch (error) {
      logger.error('gateway: request failed', {
        error: String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
      return failureResponse(format, failure(500, 'Internal server error.', 'INTERNAL_SERVER_ERROR'));
    }
  };
}
