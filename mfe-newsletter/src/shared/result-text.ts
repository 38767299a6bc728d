import type { UnsubscribeResult } from './state';

/** The part of a formatjs intl object the result texts need. */
export interface TextFormatter {
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string;
  formatDate(value: Date | number | string, opts?: Intl.DateTimeFormatOptions): string;
}

/**
 * The sentence that reports an unsubscribe result: the mail was sent (the form's only answer), then
 * after the mailed link: success per option, the spec's 'Zu dieser E-Mail gibt es keine
 * Newsletteranmeldung.', an unusable link, or 'Es ist ein Fehler aufgetreten.'.
 */
export function unsubscribeResultText(intl: TextFormatter, result: UnsubscribeResult): string {
  switch (result.kind) {
    case 'unsubscribe':
    case 'unsubscribeFlexikonto':
      return intl.formatMessage({ id: `newsletter.unsubscribe.success.${result.kind}` });
    case 'frequency':
      return intl.formatMessage(
        { id: 'newsletter.unsubscribe.success.frequency' },
        { frequency: String(result.frequency) },
      );
    case 'pause':
      return intl.formatMessage(
        { id: 'newsletter.unsubscribe.success.pause' },
        { date: intl.formatDate(result.pausedUntil, { day: 'numeric', month: 'long', year: 'numeric' }) },
      );
    case 'not-found':
      return intl.formatMessage({ id: 'newsletter.unsubscribe.notFound' });
    case 'requested':
      return intl.formatMessage({ id: 'newsletter.unsubscribe.requested' });
    case 'link-invalid':
      return intl.formatMessage({ id: 'newsletter.unsubscribe.linkInvalid' });
    case 'error':
      return intl.formatMessage({ id: 'newsletter.error.generic' });
  }
}

/** True for results that changed something (success styling), false for not-found and errors. */
export function isSuccessResult(result: UnsubscribeResult): boolean {
  return result.kind !== 'not-found' && result.kind !== 'error' && result.kind !== 'link-invalid';
}
