import fc from 'fast-check';
import { amountField, parseAmount } from './amount';

describe('parseAmount', () => {
  it.each([
    ['999', 99900],
    ['999,5', 99950],
    ['999.00', 99900],
    ['1.299,00', 129900],
    ["1'299.95", 129995],
    ['1 299,95 €', 129995],
    ['0', 0],
  ])('%s → %d cents', (input, cents) => expect(parseAmount(input)).toBe(cents));

  it.each(['', 'abc', '-5', '1e5', '12,345,678,901,234,567'])('refuses %p', (input) =>
    expect(parseAmount(input)).toBeNull(),
  );

  it('reads back what amountField writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        (cents) => parseAmount(amountField(cents)) === cents,
      ),
      { seed: 12, numRuns: 300 },
    );
  });
});
