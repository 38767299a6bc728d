import { parseQuantity, QUANTITY_MAX } from './quantity';

describe('parseQuantity', () => {
  it('takes a whole number from 1 to the maximum, as digits or a number', () => {
    expect(parseQuantity('1', 5)).toBe(1);
    expect(parseQuantity('05', 5)).toBe(5);
    expect(parseQuantity(3, 5)).toBe(3);
    expect(parseQuantity('99')).toBe(QUANTITY_MAX);
  });

  it('refuses empty, zero, too many, fractions, signs, exponents and spaces', () => {
    for (const bad of ['', '0', '6', '-1', '1.5', '1e1', ' 2', '100', 'zwei', null, undefined, 1.5, 0, NaN])
      expect(parseQuantity(bad, 5)).toBeNull();
  });

  it('caps the maximum at 99 and lets 1 through when nothing is in stock', () => {
    expect(parseQuantity(100, 500)).toBeNull();
    expect(parseQuantity('99', 500)).toBe(99);
    expect(parseQuantity('1', 0)).toBe(1);
    expect(parseQuantity('2', 0)).toBeNull();
  });
});
