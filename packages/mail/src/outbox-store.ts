import type { Db } from '@sf/data';

/** A mail as a domain writes it to its outbox. */
export interface OutboxMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Files to attach, by reference: the bytes stay in the domain's file store and the worker loads
   * them when it sends (`loadAttachment` of {@link createOutboxWorker}). Needs the outbox table's
   * `attachments` column ({@link outboxAttachmentsMigration}).
   */
  readonly attachments?: readonly MailAttachment[];
}

/** A file attached to a mail: its name in the mail, its content type and where its bytes are kept. */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  /** Key in the domain's file store. */
  readonly key: string;
}

/** Delivery state of an outbox row. */
export type OutboxState = 'pending' | 'sent' | 'dead';

/** An outbox row as the worker and `/dev/mailbox` see it. */
export interface OutboxEntry extends OutboxMessage {
  readonly id: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly attachments: readonly MailAttachment[];
  readonly state: OutboxState;
  readonly attempts: number;
  readonly createdAt: string;
  readonly nextAttemptAt: string;
  readonly sentAt: string | null;
  readonly deadAt: string | null;
  readonly lastError: string | null;
}

interface Row {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | string | null;
  attachments?: MailAttachment[] | string | null;
  state: OutboxState;
  attempts: number;
  created_at: Date | string;
  next_attempt_at: Date | string;
  sent_at: Date | string | null;
  dead_at: Date | string | null;
  last_error: string | null;
}

const iso = (d: Date | string): string => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

function toEntry(r: Row): OutboxEntry {
  const headers =
    typeof r.headers === 'string' ? (JSON.parse(r.headers) as Record<string, string>) : (r.headers ?? {});
  const attachments =
    typeof r.attachments === 'string'
      ? (JSON.parse(r.attachments) as MailAttachment[])
      : (r.attachments ?? []);
  return {
    id: Number(r.id),
    to: r.to,
    subject: r.subject,
    text: r.text,
    html: r.html,
    headers,
    attachments,
    state: r.state,
    attempts: Number(r.attempts),
    createdAt: iso(r.created_at),
    nextAttemptAt: iso(r.next_attempt_at),
    sentAt: isoOrNull(r.sent_at),
    deadAt: isoOrNull(r.dead_at),
    lastError: r.last_error,
  };
}

/**
 * Writes a mail to the outbox, due at once. Call it with the transaction handle of the change the
 * mail reports, so both commit or neither does (transactional outbox).
 */
export async function enqueueMail(tx: Db, mail: OutboxMessage, now: Date): Promise<void> {
  if (mail.attachments?.length) {
    // only a domain with outboxAttachmentsMigration has the column; others never name it
    await tx.query(
      `INSERT INTO outbox ("to", subject, text, html, headers, attachments, created_at, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $7)`,
      [
        mail.to,
        mail.subject,
        mail.text,
        mail.html,
        JSON.stringify(mail.headers ?? {}),
        JSON.stringify(mail.attachments),
        now.toISOString(),
      ],
    );
    return;
  }
  await tx.query(
    `INSERT INTO outbox ("to", subject, text, html, headers, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6)`,
    [mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers ?? {}), now.toISOString()],
  );
}

/**
 * Claims up to `limit` due mails for one delivery attempt: `FOR UPDATE SKIP LOCKED` so concurrent
 * workers (processes on one PostgreSQL) take disjoint rows, and in the same statement the attempt is
 * counted and the row leased until `leaseUntil` — a worker that dies mid-send leaves the row due
 * again after the lease instead of stuck (at-least-once delivery).
 */
export async function claimDueMails(
  db: Db,
  opts: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxEntry[]> {
  const { rows } = await db.query<Row>(
    `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = $2
     WHERE id IN (
       SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= $1
       ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED
     )
     RETURNING *`,
    [opts.now.toISOString(), opts.leaseUntil.toISOString(), opts.limit],
  );
  return rows.map(toEntry).sort((a, b) => a.id - b.id);
}

/** Records a delivered mail (`sent`, `sent_at`). */
export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db.query(`UPDATE outbox SET state = 'sent', sent_at = $2, last_error = NULL WHERE id = $1`, [
    id,
    now.toISOString(),
  ]);
}

/**
 * Records a failed attempt: due again at `retryAt`, or — when `dead` — kept as `dead` (with the
 * error) for a person to look at; nothing is deleted.
 */
export async function markFailed(
  db: Db,
  id: number,
  opts: { error: string; retryAt: Date; dead: boolean; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE outbox SET last_error = $2, next_attempt_at = $3,
       state = CASE WHEN $4::boolean THEN 'dead' ELSE 'pending' END,
       dead_at = CASE WHEN $4::boolean THEN $5::timestamptz ELSE NULL END
     WHERE id = $1`,
    [id, opts.error.slice(0, 1000), opts.retryAt.toISOString(), opts.dead, opts.now.toISOString()],
  );
}

/** The newest mails first (at most `limit`, 1…500), optionally only those to one address. */
export async function listOutbox(db: Db, opts: { limit?: number; to?: string } = {}): Promise<OutboxEntry[]> {
  const limit = Math.min(Math.max(opts.limit ?? 50, 1), 500);
  const { rows } = opts.to
    ? await db.query<Row>('SELECT * FROM outbox WHERE "to" = $1 ORDER BY id DESC LIMIT $2', [
        opts.to.trim().toLowerCase(),
        limit,
      ])
    : await db.query<Row>('SELECT * FROM outbox ORDER BY id DESC LIMIT $1', [limit]);
  return rows.map(toEntry);
}
