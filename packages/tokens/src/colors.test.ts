import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { BRAND_COLORS, WHITE_LABEL_BRAND_COLORS, createPalette, type Severity } from './colors';

const SEVERITIES: Severity[] = ['info', 'success', 'warning', 'error'];
const CASES = [false, true].flatMap((whiteLabel) =>
  (['light', 'dark'] as const).map((scheme) => ({
    whiteLabel,
    scheme,
    palette: createPalette({ whiteLabel, scheme }),
  })),
);

describe('brand colours', () => {
  it('keeps the spec values', () => {
    expect(BRAND_COLORS).toEqual({ primary: '#068099', secondary: '#C44F4F' });
    expect(WHITE_LABEL_BRAND_COLORS).toEqual({ primary: '#1e4a5e', secondary: '#e73452' });
    expect(createPalette({ whiteLabel: false, scheme: 'light' }).brand.primary).toBe('#068099');
    expect(createPalette({ whiteLabel: true, scheme: 'dark' }).brand.secondary).toBe('#e73452');
  });

  it('explains why text uses a derived shade: the raw brand values are at or below the AA limit', () => {
    expect(contrastRatio(BRAND_COLORS.primary, '#f5f5f5')).toBeLessThan(AA_TEXT);
    expect(contrastRatio(WHITE_LABEL_BRAND_COLORS.secondary, '#ffffff')).toBeLessThan(AA_TEXT);
    const light = createPalette({ whiteLabel: false, scheme: 'light' });
    expect(light.primary.main).not.toBe(BRAND_COLORS.primary);
  });
});

describe.each(CASES)('palette whiteLabel=$whiteLabel scheme=$scheme', ({ palette }) => {
  const backgrounds = [palette.background.default, palette.background.surface];

  it('text and links reach 4.5:1 on every background', () => {
    const texts = [palette.text.primary, palette.text.secondary, palette.text.link, palette.text.linkHover];
    for (const bg of backgrounds)
      for (const fg of texts) expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('button labels reach 4.5:1 on their fill and hover fill', () => {
    for (const action of [palette.primary, palette.secondary]) {
      expect(contrastRatio(action.contrastText, action.main)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(action.contrastText, action.hover)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('control borders and the focus ring reach 3:1 on every background', () => {
    for (const bg of backgrounds) {
      expect(contrastRatio(palette.border, bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
      expect(contrastRatio(palette.focusRing, bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });

  it('alert and toast texts reach 4.5:1 on their own fills', () => {
    for (const s of SEVERITIES) {
      expect(contrastRatio(palette.feedback[s].fg, palette.feedback[s].bg)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(palette.feedback[s].border, palette.feedback[s].bg)).toBeGreaterThanOrEqual(
        AA_NON_TEXT,
      );
      expect(contrastRatio(palette.toast[s].fg, palette.toast[s].bg)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('field error texts and error borders work on the page backgrounds too', () => {
    for (const bg of backgrounds) {
      expect(contrastRatio(palette.feedback.error.fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(palette.feedback.error.border, bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });

  it('disabled labels stay readable although WCAG exempts them', () => {
    expect(contrastRatio(palette.disabled.fg, palette.disabled.bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
