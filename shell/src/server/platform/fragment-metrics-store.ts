import {
  FRAGMENT_DURATION_BOUNDS_MS,
  histogramQuantile,
  type FragmentMetricsBatch,
  type FragmentMetricsRow,
} from '@sf/contracts';
import type { Db } from '@sf/data';
import { z } from 'zod';

const count = z.number().int().min(0).max(1e9);
const name = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$/);

const row = z
  .strictObject({
    minute: z.iso.datetime(),
    remote: name,
    version: z.string().max(128),
    fragment: name,
    count: count.min(1),
    errors: count,
    timeouts: count,
    fallbacks: count,
    sumMs: z.number().min(0).max(1e12),
    buckets: z.array(count).length(FRAGMENT_DURATION_BOUNDS_MS.length + 1),
  })
  .refine((r) => r.buckets.reduce((a, b) => a + b, 0) === r.count && r.errors + r.timeouts <= r.count);

const batch = z.strictObject({ source: z.string().min(1).max(128), rows: z.array(row).min(1).max(5_000) });

/** A composer's batch (decision 0151), or null when anything in it is malformed. */
export function parseFragmentBatch(json: unknown): FragmentMetricsBatch | null {
  const parsed = batch.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Stores a batch, a few hundred rows per statement. */
export async function storeFragmentMetrics(db: Db, { source, rows }: FragmentMetricsBatch): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const values: unknown[] = [];
    const tuples = chunk.map((r: FragmentMetricsRow, i) => {
      values.push(
        r.minute,
        source,
        r.remote,
        r.version,
        r.fragment,
        r.count,
        r.errors,
        r.timeouts,
        r.fallbacks,
        r.sumMs,
        r.buckets,
      );
      const k = i * 11;
      return `($${k + 1}, $${k + 2}, $${k + 3}, $${k + 4}, $${k + 5}, $${k + 6}, $${k + 7}, $${k + 8}, $${k + 9}, $${k + 10}, $${k + 11}::integer[])`;
    });
    await db.query(
      `INSERT INTO fragment_metrics (minute, source, remote, version, fragment, count, errors, timeouts, fallbacks, sum_ms, buckets)
       VALUES ${tuples.join(', ')}`,
      values,
    );
  }
}

/** One remote fragment over a period: latency quantiles from the summed histograms, error and fallback rates. */
export interface FragmentSummary {
  readonly remote: string;
  readonly fragment: string;
  /** The versions measured (live and canary). */
  readonly versions: readonly string[];
  readonly count: number;
  readonly p50: number | null;
  readonly p95: number | null;
  readonly p99: number | null;
  readonly meanMs: number;
  /** Non-2xx answers, network errors and timeouts, 0–1. */
  readonly errorRate: number;
  readonly timeoutRate: number;
  /** Fetches whose slot showed the fallback, 0–1. */
  readonly fallbackRate: number;
}

/** Every remote fragment measured since `since`, all composers together, by remote and fragment. */
export async function summarizeFragments(db: Db, since: Date): Promise<FragmentSummary[]> {
  const { rows } = await db.query<{
    remote: string;
    fragment: string;
    version: string;
    count: number;
    errors: number;
    timeouts: number;
    fallbacks: number;
    sum_ms: number;
    buckets: number[];
  }>(
    `SELECT remote, fragment, version, count, errors, timeouts, fallbacks, sum_ms, buckets
     FROM fragment_metrics WHERE minute >= $1`,
    [since.toISOString()],
  );
  const byKey = new Map<
    string,
    {
      remote: string;
      fragment: string;
      versions: Set<string>;
      n: number;
      e: number;
      t: number;
      f: number;
      sum: number;
      buckets: number[];
    }
  >();
  for (const r of rows) {
    const key = `${r.remote}\u0000${r.fragment}`;
    let acc = byKey.get(key);
    if (!acc) {
      acc = {
        remote: r.remote,
        fragment: r.fragment,
        versions: new Set(),
        n: 0,
        e: 0,
        t: 0,
        f: 0,
        sum: 0,
        buckets: new Array<number>(FRAGMENT_DURATION_BOUNDS_MS.length + 1).fill(0),
      };
      byKey.set(key, acc);
    }
    if (r.version) acc.versions.add(r.version);
    acc.n += r.count;
    acc.e += r.errors + r.timeouts;
    acc.t += r.timeouts;
    acc.f += r.fallbacks;
    acc.sum += Number(r.sum_ms);
    r.buckets.forEach((b, i) => (acc.buckets[i]! += Number(b)));
  }
  return [...byKey.values()]
    .sort((a, b) => a.remote.localeCompare(b.remote) || a.fragment.localeCompare(b.fragment))
    .map((a) => ({
      remote: a.remote,
      fragment: a.fragment,
      versions: [...a.versions].sort(),
      count: a.n,
      p50: histogramQuantile(0.5, a.buckets),
      p95: histogramQuantile(0.95, a.buckets),
      p99: histogramQuantile(0.99, a.buckets),
      meanMs: a.sum / a.n,
      errorRate: a.e / a.n,
      timeoutRate: a.t / a.n,
      fallbackRate: a.f / a.n,
    }));
}

/** Measurements are kept a week (the dashboard shows the last hour; the rest is for a look back). */
export const FRAGMENT_METRICS_RETENTION_DAYS = 7;

export async function pruneFragmentMetrics(
  db: Db,
  days = FRAGMENT_METRICS_RETENTION_DAYS,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  return (await db.query('DELETE FROM fragment_metrics WHERE minute < $1', [cutoff])).affectedRows;
}
