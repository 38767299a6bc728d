import type { ErrorCode } from '@sf/contracts';

/** Why a newsletter operation was refused. */
export type NewsletterErrorReason =
  /** A confirmation token that was never issued (forged, truncated). */
  | 'token-invalid'
  /** A confirmation token that was already used (replayed link). */
  | 'token-used'
  /** A confirmation token older than 48 h. */
  | 'token-expired'
  /** An unsubscribe option outside the seven radio values. */
  | 'unknown-option'
  /** Input the service cannot accept (bad e-mail, pause without days, …). */
  | 'invalid-input';

const CODES: Record<NewsletterErrorReason, ErrorCode> = {
  'token-invalid': 'API-400',
  'token-used': 'API-410',
  'token-expired': 'API-410',
  'unknown-option': 'API-400',
  'invalid-input': 'API-422',
};

/** Message id of the shopper-facing text of each reason (in src/messages). */
export const REASON_MESSAGE_IDS: Record<NewsletterErrorReason, string> = {
  'token-invalid': 'newsletter.confirm.tokenInvalid',
  'token-used': 'newsletter.confirm.tokenUsed',
  'token-expired': 'newsletter.confirm.tokenExpired',
  'unknown-option': 'newsletter.error.unknownOption',
  'invalid-input': 'newsletter.error.generic',
};

/**
 * A typed refusal of a newsletter service. Nothing was changed when it is thrown (the transaction
 * rolled back); routes turn it into a 4xx with a localized message.
 */
export class NewsletterError extends Error {
  /** Stable error code of @sf/contracts (its HTTP status is the response status). */
  readonly code: ErrorCode;

  constructor(
    readonly reason: NewsletterErrorReason,
    readonly field?: string,
  ) {
    super(`newsletter: ${reason}`);
    this.name = 'NewsletterError';
    this.code = CODES[reason];
  }
}

/** True when `error` is a {@link NewsletterError}. */
export function isNewsletterError(error: unknown): error is NewsletterError {
  return error instanceof NewsletterError;
}
