/** Business constants of the newsletter (spec section 9) in one place for UI, mails and services. */
export const NEWSLETTER_CONSTANTS = {
  /** Welcome voucher value in EUR. */
  voucherValueEur: 15,
  /** Minimum order value for the voucher in EUR. */
  voucherMinimumOrderEur: 90,
  /** Months the voucher stays valid after it is issued. */
  voucherValidMonths: 6,
  /** Customer group a newsletter voucher belongs to. */
  voucherCustomerGroup: 'newsletter',
  /** Hours a confirmation link stays valid. */
  confirmationTokenHours: 48,
  /** Days the unsubscribe link (and one-click URL) of a newsletter or voucher mail keeps working. */
  mailingTokenDays: 60,
  /** Hours the link of an unsubscribe-form confirmation mail stays valid. */
  unsubscribeRequestHours: 48,
  /** A second sign-up of a pending address within this many seconds sends no new mail (double submit). */
  resendIntervalSeconds: 60,
} as const;

/** The remote's name: slot, state script, federation container (`mfe_newsletter`). */
export const REMOTE_NAME = 'mfe-newsletter';

/** `identifierPrefix` of every React root of this remote, on the server and in the browser. */
export const IDENTIFIER_PREFIX = 'mfe-newsletter-';

/** Name of the sheet widget's slot and state script (a widget of its own next to the page slot). */
export const SHEET_REMOTE_NAME = 'mfe-newsletter-sheet';
