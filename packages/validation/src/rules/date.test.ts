import { parseDate, validateDate } from './date';

describe('parseDate', () => {
  it('reads German and ISO dates', () => {
    expect(parseDate('01.03.2025')).toEqual({ year: 2025, month: 3, day: 1 });
    expect(parseDate('1.3.2025')).toEqual({ year: 2025, month: 3, day: 1 });
    expect(parseDate('2025-03-01')).toEqual({ year: 2025, month: 3, day: 1 });
    expect(parseDate('29.02.2024')).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it('refuses impossible or malformed dates', () => {
    for (const v of [
      '31.02.2025',
      '29.02.2025',
      '00.01.2025',
      '01.13.2025',
      '2025-3-1',
      '01/03/2025',
      'gestern',
      '',
    ]) {
      expect([v, parseDate(v)]).toEqual([v, null]);
    }
  });
});

describe('validateDate', () => {
  const today = new Date(Date.UTC(2025, 5, 15));
  it('passes empty values and real dates', () => {
    expect(validateDate('')).toBeUndefined();
    expect(validateDate(undefined)).toBeUndefined();
    expect(validateDate('24.12.1980')).toBeUndefined();
  });
  it('reports an invalid date', () => {
    expect(validateDate('31.04.2020')).toBe('date.invalid');
    expect(validateDate('12.12.1800')).toBe('date.invalid');
    expect(validateDate('abc')).toBe('date.invalid');
  });
  it('refuses future dates when asked (birthday)', () => {
    expect(validateDate('15.06.2025', { notInFuture: true, today })).toBeUndefined();
    expect(validateDate('16.06.2025', { notInFuture: true, today })).toBe('date.invalid');
    expect(validateDate('16.06.2025', { today })).toBeUndefined();
  });
});
