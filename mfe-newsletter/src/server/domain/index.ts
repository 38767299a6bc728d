export { NEWSLETTER_MIGRATIONS } from './migrations';
export type { NewsletterContext } from './context';
export { requestSignup, type SignupRequest, type SignupOutcome } from './signup-service';
export { confirmSignup, type Confirmation } from './confirm-service';
export {
  unsubscribe,
  mailingUnsubscribe,
  type UnsubscribeRequest,
  type UnsubscribeOutcome,
  type MailingUnsubscribeOutcome,
} from './unsubscribe-service';
export { NewsletterError, isNewsletterError, REASON_MESSAGE_IDS, type NewsletterErrorReason } from './errors';
export { listMails, type OutboxMail } from './outbox';
export { loadSigningSecret } from './signing-secret';
export {
  signMailingToken,
  verifyMailingToken,
  mailingTokenExpiry,
  type MailingTokenCheck,
} from './mailing-token';
export {
  requestUnsubscribe,
  checkUnsubscribeRequest,
  confirmUnsubscribeRequest,
  type UnsubscribeFormRequest,
  type UnsubscribeRequestCheck,
} from './unsubscribe-request-service';
export { serverIntl } from './mail-intl';
export {
  findNewsletterVoucher,
  redeemNewsletterVoucher,
  voucherCodeOf,
  orderReferenceOf,
  type NewsletterVoucherTerms,
  type RedeemStatus,
} from './voucher-service';
export { verifyVoucherProof, signVoucherCall, type VoucherProof, type VoucherCall } from './voucher-proof';
