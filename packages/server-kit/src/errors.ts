import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { appError, ERROR_CODES, FRAGMENT_HEADERS, type AppError, type ErrorCode } from '@sf/contracts';
import { createLogger, type Logger } from './logger';
import { generalErrorMessage } from './locale-message';

/** JSON body of every error reply of a domain server. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fieldErrors?: Readonly<Record<string, string>> };
}

/**
 * An error that knows its HTTP form (like hono's `HTTPException`): throw it from a handler and
 * {@link errorHandler} answers with {@link HttpError.getResponse}.
 *
 * @example throw new HttpError(appError('API-422', msg, { email: 'newsletter.email.invalid' }))
 */
export class HttpError extends Error {
  readonly error: AppError;

  constructor(error: AppError, options?: { cause?: unknown }) {
    super(`${error.code}: ${error.message}`, options);
    this.name = 'HttpError';
    this.error = error;
  }

  /** Shorthand: `HttpError.of('API-404', message)`. */
  static of(code: ErrorCode, message: string, fieldErrors?: Record<string, string>): HttpError {
    return new HttpError(appError(code, message, fieldErrors));
  }

  /** The HTTP status of the error's code. */
  get status(): number {
    return this.error.status;
  }

  /** `{ error: { code, message, fieldErrors? } }` with the error's status. */
  getResponse(): Response {
    return errorResponse(this.error);
  }
}

/** The JSON reply of an {@link AppError}. */
export function errorResponse(error: AppError, headers?: Record<string, string>): Response {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.fieldErrors) body.error.fieldErrors = error.fieldErrors;
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** An `API-<status>` code for a bare status, when one exists. */
function codeForStatus(status: number): ErrorCode | null {
  const code = `API-${status}`;
  return code in ERROR_CODES ? (code as ErrorCode) : null;
}

function requestIdOf(c: Context): string | null {
  const fromVar = (c.var as Record<string, unknown>)['requestId'];
  return typeof fromVar === 'string' ? fromVar : (c.req.header(FRAGMENT_HEADERS.requestId) ?? null);
}

/** Options of {@link createErrorHandler}. */
export interface ErrorHandlerOptions {
  logger?: Logger;
}

/**
 * Builds an `app.onError` handler: an {@link HttpError} answers its own response; hono's
 * `HTTPException` below 500 answers its `API-<status>` code (or its own reply); anything else is logged with
 * the request id and answers 500 `API-500` with the localized general message — never a stack trace.
 */
export function createErrorHandler(options: ErrorHandlerOptions = {}): ErrorHandler {
  const logger = options.logger ?? createLogger('server-kit');
  return (err, c) => {
    if (err instanceof HttpError) return err.getResponse();
    if (err instanceof HTTPException && err.status < 500) {
      // e.g. hono's own middlewares; statuses without an API code (401 challenges) keep hono's reply
      const code = codeForStatus(err.status);
      return code ? errorResponse(appError(code, generalErrorMessage(c))) : err.getResponse();
    }
    logger.error(err.message || 'unhandled error', {
      code: 'API-500',
      requestId: requestIdOf(c),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      error: err,
    });
    return errorResponse(appError('API-500', generalErrorMessage(c)));
  };
}

/** `app.onError(errorHandler)`: {@link createErrorHandler} with the default logger. */
export const errorHandler: ErrorHandler = createErrorHandler();

/** `app.notFound(notFoundHandler)`: 404 `API-404` JSON. */
export const notFoundHandler: NotFoundHandler = (c) =>
  errorResponse(appError('API-404', generalErrorMessage(c)));
