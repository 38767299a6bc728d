import type { Db } from '@sf/data';
import { listOutbox } from './outbox-store';
import { createMailTransport } from './transport';
import { createOutboxWorker, type MailLogger } from './worker';

export interface StartMailOutboxOptions {
  /** The domain database whose `outbox` is delivered. */
  readonly db: Db;
  /** The server's environment: `SMTP_URL` (absent: the local mailbox) and the sender's variable. */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The variable naming the sender (`ACCOUNT_MAIL_FROM`), and the sender without it. */
  readonly fromVar: string;
  readonly defaultFrom: string;
  readonly logger?: MailLogger;
  /** Reads an attachment's bytes by its key (domains whose mails carry files). */
  readonly loadAttachment?: (key: string) => Promise<Uint8Array>;
}

/**
 * Starts a domain server's mail delivery: the outbox worker over SMTP by `SMTP_URL`, else into the
 * local mailbox (`/dev/mailbox` with development features). Returns its stop, for the server's `onStop`.
 */
export function startMailOutbox(opts: StartMailOutboxOptions): () => Promise<void> {
  const worker = createOutboxWorker({
    db: opts.db,
    transport: createMailTransport({
      smtpUrl: opts.env['SMTP_URL'] || undefined,
      from: opts.env[opts.fromVar] ?? opts.defaultFrom,
    }),
    ...(opts.logger ? { logger: opts.logger } : {}),
    ...(opts.loadAttachment ? { loadAttachment: opts.loadAttachment } : {}),
  });
  worker.start();
  return async () => {
    await worker.stop();
  };
}

/** The body of `/dev/mailbox`: the newest 100 mails (to one address when `to` is given), ids as strings. */
export async function mailboxJson(db: Db, to?: string): Promise<{ mails: unknown[] }> {
  const mails = await listOutbox(db, { limit: 100, ...(to ? { to } : {}) });
  return { mails: mails.map((m) => ({ ...m, id: String(m.id) })) };
}
