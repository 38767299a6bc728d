import { GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { type GatewayLogger } from './types';

/** Extensions never passed on (stack traces and internals some servers add). */
const HIDDEN_EXTENSIONS = new Set(['stacktrace', 'exception', 'originalError']);

/** A GraphQL error as the shopper may see it: message, locations, path, safe extensions. */
function safe(error: GraphQLError): GraphQLFormattedError {
  const formatted = error.toJSON();
  const extensions = Object.fromEntries(
    Object.entries(formatted.extensions ?? {}).filter(([k]) => !HIDDEN_EXTENSIONS.has(k)),
  );
  return {
    message: formatted.message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    ...(Object.keys(extensions).length ? { extensions } : {}),
  };
}

/**
 * Masks execution errors: errors of GraphQL itself (bad variables) and of the subgraphs (already
 * client-safe there, with their codes) pass; anything thrown inside the gateway (a bug, a
 * library error) is logged and becomes `Internal server error.` (`INTERNAL_SERVER_ERROR`), so no
 * internal message or stack trace leaves.
 */
export function maskErrors(
  result: ExecutionResult,
  logger: GatewayLogger,
  requestId: string | null,
): { data?: unknown; errors?: GraphQLFormattedError[] } {
  const out: { data?: unknown; errors?: GraphQLFormattedError[] } = {};
  if ('data' in result) out.data = result.data;
  if (!result.errors?.length) return out;
  out.errors = result.errors.map((error) => {
    const original = error.originalError;
    if (!original || original instanceof GraphQLError) return safe(error);
    logger.error('gateway: execution error', {
      requestId,
      path: error.path?.join('.') ?? null,
      error: String(original),
      stack: original.stack,
    });
    return {
      message: 'Internal server error.',
      ...(error.path ? { path: error.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  });
  return out;
}
