import { co2Cents } from './co2';

describe('CO2 compensation price', () => {
  it('is 1 % of the goods, at least 0.50 and at most 5.00, nothing for an empty basket', () => {
    expect(co2Cents(0)).toBe(0);
    expect(co2Cents(1999)).toBe(50);
    expect(co2Cents(8999)).toBe(90);
    expect(co2Cents(12345)).toBe(123);
    expect(co2Cents(89900)).toBe(500);
  });
});
