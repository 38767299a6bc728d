import type { Logger } from '@sf/server-kit';
import type { SyncReport } from './sync-index';

export interface SyncLoop {
  /** Runs a pass now unless one is running (then waits for that one). */
  runNow(): Promise<SyncReport | null>;
  stop(): void;
}

/**
 * Keeps the index fresh: a pass at start, then one every `intervalMs`; while the catalog is not
 * reachable yet (start-up order), retries every `retryMs`. Never two passes at once; stops cleanly.
 */
export function startSyncLoop(run: () => Promise<SyncReport>, opts: { intervalMs: number; retryMs?: number; logger: Logger }): SyncLoop {
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
    running = run().then(
      (report) => {
        failures = 0;
        if (report.changed || report.removed) opts.logger.info('search index synced', { ...report });
        schedule(opts.intervalMs);
        return report;
      },
      (error: unknown) => {
        // at start the composer is not up yet: the first failure and every tenth after it are logged
        if (failures % 10 === 0) opts.logger.warn('search index sync failed', { error, failures: failures + 1 });
        failures += 1;
        schedule(opts.retryMs ?? 5000);
        return null;
      },
    ).finally(() => {
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
