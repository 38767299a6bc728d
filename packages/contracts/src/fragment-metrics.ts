/**
 * What the composer measures of its fragment fetches and hands to the platform server
 * (`POST /internal/fragment-metrics`, decision 0151): per minute, remote version, fragment and
 * outcome class, the count and a duration histogram over fixed bucket bounds, so several composers'
 * minutes add up and the platform computes p50/p95/p99 from the summed buckets.
 */

/** Upper bounds (ms) of the duration buckets; one more bucket counts everything above the last. */
export const FRAGMENT_DURATION_BOUNDS_MS: readonly number[] = [
  2, 5, 10, 15, 20, 30, 40, 50, 75, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000, 10000,
];

/** One aggregated row: a minute of one composer's fetches of one fragment of one remote version. */
export interface FragmentMetricsRow {
  /** Start of the minute, ISO 8601. */
  readonly minute: string;
  readonly remote: string;
  readonly version: string;
  readonly fragment: string;
  readonly count: number;
  /** Answers the page could not use (non-2xx, network error). */
  readonly errors: number;
  readonly timeouts: number;
  /** Failed fetches whose slot showed the fallback (header, footer, main; a widget writes nothing). */
  readonly fallbacks: number;
  readonly sumMs: number;
  /** Counts per bucket of {@link FRAGMENT_DURATION_BOUNDS_MS}, plus one for the overflow. */
  readonly buckets: readonly number[];
}

/** What one composer sends: its id (host and process) and its finished minutes. */
export interface FragmentMetricsBatch {
  readonly source: string;
  readonly rows: readonly FragmentMetricsRow[];
}

/** The bucket index of a duration. */
export function durationBucket(ms: number): number {
  const bounds = FRAGMENT_DURATION_BOUNDS_MS;
  for (let i = 0; i < bounds.length; i += 1) if (ms <= bounds[i]!) return i;
  return bounds.length;
}

/**
 * A quantile (0–1) of a histogram over {@link FRAGMENT_DURATION_BOUNDS_MS}, interpolated linearly
 * inside its bucket as Prometheus' `histogram_quantile` does; the overflow bucket answers its lower
 * bound. `null` for an empty histogram.
 */
export function histogramQuantile(q: number, buckets: readonly number[]): number | null {
  const total = buckets.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const bounds = FRAGMENT_DURATION_BOUNDS_MS;
  const rank = q * total;
  let seen = 0;
  for (let i = 0; i < buckets.length; i += 1) {
    const n = buckets[i] ?? 0;
    if (n > 0 && seen + n >= rank) {
      if (i >= bounds.length) return bounds[bounds.length - 1]!;
      const lower = i === 0 ? 0 : bounds[i - 1]!;
      return lower + (bounds[i]! - lower) * ((rank - seen) / n);
    }
    seen += n;
  }
  return bounds[bounds.length - 1]!;
}
