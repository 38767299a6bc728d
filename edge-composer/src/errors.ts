import { appError, type ErrorCode } from '@sf/contracts';

/**
 * A JSON error response `{ error: AppError }` for `/api` callers; the status comes from the code
 * unless given.
 */
export function jsonError(
  code: ErrorCode,
  message: string,
  status?: number,
  headers?: Record<string, string>,
): Response {
  const error = appError(code, message);
  return new Response(JSON.stringify({ error: status === undefined ? error : { ...error, status } }), {
    status: status ?? error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}
