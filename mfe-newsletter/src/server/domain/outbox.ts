import type { Db } from '@sf/data';
import type { OutgoingMail } from './mails';

/** A mail of the outbox as `/dev/mailbox` lists it. */
export interface OutboxMail extends OutgoingMail {
  readonly id: number;
  readonly createdAt: string;
  readonly sentAt: string | null;
}

/** Writes a mail to the transactional outbox (call it inside the transaction of the change it reports). */
export async function enqueueMail(tx: Db, mail: OutgoingMail, now: Date): Promise<void> {
  await tx.query('INSERT INTO outbox ("to", subject, text, html, created_at) VALUES ($1, $2, $3, $4, $5)', [
    mail.to,
    mail.subject,
    mail.text,
    mail.html,
    now.toISOString(),
  ]);
}

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: Date | string;
  sent_at: Date | string | null;
}

const iso = (d: Date | string): string => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** The newest mails first (at most `limit`), optionally only those to one address. */
export async function listMails(db: Db, opts: { limit?: number; to?: string } = {}): Promise<OutboxMail[]> {
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 500);
  const { rows } = opts.to
    ? await db.query<OutboxRow>('SELECT * FROM outbox WHERE "to" = $1 ORDER BY id DESC LIMIT $2', [
        opts.to.trim().toLowerCase(),
        limit,
      ])
    : await db.query<OutboxRow>('SELECT * FROM outbox ORDER BY id DESC LIMIT $1', [limit]);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    createdAt: iso(r.created_at),
    sentAt: r.sent_at === null ? null : iso(r.sent_at),
  }));
}
