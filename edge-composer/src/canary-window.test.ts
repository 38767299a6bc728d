import {
  canaryPolicyFromEnv,
  canaryVerdict,
  DEFAULT_CANARY_POLICY,
  p99,
  SlidingWindow,
} from './canary-window';

const policy = DEFAULT_CANARY_POLICY;

function filled(n: number, ms: number, failures: number, budgetMs = 100, at = 0): SlidingWindow {
  const w = new SlidingWindow(policy);
  for (let i = 0; i < n; i += 1) w.add(at, ms, budgetMs, i < failures);
  return w;
}

describe('the canary window', () => {
  it('keeps the last window and at most maxSamples', () => {
    const w = new SlidingWindow({ windowMs: 1000, maxSamples: 3 });
    for (let i = 0; i < 5; i += 1) w.add(i * 100, 10, 100, false);
    expect(w.figures(400).samples).toBe(3);
    expect(w.figures(1350).samples).toBe(1);
  });

  it('computes p99 by nearest rank', () => {
    expect(p99([])).toBe(0);
    expect(p99(Array.from({ length: 100 }, (_, i) => i + 1))).toBe(99);
    expect(p99([5])).toBe(5);
  });

  it('judges a canary only after minSamples', () => {
    expect(canaryVerdict(filled(19, 10, 19).figures(0), filled(50, 10, 0).figures(0), policy)).toBeNull();
    expect(canaryVerdict(filled(20, 10, 20).figures(0), filled(50, 10, 0).figures(0), policy)).toBe(
      'error-rate',
    );
  });

  it('rolls back on an error rate above 5 % and 2 points over the stable version’s', () => {
    expect(canaryVerdict(filled(100, 10, 6).figures(0), filled(100, 10, 0).figures(0), policy)).toBe(
      'error-rate',
    );
    expect(canaryVerdict(filled(100, 10, 5).figures(0), filled(100, 10, 0).figures(0), policy)).toBeNull();
    // the domain fails for everybody: not the canary's fault
    expect(canaryVerdict(filled(100, 10, 30).figures(0), filled(100, 10, 29).figures(0), policy)).toBeNull();
  });

  it('rolls back on a p99 over the budget and 1.5 × the stable version’s, never without a baseline', () => {
    expect(canaryVerdict(filled(100, 200, 0).figures(0), filled(100, 50, 0).figures(0), policy)).toBe('p99');
    // no stable fetches to compare with (a fragment only the canary has, a loaded machine): not judged
    expect(canaryVerdict(filled(100, 200, 0).figures(0), filled(0, 0, 0).figures(0), policy)).toBeNull();
    // relative to each fragment's budget: a stable fragment of budget 500 at 400 ms is as slow
    expect(
      canaryVerdict(filled(100, 200, 0, 100).figures(0), filled(100, 400, 0, 500).figures(0), policy),
    ).toBe('p99');
    expect(
      canaryVerdict(filled(100, 200, 0, 100).figures(0), filled(100, 700, 0, 500).figures(0), policy),
    ).toBeNull();
    // over budget, but the stable version is as slow: the server, not the version
    expect(canaryVerdict(filled(100, 200, 0).figures(0), filled(100, 180, 0).figures(0), policy)).toBeNull();
    // slower than stable, but within budget
    expect(canaryVerdict(filled(100, 90, 0).figures(0), filled(100, 20, 0).figures(0), policy)).toBeNull();
  });

  it('reads SF_CANARY_* and refuses nonsense', () => {
    expect(canaryPolicyFromEnv({ SF_CANARY_WINDOW_MS: '5000', SF_CANARY_MIN_SAMPLES: '8' })).toMatchObject({
      windowMs: 5000,
      minSamples: 8,
      maxErrorRate: 0.05,
    });
    expect(() => canaryPolicyFromEnv({ SF_CANARY_MAX_ERROR_RATE: '2' })).toThrow(
      'SF_CANARY_MAX_ERROR_RATE must be a number above 0 and at most 1, got 2',
    );
  });
});
