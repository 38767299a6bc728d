import { DATA_TIMINGS, dataTimingsFor, isSlowConnection, SLOW_DATA_TIMINGS } from './data-timings';

describe('data timings (spec section 9)', () => {
  it('are dedupe 2 s, focus throttle 5 s, retry 5 s, loading timeout 3 s; 10 s and 5 s when slow', () => {
    expect(DATA_TIMINGS).toEqual({
      dedupeMs: 2000,
      focusThrottleMs: 5000,
      retryMs: 5000,
      loadingTimeoutMs: 3000,
    });
    expect(SLOW_DATA_TIMINGS).toEqual({
      dedupeMs: 2000,
      focusThrottleMs: 5000,
      retryMs: 10_000,
      loadingTimeoutMs: 5000,
    });
  });

  it('counts 2g, slow-2g and saveData as slow, anything else (or no API) as not', () => {
    expect(isSlowConnection({ connection: { effectiveType: '2g' } })).toBe(true);
    expect(isSlowConnection({ connection: { effectiveType: 'slow-2g' } })).toBe(true);
    expect(isSlowConnection({ connection: { effectiveType: '4g', saveData: true } })).toBe(true);
    expect(isSlowConnection({ connection: { effectiveType: '3g' } })).toBe(false);
    expect(isSlowConnection({ connection: { effectiveType: '4g', saveData: false } })).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
    expect(dataTimingsFor({ connection: { effectiveType: '2g' } })).toBe(SLOW_DATA_TIMINGS);
    expect(dataTimingsFor({ connection: { effectiveType: '3g' } })).toBe(DATA_TIMINGS);
  });
});
