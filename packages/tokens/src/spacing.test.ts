import { spacing } from './spacing';

describe('spacing', () => {
  it('multiplies the 0.5rem unit', () => {
    expect(spacing(0)).toBe('0');
    expect(spacing(1)).toBe('0.5rem');
    expect(spacing(2)).toBe('1rem');
    expect(spacing(0.5)).toBe('0.25rem');
    expect(spacing(-1)).toBe('-0.5rem');
  });

  it('supports the CSS shorthand with up to four values', () => {
    expect(spacing(1, 2)).toBe('0.5rem 1rem');
    expect(spacing(1, 2, 3, 0)).toBe('0.5rem 1rem 1.5rem 0');
  });

  it('refuses non-numbers', () => {
    expect(() => spacing(Number.NaN)).toThrow('spacing: not a finite number: NaN');
  });
});
