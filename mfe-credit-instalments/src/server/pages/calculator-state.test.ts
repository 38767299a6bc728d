import { calculatorState } from './calculator-state';

const state = (query: string) => calculatorState('DE', new URLSearchParams(query));

describe('calculatorState (the calculator page without JavaScript)', () => {
  it('computes an amount above the maximum with the maximum and its notice (spec §5)', () => {
    for (const amount of ['12345,67', '2000000', '9999999999']) {
      const s = state(`amount=${amount}&term=48`);
      expect(s.failed).toBe(false);
      expect(s.amountError).toBeUndefined();
      expect(s.figures).toMatchObject({ basePrice: 1_000_000, notice: 'aboveMaximum' });
    }
  });

  it('marks an amount that is none on the field, not with the fallback text', () => {
    for (const amount of ['abc', '-5', '12a']) {
      expect(state(`amount=${amount}`)).toMatchObject({
        figures: null,
        failed: false,
        amountError: 'invalid',
      });
    }
    expect(state('amount=')).toMatchObject({ figures: null, failed: false, amountError: 'missing' });
  });

  it('asks nothing and shows nothing before the first calculation', () => {
    expect(state('')).toMatchObject({ figures: null, failed: false });
    expect(state('').amountError).toBeUndefined();
  });
});
