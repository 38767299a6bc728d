/**
 * Error codes that cross a seam. Each code has a stable id (like module-federation's
 * `RUNTIME-004`), an HTTP status for servers and a short English description for logs.
 * Shopper-facing texts are never taken from here: they come from @sf/i18n messages.
 */
export const ERROR_CODES = {
  'COMPOSER-001': { status: 404, description: 'No route matches the path' },
  'COMPOSER-002': { status: 502, description: 'A fragment server answered with an error' },
  'COMPOSER-003': { status: 504, description: 'A fragment did not answer within its timeout' },
  'COMPOSER-004': { status: 403, description: 'State-changing request from a foreign origin' },
  'COMPOSER-005': { status: 503, description: 'The remote that owns the route is not in the registry' },
  'COMPOSER-006': { status: 500, description: 'The page could not be composed' },
  'COMPOSER-007': { status: 503, description: 'An API server could not be reached (down or restarting)' },
  'COMPOSER-008': { status: 504, description: 'An API server did not answer within its timeout' },
  'COMPOSER-009': { status: 421, description: 'The host is not one of the shop hosts' },
  'OVERRIDE-001': {
    status: 400,
    description: 'A tester override was refused (forged, expired or malformed); the live versions are served',
  },
  'OVERRIDE-002': {
    status: 400,
    description:
      'A tester override names a version the registry does not know; that remote is not overridden',
  },
  'REGISTRY-001': { status: 500, description: 'The registry file is missing or malformed' },
  'REGISTRY-002': {
    status: 409,
    description: 'Shared versions or contract version are incompatible with the shell',
  },
  'REMOTE-001': { status: 500, description: 'A remote entry could not be loaded' },
  'REMOTE-002': { status: 500, description: 'A remote threw while rendering' },
  'API-400': { status: 400, description: 'The request is malformed' },
  'API-401': { status: 401, description: 'The request needs a logged-in visitor' },
  'API-403': { status: 403, description: 'The request is not allowed' },
  'API-404': { status: 404, description: 'The resource does not exist' },
  'API-409': { status: 409, description: 'The request conflicts with the current state' },
  'API-410': { status: 410, description: 'The resource is gone (used or expired token)' },
  'API-413': { status: 413, description: 'The request body is too large' },
  'API-415': { status: 415, description: 'The content type is not supported' },
  'API-422': { status: 422, description: 'The input is invalid' },
  'API-429': { status: 429, description: 'Too many requests' },
  'API-500': { status: 500, description: 'Internal error' },
  'API-503': { status: 503, description: 'A service the request needs is unavailable' },
  'CONTENT-001': { status: 502, description: 'The content bucket answered with an error' },
} as const;

/** One of the stable error codes. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** An error as a value: code, HTTP status, and optional field errors (message keys per field). */
export interface AppError {
  readonly code: ErrorCode;
  readonly status: number;
  /** Localized or message-key text safe to show a shopper. */
  readonly message: string;
  readonly fieldErrors?: Readonly<Record<string, string>>;
}

/**
 * Builds an {@link AppError} with the status of its code.
 * @example appError('API-422', 'Die E-Mail-Adresse ist nicht gültig.', { email: '…' })
 */
export function appError(code: ErrorCode, message: string, fieldErrors?: Record<string, string>): AppError {
  return fieldErrors
    ? { code, status: ERROR_CODES[code].status, message, fieldErrors }
    : { code, status: ERROR_CODES[code].status, message };
}

/** Runtime guard for an {@link AppError} arriving as JSON. */
export function isAppError(value: unknown): value is AppError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.code === 'string' &&
    v.code in ERROR_CODES &&
    typeof v.status === 'number' &&
    typeof v.message === 'string'
  );
}

/** `COMPOSER-003: A fragment did not answer within its timeout` — for log lines. */
export function describeError(code: ErrorCode): string {
  return `${code}: ${ERROR_CODES[code].description}`;
}
