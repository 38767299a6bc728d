import type { Db } from '@sf/data';
import { backoffDelay, DEFAULT_BACKOFF, type BackoffPolicy } from './backoff';
import { claimDueMails, markFailed, markSent } from './outbox-store';
import type { OutboxEntry } from './outbox-store';
import type { AttachedFile, MailTransport } from './transport';

/** The part of a logger the worker uses (structurally the @sf/server-kit logger). */
export interface MailLogger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Options of {@link createOutboxWorker}. */
export interface OutboxWorkerOptions {
  /** The domain database whose `outbox` the worker delivers. */
  readonly db: Db;
  readonly transport: MailTransport;
  readonly logger?: MailLogger;
  /** The clock (tests move it). */
  readonly now?: () => Date;
  /** Pause between polls when nothing was due (default 1 s). */
  readonly intervalMs?: number;
  /** Mails claimed per round (default 10). */
  readonly batchSize?: number;
  /** How long a claimed mail is held before another worker may try it (default 2 min). */
  readonly leaseMs?: number;
  readonly backoff?: Partial<BackoffPolicy>;
  /** Jitter source (tests pass `() => 0`). */
  readonly random?: () => number;
  /**
   * Reads an attachment's bytes by its key (the domain's file store). Needed by domains whose mails
   * carry attachments; a mail with attachments and no loader (or a failing one) is retried like a
   * refused mail, never sent without its files.
   */
  readonly loadAttachment?: (key: string) => Promise<Uint8Array>;
}

/** What one round did. */
export interface RoundResult {
  readonly sent: number;
  readonly retried: number;
  readonly dead: number;
}

/** A running (or runnable) outbox worker. */
export interface OutboxWorker {
  /** One round: claim due mails, deliver each, record the outcome. */
  runOnce(): Promise<RoundResult>;
  /** Starts polling (idempotent). */
  start(): void;
  /** Stops polling, waits for the round in progress and closes the transport. */
  stop(): Promise<void>;
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The outbox worker of one domain server process (an embedded PGlite belongs to one process, so
 * each domain server runs its own): claims due mails with `FOR UPDATE SKIP LOCKED`, delivers them
 * through the transport and marks them `sent`; a failure is retried with exponential backoff and
 * after `maxAttempts` the mail is dead-lettered (`dead`, with its last error) — never dropped.
 */
export function createOutboxWorker(opts: OutboxWorkerOptions): OutboxWorker {
  const now = opts.now ?? (() => new Date());
  const policy: BackoffPolicy = { ...DEFAULT_BACKOFF, ...opts.backoff };
  const batchSize = opts.batchSize ?? 10;
  const leaseMs = opts.leaseMs ?? 120_000;
  const intervalMs = opts.intervalMs ?? 1000;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let inFlight: Promise<unknown> = Promise.resolve();

  const loadFiles = async (mail: OutboxEntry): Promise<AttachedFile[]> => {
    if (mail.attachments.length === 0) return [];
    const load = opts.loadAttachment;
    if (!load) throw new Error('mail has attachments but the worker has no loadAttachment');
    return Promise.all(
      mail.attachments.map(async (a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: await load(a.key),
      })),
    );
  };

  const runOnce = async (): Promise<RoundResult> => {
    const start = now();
    const claimed = await claimDueMails(opts.db, {
      now: start,
      leaseUntil: new Date(start.getTime() + leaseMs),
      limit: batchSize,
    });
    let sent = 0;
    let retried = 0;
    let dead = 0;
    for (const mail of claimed) {
      try {
        await opts.transport.send(mail, await loadFiles(mail));
        await markSent(opts.db, mail.id, now());
        sent += 1;
      } catch (error) {
        const at = now();
        const isDead = mail.attempts >= policy.maxAttempts;
        const retryAt = new Date(at.getTime() + backoffDelay(mail.attempts, policy, opts.random));
        await markFailed(opts.db, mail.id, { error: describe(error), retryAt, dead: isDead, now: at });
        if (isDead) {
          dead += 1;
          opts.logger?.error('mail dead-lettered', {
            id: mail.id,
            attempts: mail.attempts,
            error: describe(error),
          });
        } else {
          retried += 1;
          opts.logger?.warn('mail delivery failed, will retry', {
            id: mail.id,
            attempts: mail.attempts,
            retryAt: retryAt.toISOString(),
          });
        }
      }
    }
    return { sent, retried, dead };
  };

  const tick = async (): Promise<void> => {
    let again = false;
    try {
      const result = await runOnce();
      again = result.sent + result.retried + result.dead >= batchSize;
    } catch (error) {
      opts.logger?.error('outbox round failed', { error: describe(error) });
    }
    if (running) timer = setTimeout(schedule, again ? 0 : intervalMs);
  };
  const schedule = () => {
    timer = null;
    inFlight = tick();
  };

  return {
    runOnce,
    start() {
      if (running) return;
      running = true;
      opts.logger?.info('outbox worker started', { transport: opts.transport.kind });
      timer = setTimeout(schedule, 0);
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await inFlight;
      opts.transport.close();
    },
  };
}
