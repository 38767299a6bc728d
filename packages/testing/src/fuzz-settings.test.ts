import { fuzzSettings } from './fuzz-settings';

describe('fuzzSettings', () => {
  it('uses a fixed seed and the default count in npm test', () => {
    expect(fuzzSettings('x', 300, {})).toEqual({ seed: 20_261_127, numRuns: 300 });
  });

  it('repeats a seed and resizes a run from the environment', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(fuzzSettings('x', 300, { FUZZ_SEED: '42', FUZZ_RUNS: '5000' })).toEqual({
      seed: 42,
      numRuns: 5000,
    });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('FUZZ_SEED=42'));
    log.mockRestore();
  });

  it('draws a seed with FUZZ_RANDOM=1 and refuses settings that are not integers', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const a = fuzzSettings('x', 10, { FUZZ_RANDOM: '1' });
    expect(Number.isInteger(a.seed)).toBe(true);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
    expect(() => fuzzSettings('x', 10, { FUZZ_RUNS: 'many' })).toThrow('must be integers');
  });
});
