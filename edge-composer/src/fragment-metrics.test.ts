import { FRAGMENT_DURATION_BOUNDS_MS, histogramQuantile } from '@sf/contracts';
import {
  FragmentMetrics,
  flushFragmentMetrics,
  MAX_FRAGMENT_CELLS,
  type FragmentSample,
} from './fragment-metrics';

const sample = (over: Partial<FragmentSample> = {}): FragmentSample => ({
  remote: 'mfe-catalog',
  version: '1.0.0-aaaa',
  fragmentId: 'product',
  ms: 40,
  outcome: 'ok',
  fallback: false,
  ...over,
});

describe('FragmentMetrics', () => {
  it('adds up a minute per remote version and fragment and hands over only finished minutes', () => {
    let now = Date.UTC(2026, 10, 27, 10, 0, 5);
    const m = new FragmentMetrics(() => now);
    for (let i = 0; i < 98; i += 1) m.record(sample({ ms: 12 }));
    m.record(sample({ ms: 5_000, outcome: 'timeout', fallback: true }));
    m.record(sample({ ms: 3, outcome: 'error', fallback: true }));
    m.record(sample({ fragmentId: 'category', ms: 80 }));
    expect(m.drain()).toEqual([]);
    now += 60_000;
    m.record(sample({ ms: 7 }));
    const rows = m.drain();
    expect(rows).toHaveLength(2);
    const product = rows.find((r) => r.fragment === 'product')!;
    expect(product).toMatchObject({
      minute: '2026-11-27T10:00:00.000Z',
      remote: 'mfe-catalog',
      version: '1.0.0-aaaa',
      count: 100,
      errors: 1,
      timeouts: 1,
      fallbacks: 2,
      sumMs: 98 * 12 + 5_003,
    });
    expect(product.buckets).toHaveLength(FRAGMENT_DURATION_BOUNDS_MS.length + 1);
    expect(histogramQuantile(0.5, product.buckets)).toBeLessThanOrEqual(15);
    // the current minute stays until it is over (or everything is drained on close)
    expect(m.drain()).toEqual([]);
    expect(m.drain(true)).toHaveLength(1);
  });

  it('holds a bounded number of cells and counts what it could not keep', () => {
    const m = new FragmentMetrics(() => 0);
    for (let i = 0; i < MAX_FRAGMENT_CELLS + 10; i += 1) m.record(sample({ fragmentId: `f${i}` }));
    expect(m.dropped).toBe(10);
    expect(m.drain(true)).toHaveLength(MAX_FRAGMENT_CELLS);
  });

  it('keeps rows the platform server did not take for the next flush, and drops a batch it refuses', async () => {
    let now = 0;
    const m = new FragmentMetrics(() => now);
    m.record(sample());
    now = 60_000;
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await flushFragmentMetrics(m, { server: 'http://p.test', source: 's', fetch: down })).toBe(0);
    let posted: unknown;
    const up = (async (url: string, init: RequestInit) => {
      posted = { url, body: JSON.parse(String(init.body)) };
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    expect(await flushFragmentMetrics(m, { server: 'http://p.test/', source: 's', fetch: up })).toBe(1);
    expect(posted).toMatchObject({
      url: 'http://p.test/internal/fragment-metrics',
      body: { source: 's', rows: [{ remote: 'mfe-catalog', count: 1 }] },
    });
    m.record(sample());
    now = 120_000;
    const refuse = (async () => new Response('bad', { status: 400 })) as typeof fetch;
    expect(await flushFragmentMetrics(m, { server: 'http://p.test', source: 's', fetch: refuse })).toBe(0);
    expect(m.dropped).toBe(1);
    expect(m.drain(true)).toEqual([]);
  });
});
