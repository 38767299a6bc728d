import { pauseDueOn, pauseSurchargeCents, pauseTerms } from './payment-pause';

describe('payment pause', () => {
  it('has the tenant terms where it is offered: 4 months, 3.5 % in DE and AT; none in CH and NL', () => {
    expect(pauseTerms('DE')).toEqual({ months: 4, surchargeBp: 350 });
    expect(pauseTerms('AT')).toEqual({ months: 4, surchargeBp: 350 });
    expect(pauseTerms('CH')).toBeNull();
    expect(pauseTerms('NL')).toBeNull();
  });
  it('rounds the surcharge to the cent', () => {
    expect(pauseSurchargeCents(10_000, 350)).toBe(350);
    expect(pauseSurchargeCents(12_345, 350)).toBe(432); // 432.075
    expect(pauseSurchargeCents(5_990, 350)).toBe(210); // 209.65
    expect(pauseSurchargeCents(0, 350)).toBe(0);
  });
  it('is due 4 months after the order, on the month end when the month is shorter', () => {
    expect(pauseDueOn(new Date('2026-11-27T17:00:00Z'), 4)).toBe('2027-03-27');
    expect(pauseDueOn(new Date('2026-10-31T10:00:00Z'), 4)).toBe('2027-02-28');
    expect(pauseDueOn(new Date('2027-10-31T10:00:00Z'), 4)).toBe('2028-02-29');
  });
});
