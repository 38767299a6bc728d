import type { Db } from '@sf/data';
import { enqueueMail as enqueue, listOutbox, type OutboxEntry } from '@sf/mail';
import type { OutgoingMail } from './mails';

/** A mail of the outbox as `/dev/mailbox` lists it (with its delivery state). */
export type OutboxMail = OutboxEntry;

/** Writes a mail to the transactional outbox (call it inside the transaction of the change it reports). */
export async function enqueueMail(tx: Db, mail: OutgoingMail, now: Date): Promise<void> {
  await enqueue(tx, mail, now);
}

/** The newest mails first (at most `limit`), optionally only those to one address. */
export async function listMails(db: Db, opts: { limit?: number; to?: string } = {}): Promise<OutboxMail[]> {
  return listOutbox(db, opts);
}
