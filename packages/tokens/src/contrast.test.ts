import { contrastRatio, parseHex, relativeLuminance } from './contrast';

describe('contrast', () => {
  it('parses short and long hex', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#068099')).toEqual([6, 128, 153]);
    expect(() => parseHex('red')).toThrow('Not a hex colour: red');
  });

  it('computes luminance and ratio per WCAG', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The brand primary against white, measured: 4.61:1.
    expect(contrastRatio('#068099', '#ffffff')).toBeCloseTo(4.61, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
