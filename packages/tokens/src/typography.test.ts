import { FONT_FAMILY, HEADING_SIZES, TYPOGRAPHY } from './typography';

describe('typography', () => {
  it('uses an Arial-based stack', () => {
    expect(FONT_FAMILY.startsWith('Arial,')).toBe(true);
    expect(FONT_FAMILY.endsWith('sans-serif')).toBe(true);
  });

  it('runs from h1 2.625rem to h6 0.813rem, strictly decreasing', () => {
    expect(HEADING_SIZES.h1).toBe('2.625rem');
    expect(HEADING_SIZES.h6).toBe('0.813rem');
    const sizes = (['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((h) => parseFloat(HEADING_SIZES[h]));
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThan(sizes[i - 1]!);
    expect(TYPOGRAPHY.headings.h3.fontSize).toBe(HEADING_SIZES.h3);
  });
});
