import { createTheme, isSfTheme } from './theme';

describe('createTheme', () => {
  it('builds the default light theme with all tokens', () => {
    const t = createTheme({ mode: 'light' });
    expect(t.name).toBe('default');
    expect(t.mode).toBe('light');
    expect(t.palette.brand.primary).toBe('#068099');
    expect(t.palette.background.default).toBe('#ffffff');
    expect(t.spacing(3)).toBe('1.5rem');
    expect(t.breakpoints.values.xl).toBe(1536);
    expect(t.snackbar).toEqual({ maxWidth: '600px', width: '90%' });
    expect(t.typography.headings.h1.fontSize).toBe('2.625rem');
    expect(parseFloat(t.touchTarget.min)).toBeGreaterThanOrEqual(24);
  });

  it('builds the white-label theme in dark mode with the alternative breakpoints', () => {
    const t = createTheme({ whiteLabel: true, mode: 'dark', breakpoints: 'alternative' });
    expect(t.name).toBe('white-label');
    expect(t.palette.brand).toEqual({ primary: '#1e4a5e', secondary: '#e73452' });
    expect(t.palette.background.default).toBe('#121212');
    expect(t.breakpoints.values.xl).toBe(1140);
  });

  it('returns the same object for the same options', () => {
    expect(createTheme({ mode: 'dark' })).toBe(createTheme({ mode: 'dark', whiteLabel: false }));
    expect(createTheme({ mode: 'dark' })).not.toBe(createTheme({ mode: 'light' }));
  });

  it('recognizes a theme', () => {
    expect(isSfTheme(createTheme({ mode: 'light' }))).toBe(true);
    expect(isSfTheme({})).toBe(false);
  });
});
