import { type ExecutionResult, type GraphQLFormattedError } from 'graphql';

/** Media type of GraphQL-over-HTTP responses; used when the client accepts it. */
const GRAPHQL_RESPONSE = 'application/graphql-response+json';

/** How responses of one request are written: method and session (cache-control) and negotiated content type. */
export interface ResponseFormat {
  readonly method: string;
  readonly contentType: string;
  /** The request carries a session (the composer passes `x-ec-token` only for a verified one): never stored. */
  readonly personal?: boolean;
}

/** Negotiates the response format from the request's method and `Accept` header. */
export function responseFormat(request: Request): ResponseFormat {
  const accept = request.headers.get('accept') ?? '';
  const contentType = accept.includes(GRAPHQL_RESPONSE) ? GRAPHQL_RESPONSE : 'application/json';
  return {
    method: request.method,
    contentType: `${contentType}; charset=utf-8`,
    personal: request.headers.has('x-ec-token'),
  };
}

/** A GraphQL result (or error body) as a response with the gateway's cache headers. */
export function resultResponse(
  format: ResponseFormat,
  body: ExecutionResult | GatewayErrorBody | { data?: unknown; errors?: GraphQLFormattedError[] },
  status: number,
  extraHeaders: Record<string, string> = {},
): Response {
  const headers = new Headers(extraHeaders);
  headers.set('content-type', format.contentType);
  headers.set(
    'cache-control',
    format.method === 'GET' && !format.personal ? 'private, max-age=0' : 'no-store',
  );
  headers.set('vary', 'accept');
  return new Response(JSON.stringify(body), { status, headers });
}

/** Body of a request-level error: GraphQL error shape with a machine-readable code. */
export interface GatewayErrorBody {
  readonly errors: ReadonlyArray<{
    readonly message: string;
    readonly extensions: { readonly code: string };
  }>;
}

/** A request-level failure (before or instead of execution), as a value. */
export interface GatewayFailure {
  readonly status: number;
  readonly message: string;
  readonly code: string;
  readonly headers?: Record<string, string>;
}

/** Builds a {@link GatewayFailure}. */
export function failure(
  status: number,
  message: string,
  code: string,
  headers?: Record<string, string>,
): GatewayFailure {
  return headers ? { status, message, code, headers } : { status, message, code };
}

/** Writes a {@link GatewayFailure} as a GraphQL error response. */
export function failureResponse(format: ResponseFormat, f: GatewayFailure): Response {
  const body: GatewayErrorBody = { errors: [{ message: f.message, extensions: { code: f.code } }] };
  return resultResponse(format, body, f.status, f.headers);
}

/** Type guard separating failures from successful values. */
export function isFailure(v: unknown): v is GatewayFailure {
  return typeof v === 'object' && v !== null && 'status' in v && 'code' in v && 'message' in v;
}
