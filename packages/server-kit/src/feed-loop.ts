import type { Logger } from './logger';
import type { FeedSyncReport } from './feed-sync';

export interface FeedLoop {
  /** Runs a pass now unless one is running (then waits for that one). */
  runNow(): Promise<FeedSyncReport | null>;
  stop(): void;
}

/** How long after start a failing pass is the publisher not being up yet (start-up order), not a fault. */
export const STARTUP_GRACE_MS = 60_000;

export interface FeedLoopOptions {
  /** What is kept fresh, for the log lines: `search index`, `basket offers`. */
  readonly name: string;
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
 * Keeps a read model fresh: a pass at start, then one every `intervalMs`; while the publisher is
 * not reachable yet (start-up order), retries every `retryMs`. Never two passes at once; stops
 * cleanly. Failures are logged, the first and every tenth after it: until the first pass has
 * worked and within `startupGraceMs` of the start as a wait (info, one line, no stack), else as a
 * warning with the error.
 */
export function startFeedLoop(run: () => Promise<FeedSyncReport>, opts: FeedLoopOptions): FeedLoop {
  const now = opts.now ?? Date.now;
  const startedAt = now();
  let synced = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<FeedSyncReport | null> | null = null;
  let stopped = false;
  let failures = 0;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void runNow(), ms);
    timer.unref?.();
  };
  const runNow = (): Promise<FeedSyncReport | null> => {
    if (running) return running;
    if (timer) clearTimeout(timer);
    running = run()
      .then(
        (report) => {
          failures = 0;
          synced = true;
          if (report.changed || report.removed) opts.logger.info(`${opts.name} synced`, { ...report });
          schedule(opts.intervalMs);
          return report;
        },
        (error: unknown) => {
          // the first failure and every tenth after it are logged
          if (failures % 10 === 0) {
            if (!synced && now() - startedAt < (opts.startupGraceMs ?? STARTUP_GRACE_MS)) {
              opts.logger.info(`${opts.name} waits for the catalog feed`, {
                reason: reasonOf(error),
                attempt: failures + 1,
              });
            } else opts.logger.warn(`${opts.name} sync failed`, { error, failures: failures + 1 });
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
