export { OUTBOX_SQL, outboxMigration, outboxAttachmentsMigration } from './outbox-migration';
export {
  enqueueMail,
  claimDueMails,
  markSent,
  markFailed,
  listOutbox,
  type OutboxMessage,
  type MailAttachment,
  type OutboxEntry,
  type OutboxState,
} from './outbox-store';
export {
  createMailTransport,
  requiresTls,
  type AttachedFile,
  type MailTransport,
  type MailTransportOptions,
} from './transport';
export { backoffDelay, DEFAULT_BACKOFF, type BackoffPolicy } from './backoff';
export {
  createOutboxWorker,
  type OutboxWorker,
  type OutboxWorkerOptions,
  type RoundResult,
  type MailLogger,
} from './worker';
export { listUnsubscribeHeaders } from './list-unsubscribe';
export { mailboxJson, startMailOutbox, type StartMailOutboxOptions } from './domain-outbox';
