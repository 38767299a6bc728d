/**
 * The styled-components theme: every token in one object, built by `createTheme`.
 * `styled.d.ts` makes it the `DefaultTheme`, so `${({ theme }) => theme.palette.text.primary}` is typed.
 */
import { createBreakpoints, type BreakpointSetName, type Breakpoints } from './breakpoints';
import { createPalette, type ColorScheme, type Palette } from './colors';
import { FOCUS_RING, MOTION, RADII, SNACKBAR, TOUCH_TARGET, Z_INDEX } from './sizes';
import { spacing, type Spacing } from './spacing';
import { TYPOGRAPHY, type Typography } from './typography';

/** Options of `createTheme`. */
export interface CreateThemeOptions {
  /** The white-label theme (primary #1e4a5e, secondary #e73452) instead of the default brand. */
  readonly whiteLabel?: boolean | undefined;
  /** The resolved colour scheme. */
  readonly mode: ColorScheme;
  /** Which breakpoint set of the spec to use; `default` unless a tenant asks for the alternative set. */
  readonly breakpoints?: BreakpointSetName | undefined;
}

/** The theme every styled component receives. */
export interface SfTheme {
  readonly name: 'default' | 'white-label';
  readonly mode: ColorScheme;
  readonly palette: Palette;
  readonly breakpoints: Breakpoints;
  readonly spacing: Spacing;
  readonly typography: Typography;
  readonly snackbar: typeof SNACKBAR;
  readonly touchTarget: typeof TOUCH_TARGET;
  readonly radii: typeof RADII;
  readonly zIndex: typeof Z_INDEX;
  readonly motion: typeof MOTION;
  readonly focusRing: typeof FOCUS_RING;
}

const cache = new Map<string, SfTheme>();

/**
 * Builds (and memoizes) the theme for a brand and scheme. Memoized so that switching modes back and forth
 * hands styled-components the same object and does not regenerate styles.
 * @example <ThemeProvider theme={createTheme({ mode: 'light' })}>…</ThemeProvider>
 */
export function createTheme(opts: CreateThemeOptions): SfTheme {
  const whiteLabel = opts.whiteLabel === true;
  const bp = opts.breakpoints ?? 'default';
  const key = `${whiteLabel}:${opts.mode}:${bp}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const theme: SfTheme = {
    name: whiteLabel ? 'white-label' : 'default',
    mode: opts.mode,
    palette: createPalette({ whiteLabel, scheme: opts.mode }),
    breakpoints: createBreakpoints(bp),
    spacing,
    typography: TYPOGRAPHY,
    snackbar: SNACKBAR,
    touchTarget: TOUCH_TARGET,
    radii: RADII,
    zIndex: Z_INDEX,
    motion: MOTION,
    focusRing: FOCUS_RING,
  };
  cache.set(key, theme);
  return theme;
}

/** True when a value is a theme made by `createTheme` (styled-components passes `{}` without a provider). */
export function isSfTheme(value: unknown): value is SfTheme {
  return typeof value === 'object' && value !== null && 'palette' in value && 'typography' in value;
}

/**
 * The theme from styled-components props, or the default light theme when there is no ThemeProvider
 * (styled-components then passes `{}`); lets a primitive render sensibly instead of throwing.
 * @example styled.p`color: ${(p) => themeOf(p).palette.text.primary};`
 */
export function themeOf(props: { readonly theme?: unknown }): SfTheme {
  return isSfTheme(props.theme) ? props.theme : createTheme({ mode: 'light' });
}
