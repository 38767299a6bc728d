import { durationBucket, FRAGMENT_DURATION_BOUNDS_MS, histogramQuantile } from './fragment-metrics';

describe('fragment duration histograms', () => {
  it('puts a duration into the first bucket whose bound is not below it, the rest into the overflow', () => {
    expect(durationBucket(0)).toBe(0);
    expect(durationBucket(2)).toBe(0);
    expect(durationBucket(2.1)).toBe(1);
    expect(durationBucket(99)).toBe(FRAGMENT_DURATION_BOUNDS_MS.indexOf(100));
    expect(durationBucket(60_000)).toBe(FRAGMENT_DURATION_BOUNDS_MS.length);
  });

  it('interpolates quantiles inside the bucket, as histogram_quantile does', () => {
    const buckets = new Array<number>(FRAGMENT_DURATION_BOUNDS_MS.length + 1).fill(0);
    // 100 fetches: 50 in (15, 20], 45 in (40, 50], 5 in (200, 300]
    buckets[durationBucket(18)] = 50;
    buckets[durationBucket(45)] = 45;
    buckets[durationBucket(250)] = 5;
    expect(histogramQuantile(0.5, buckets)).toBe(20);
    expect(histogramQuantile(0.95, buckets)).toBe(50);
    expect(histogramQuantile(0.99, buckets)).toBeCloseTo(280);
    expect(histogramQuantile(0.25, buckets)).toBeCloseTo(17.5);
  });

  it('answers null for nothing measured and the last bound for the overflow', () => {
    expect(histogramQuantile(0.5, [])).toBeNull();
    const over = new Array<number>(FRAGMENT_DURATION_BOUNDS_MS.length + 1).fill(0);
    over[FRAGMENT_DURATION_BOUNDS_MS.length] = 3;
    expect(histogramQuantile(0.99, over)).toBe(10_000);
  });
});
