import type { FragmentObservation } from './fragments';
import {
  durationBucket,
  FRAGMENT_DURATION_BOUNDS_MS,
  type FragmentMetricsBatch,
  type FragmentMetricsRow,
} from '@sf/contracts';

/** One fragment fetch as the composer reports it (`FragmentObservation` of `fragments.ts`, decision 0151). */
export type FragmentSample = Pick<
  FragmentObservation,
  'remote' | 'version' | 'fragmentId' | 'ms' | 'outcome' | 'fallback'
>;

interface Cell {
  count: number;
  errors: number;
  timeouts: number;
  fallbacks: number;
  sumMs: number;
  readonly buckets: number[];
}

/** At most this many (minute, remote, version, fragment) cells are held; beyond, samples are only counted as dropped. */
export const MAX_FRAGMENT_CELLS = 5_000;

/**
 * Fragment fetches aggregated per minute, remote version and fragment, in memory and bounded
 * ({@link MAX_FRAGMENT_CELLS}); {@link FragmentMetrics.drain} hands the finished minutes over (the
 * Node adapter posts them to the platform server). Runs on any runtime: no timer of its own.
 */
export class FragmentMetrics {
  private readonly cells = new Map<string, Cell>();
  /** Samples not kept because the bound was reached (a sign the flush does not get through). */
  dropped = 0;

  constructor(private readonly now: () => number = Date.now) {}

  readonly record = (s: FragmentSample): void => {
    const minute = Math.floor(this.now() / 60_000) * 60_000;
    const key = `${minute}\u0000${s.remote}\u0000${s.version}\u0000${s.fragmentId}`;
    let cell = this.cells.get(key);
    if (!cell) {
      if (this.cells.size >= MAX_FRAGMENT_CELLS) {
        this.dropped += 1;
        return;
      }
      cell = {
        count: 0,
        errors: 0,
        timeouts: 0,
        fallbacks: 0,
        sumMs: 0,
        buckets: new Array<number>(FRAGMENT_DURATION_BOUNDS_MS.length + 1).fill(0),
      };
      this.cells.set(key, cell);
    }
    const ms = Math.max(0, s.ms);
    cell.count += 1;
    cell.sumMs += ms;
    cell.buckets[durationBucket(ms)]! += 1;
    if (s.outcome === 'error') cell.errors += 1;
    if (s.outcome === 'timeout') cell.timeouts += 1;
    if (s.fallback) cell.fallbacks += 1;
  };

  /** Removes and returns the rows of the minutes before the current one (all of them with `all`). */
  drain(all = false): FragmentMetricsRow[] {
    const current = Math.floor(this.now() / 60_000) * 60_000;
    const rows: FragmentMetricsRow[] = [];
    for (const [key, cell] of this.cells) {
      const [minute, remote, version, fragment] = key.split('\u0000') as [string, string, string, string];
      if (!all && Number(minute) >= current) continue;
      this.cells.delete(key);
      rows.push({ minute: new Date(Number(minute)).toISOString(), remote, version, fragment, ...cell });
    }
    return rows;
  }

  /** Puts rows back that could not be delivered (the platform server was down), within the bound. */
  restore(rows: readonly FragmentMetricsRow[]): void {
    for (const row of rows) {
      const key = `${Date.parse(row.minute)}\u0000${row.remote}\u0000${row.version}\u0000${row.fragment}`;
      const cell = this.cells.get(key);
      if (!cell) {
        if (this.cells.size >= MAX_FRAGMENT_CELLS) {
          this.dropped += row.count;
          continue;
        }
        this.cells.set(key, { ...row, buckets: [...row.buckets] });
        continue;
      }
      cell.count += row.count;
      cell.errors += row.errors;
      cell.timeouts += row.timeouts;
      cell.fallbacks += row.fallbacks;
      cell.sumMs += row.sumMs;
      row.buckets.forEach((n, i) => (cell.buckets[i]! += n));
    }
  }
}

/**
 * Posts the finished minutes to the platform server (`POST <server>/internal/fragment-metrics`);
 * rows that do not get through are kept for the next try (within the bound), so a restarting
 * platform server loses nothing. Resolves to the number of rows delivered.
 */
export async function flushFragmentMetrics(
  metrics: FragmentMetrics,
  target: { readonly server: string | null; readonly source: string; readonly fetch: typeof fetch },
  all = false,
): Promise<number> {
  const rows = metrics.drain(all);
  if (rows.length === 0) return 0;
  if (!target.server) {
    metrics.restore(rows);
    return 0;
  }
  const batch: FragmentMetricsBatch = { source: target.source, rows };
  try {
    const res = await target.fetch(`${target.server.replace(/\/+$/, '')}/internal/fragment-metrics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(batch),
      signal: AbortSignal.timeout(5_000),
    });
    await res.body?.cancel().catch(() => undefined);
    if (res.status === 204) return rows.length;
    // a 4xx is a batch the platform will never take: dropped, not retried forever
    if (res.status >= 400 && res.status < 500) {
      metrics.dropped += rows.reduce((n, r) => n + r.count, 0);
      return 0;
    }
  } catch {
    // unreachable: kept for the next flush
  }
  metrics.restore(rows);
  return 0;
}
