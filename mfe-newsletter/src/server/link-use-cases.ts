import type { Locale } from '@sf/contracts';
import { asText } from '@sf/validation';
import { unsubscribeResultText } from '../shared/result-text';
import type { MailingOutcome, PageState, UnsubscribeResult } from '../shared/state';
import {
  confirmSignup,
  confirmUnsubscribeRequest,
  isNewsletterError,
  mailingUnsubscribe,
  type NewsletterContext,
} from './domain';
import { serverIntl } from './domain/mail-intl';
import type { VoucherTexts } from './domain/voucher-texts';
import type { ErrorLogger } from './page-state';
import { toUnsubscribeResult } from './use-cases';

/**
 * What the one button of a mailed link's page does when it is posted (never on GET): confirm a
 * sign-up (page 3), unsubscribe with a mail's signed link (also the one-click POST), or apply the
 * choice of an unsubscribe-form confirmation mail. Expected refusals become outcomes; database
 * failures are logged and become the error outcome (the pages' API error state), never a throw.
 */

const isTokenFailure = (error: unknown) =>
  isNewsletterError(error) &&
  (error.reason === 'token-invalid' || error.reason === 'token-used' || error.reason === 'token-expired');

/** Page 3's button: the confirmed page state (success with or without voucher, or why not). */
export async function confirmLinkUseCase(
  ctx: NewsletterContext,
  token: unknown,
  log: ErrorLogger,
  voucherTexts: { readonly locale: Locale; readonly texts: VoucherTexts } | null = null,
): Promise<PageState> {
  try {
    const confirmation = await confirmSignup(ctx, asText(token), voucherTexts);
    return { page: 'confirmed', outcome: 'success', voucherIssued: confirmation.voucherIssued };
  } catch (error) {
    if (
      isTokenFailure(error) &&
      isNewsletterError(error) &&
      error.reason !== 'unknown-option' &&
      error.reason !== 'invalid-input'
    ) {
      return { page: 'confirmed', outcome: 'failure', reason: error.reason };
    }
    log('confirmation failed', error);
    return { page: 'confirmed', outcome: 'failure', reason: 'error' };
  }
}

/**
 * The mailing-unsubscribe button or one-click POST: success, not found/already removed, expired,
 * invalid (forged or damaged token; the page shows it as not found), or error.
 */
export async function mailingLinkUseCase(
  ctx: NewsletterContext,
  token: unknown,
  log: ErrorLogger,
): Promise<MailingOutcome | 'invalid'> {
  try {
    return await mailingUnsubscribe(ctx, asText(token));
  } catch (error) {
    log('mailing unsubscribe failed', error);
    return 'error';
  }
}

/** The button of an unsubscribe-form confirmation mail's page: the applied choice, not-found, or an unusable link. */
export async function unsubscribeLinkUseCase(
  ctx: NewsletterContext,
  token: unknown,
  locale: Locale,
  log: ErrorLogger,
): Promise<{ readonly result: UnsubscribeResult; readonly message: string }> {
  let result: UnsubscribeResult;
  try {
    result = toUnsubscribeResult(await confirmUnsubscribeRequest(ctx, asText(token)));
  } catch (error) {
    if (isTokenFailure(error)) result = { kind: 'link-invalid' };
    else {
      log('unsubscribe confirmation failed', error);
      result = { kind: 'error' };
    }
  }
  return { result, message: unsubscribeResultText(serverIntl(locale), result) };
}
