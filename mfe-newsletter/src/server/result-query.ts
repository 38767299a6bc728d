import type { ConfirmFailure, MailingOutcome, PageState } from '../shared/state';

/**
 * The `?result=` of page 3 and of the mailing-unsubscribe page after their button was posted
 * without JavaScript (303 back to the page), and its reading by the fragment server. Only known
 * values survive, so a crafted link cannot put arbitrary text on the page.
 */

/** Page 3's outcome as a query: `result=success&voucher=1`, or `result=<failure reason>`. */
export function confirmResultQuery(page: PageState): URLSearchParams {
  if (page.page !== 'confirmed' || page.outcome === 'ready') return new URLSearchParams({ result: 'error' });
  return page.outcome === 'success'
    ? new URLSearchParams({ result: 'success', voucher: page.voucherIssued ? '1' : '0' })
    : new URLSearchParams({ result: page.reason });
}

const FAILURES: readonly ConfirmFailure[] = ['token-used', 'token-expired', 'token-invalid', 'error'];
const MAILING: readonly MailingOutcome[] = ['success', 'not-found', 'expired', 'error'];

/** Page 3 state and status of a result query, or undefined without one. */
export function readConfirmResult(query: URLSearchParams): [PageState, number] | undefined {
  const result = query.get('result');
  if (result === 'success')
    return [{ page: 'confirmed', outcome: 'success', voucherIssued: query.get('voucher') === '1' }, 200];
  const reason = FAILURES.find((f) => f === result);
  if (!reason) return undefined;
  return [{ page: 'confirmed', outcome: 'failure', reason }, confirmFailureStatus(reason)];
}

/** HTTP status of a page-3 failure: forged 400, replayed or expired 410, server error 503. */
export function confirmFailureStatus(reason: ConfirmFailure): number {
  return reason === 'token-invalid' ? 400 : reason === 'error' ? 503 : 410;
}

/** HTTP status of a mailing-unsubscribe outcome. */
export function mailingStatus(outcome: MailingOutcome): number {
  return outcome === 'success' || outcome === 'not-found' ? 200 : outcome === 'expired' ? 410 : 503;
}

/** The mailing-unsubscribe outcome of a result query, or undefined without one. */
export function readMailingResult(query: URLSearchParams): MailingOutcome | undefined {
  const result = query.get('result');
  return MAILING.find((m) => m === result);
}
