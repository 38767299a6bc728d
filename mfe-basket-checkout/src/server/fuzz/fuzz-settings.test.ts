import { checkoutFuzzSettings } from './fuzz-settings';

describe('checkout fuzz settings', () => {
  it('runs a bounded count with the fixed seed in npm test', () => {
    expect(checkoutFuzzSettings({})).toEqual({ seed: 20261125, numRuns: 300, full: false });
  });

  it('runs 10,000 inputs per API with FUZZ_FULL=1 (fixed seed) and with npm run fuzz (FUZZ_RANDOM=1, random seed)', () => {
    expect(checkoutFuzzSettings({ FUZZ_FULL: '1' })).toEqual({ seed: 20261125, numRuns: 10_000, full: true });
    expect(checkoutFuzzSettings({ FUZZ_RANDOM: '1', FUZZ_RUNS: '20000' }, () => 2 ** 31 + 42)).toEqual({
      seed: 42,
      numRuns: 10_000,
      full: true,
    });
  });

  it('takes CHECKOUT_FUZZ_RUNS and FUZZ_SEED as given, and ignores values that are not positive whole numbers', () => {
    expect(checkoutFuzzSettings({ CHECKOUT_FUZZ_RUNS: '50', FUZZ_SEED: '7' })).toEqual({
      seed: 7,
      numRuns: 50,
      full: false,
    });
    expect(checkoutFuzzSettings({ CHECKOUT_FUZZ_RUNS: '12000' })).toMatchObject({
      numRuns: 12_000,
      full: true,
    });
    expect(checkoutFuzzSettings({ CHECKOUT_FUZZ_RUNS: 'many', FUZZ_SEED: '-1' })).toEqual({
      seed: 20261125,
      numRuns: 300,
      full: false,
    });
  });
});
