import type { Logger } from '@sf/server-kit';
import type { SyncReport } from './sync-index';

export interface SyncLoop {
  /** Runs a pass now unless one is running (then waits for that one). */
  runNow(): Promise<SyncReport | null>;
  stop(): void;
}

/** How long after start a failing pass is the catalog not being up yet (start-up order), not a fault. */
export const STARTUP_GRACE_MS = 60_000;

export interface SyncLoopOptions {
  readonly intervalMs: number;
  readonly retryMs?: number;
  readonly logger: Logger;
  /** Default {@link STARTUP_GRACE_MS}. */
  readonly startupGraceMs?: number;
  readonly now?: () => number;
}

/** The error's message, without its stack (an expected wait is one line in the log). */
function reasonOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return error instanceof Error ? `${error.message}${cause}` : String(error);
}

/**
 * Keeps the index fresh: a pass at start, then one every `intervalMs`; while the catalog is not
 * reachable yet (start-up order), retries every `retryMs`. Never two passes at once; stops cleanly.
 * Failures are logged, the first and every tenth after it: until the first pass has worked and
 * within `startupGraceMs` of the start as a wait (info, one line, no stack), else as a warning with
 * the error.
 */
export function startSyncLoop(run: () => Promise<SyncReport>, opts: SyncLoopOptions): SyncLoop {
  const now = opts.now ?? Date.now;
  const startedAt = now();
  let synced = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<SyncReport | null> | null = null;
  let stopped = false;
  let failures = 0;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void runNow(), ms);
    timer.unref?.();
  };
  const runNow = (): Promise<SyncReport | null> => {
    if (running) return running;
    if (timer) clearTimeout(timer);
    running = run()
      .then(
        (report) => {
          failures = 0;
          synced = true;
          if (report.changed || report.removed) opts.logger.info('search index synced', { ...report });
          schedule(opts.intervalMs);
          return report;
        },
        (error: unknown) => {
          // the first failure and every tenth after it are logged
          if (failures % 10 === 0) {
            if (!synced && now() - startedAt < (opts.startupGraceMs ?? STARTUP_GRACE_MS)) {
              opts.logger.info('search index waits for the catalog feed', {
                reason: reasonOf(error),
                attempt: failures + 1,
              });
            } else opts.logger.warn('search index sync failed', { error, failures: failures + 1 });
          }
          failures += 1;
          schedule(opts.retryMs ?? 5000);
          return null;
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  void runNow();
  return {
    runNow,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
