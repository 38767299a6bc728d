/**
 * The figures of one version's fragment fetches over a sliding window, in memory and bounded, and
 * the rule that says when a canary has passed its budget (decision 0142). Pure: no clock, no I/O.
 */

/** When a canary is rolled back; every number is configurable (`canaryPolicyFromEnv`). */
export interface CanaryPolicy {
  /** The sliding window (default 60 s). */
  readonly windowMs: number;
  /** At most this many fetches kept per version (default 1,000): the oldest go first. */
  readonly maxSamples: number;
  /** The canary is judged only after this many fetches in the window (default 20). */
  readonly minSamples: number;
  /** Error rate (5xx, other unusable status, no answer, timeout → fallback) a canary may not pass (default 5 %). */
  readonly maxErrorRate: number;
  /** …and by how much it must exceed the stable version's, so a domain down for everybody is no canary's fault (default 2 points). */
  readonly errorRateMargin: number;
  /** A canary's p99 over its declared budget must also be this much slower than the stable version's, relative to the budgets (default 1.5×). */
  readonly p99Factor: number;
  /** Budget where a version declares none for a fragment (default 1,000 ms). */
  readonly defaultP99BudgetMs: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = {
  windowMs: 60_000,
  maxSamples: 1_000,
  minSamples: 20,
  maxErrorRate: 0.05,
  errorRateMargin: 0.02,
  p99Factor: 1.5,
  defaultP99BudgetMs: 1_000,
};

interface Sample {
  readonly at: number;
  readonly ms: number;
  readonly budgetMs: number;
  readonly failed: boolean;
}

/** What a window holds now. */
export interface WindowFigures {
  readonly samples: number;
  readonly errors: number;
  readonly errorRate: number;
  /** p99 of the answer times of successful fetches (0 without any). */
  readonly p99Ms: number;
  /** p99 of answer time ÷ the fragment's budget: above 1 means over budget. */
  readonly p99OfBudget: number;
}

/** The fetches of one version in the last `windowMs`, at most `maxSamples`. */
export class SlidingWindow {
  private samples: Sample[] = [];

  constructor(private readonly policy: Pick<CanaryPolicy, 'windowMs' | 'maxSamples'>) {}

  add(at: number, ms: number, budgetMs: number, failed: boolean): void {
    this.samples.push({ at, ms, budgetMs, failed });
    if (this.samples.length > this.policy.maxSamples) this.samples.shift();
  }

  figures(now: number): WindowFigures {
    const from = now - this.policy.windowMs;
    if (this.samples.length > 0 && this.samples[0]!.at < from)
      this.samples = this.samples.filter((s) => s.at >= from);
    const ok = this.samples.filter((s) => !s.failed);
    const errors = this.samples.length - ok.length;
    return {
      samples: this.samples.length,
      errors,
      errorRate: this.samples.length === 0 ? 0 : errors / this.samples.length,
      p99Ms: p99(ok.map((s) => s.ms)),
      p99OfBudget: p99(ok.map((s) => s.ms / s.budgetMs)),
    };
  }
}

/** The 99th percentile (nearest rank) of `values`; 0 for none. */
export function p99(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)]!;
}

/** Why a canary is rolled back, or null while it is within its budget (or has too few fetches yet). */
export function canaryVerdict(
  canary: WindowFigures,
  stable: WindowFigures,
  policy: CanaryPolicy,
): 'error-rate' | 'p99' | null {
  if (canary.samples < policy.minSamples) return null;
  const stableKnown = stable.samples >= policy.minSamples;
  const stableRate = stableKnown ? stable.errorRate : 0;
  if (canary.errorRate > policy.maxErrorRate && canary.errorRate > stableRate + policy.errorRateMargin)
    return 'error-rate';
  // latency only against a baseline: without the stable version's own fetches in the window a slow
  // machine would look like a slow canary; times are compared as shares of each fragment's budget,
  // so different mixes of fragments compare
  const successes = canary.samples - canary.errors;
  const stableSuccesses = stable.samples - stable.errors;
  if (
    successes >= policy.minSamples &&
    stableSuccesses >= policy.minSamples &&
    canary.p99OfBudget > 1 &&
    canary.p99OfBudget > stable.p99OfBudget * policy.p99Factor
  )
    return 'p99';
  return null;
}

/** The policy with `SF_CANARY_*` overrides (positive numbers; anything else fails the start). */
export function canaryPolicyFromEnv(env: Readonly<Record<string, string | undefined>>): CanaryPolicy {
  const read = (name: string, fallback: number, max = Infinity): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n <= 0 || n > max)
      throw new Error(
        `${name} must be a number above 0${max < Infinity ? ` and at most ${max}` : ''}, got ${raw}`,
      );
    return n;
  };
  const d = DEFAULT_CANARY_POLICY;
  return {
    windowMs: read('SF_CANARY_WINDOW_MS', d.windowMs),
    maxSamples: Math.round(read('SF_CANARY_MAX_SAMPLES', d.maxSamples)),
    minSamples: Math.round(read('SF_CANARY_MIN_SAMPLES', d.minSamples)),
    maxErrorRate: read('SF_CANARY_MAX_ERROR_RATE', d.maxErrorRate, 1),
    errorRateMargin: read('SF_CANARY_ERROR_RATE_MARGIN', d.errorRateMargin, 1),
    p99Factor: read('SF_CANARY_P99_FACTOR', d.p99Factor),
    defaultP99BudgetMs: read('SF_CANARY_DEFAULT_P99_MS', d.defaultP99BudgetMs),
  };
}
