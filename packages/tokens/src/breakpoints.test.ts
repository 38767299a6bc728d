import {
  ALTERNATIVE_BREAKPOINTS,
  DEFAULT_BREAKPOINTS,
  SERVER_MEDIA_WIDTHS,
  createBreakpoints,
} from './breakpoints';

describe('breakpoints', () => {
  it('has both sets of the spec', () => {
    expect(DEFAULT_BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(ALTERNATIVE_BREAKPOINTS).toEqual({ xs: 0, sm: 360, md: 600, lg: 900, xl: 1140 });
    expect(SERVER_MEDIA_WIDTHS).toEqual({ mobile: 360, tablet: 768, desktop: 1024 });
  });

  it('builds media queries that do not overlap', () => {
    const bp = createBreakpoints('default');
    expect(bp.up('md')).toBe('@media (min-width: 900px)');
    expect(bp.down('md')).toBe('@media (max-width: 899.95px)');
    expect(bp.between('sm', 'lg')).toBe('@media (min-width: 600px) and (max-width: 1199.95px)');
    expect(bp.only('sm')).toBe('@media (min-width: 600px) and (max-width: 899.95px)');
    expect(bp.only('xl')).toBe('@media (min-width: 1536px)');
    expect(bp.up(480)).toBe('@media (min-width: 480px)');
  });

  it('uses the alternative set when asked', () => {
    const bp = createBreakpoints('alternative');
    expect(bp.up('xl')).toBe('@media (min-width: 1140px)');
    expect(bp.values.sm).toBe(360);
  });

  it('maps a width to its breakpoint, e.g. the server widths', () => {
    const def = createBreakpoints('default');
    const alt = createBreakpoints('alternative');
    expect(def.keyFor(SERVER_MEDIA_WIDTHS.mobile)).toBe('xs');
    expect(def.keyFor(SERVER_MEDIA_WIDTHS.tablet)).toBe('sm');
    expect(def.keyFor(SERVER_MEDIA_WIDTHS.desktop)).toBe('md');
    expect(alt.keyFor(SERVER_MEDIA_WIDTHS.mobile)).toBe('sm');
    expect(alt.keyFor(SERVER_MEDIA_WIDTHS.desktop)).toBe('lg');
    expect(def.keyFor(1536)).toBe('xl');
    expect(def.keyFor(1535.9)).toBe('lg');
  });
});
