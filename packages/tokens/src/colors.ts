/**
 * Colour tokens: the brand values of spec section 9 and the accessible palettes derived from them.
 *
 * Why derived shades: the brand values are kept as they are (`brand.*`), but they are too close to the
 * 4.5:1 AA limit (or below it) to carry text. Measured against white: #068099 4.61:1, #C44F4F 4.59:1
 * (both pass on pure white only and fail on the #f5f5f5 surface at ≈4.2:1 and on their own hover state),
 * #e73452 4.19:1 (fails). Text, links and button backgrounds therefore use darker shades of the same hue
 * (mixed with black) that reach ≥ 5.6:1 on white and ≥ 5.1:1 on the surface colour; dark mode uses lighter
 * tints (mixed with white) with near-black text. `colors.test.ts` checks every pair.
 */

/** Feedback severities shared by Alert and Toast (same union as the toast contract). */
export type Severity = 'info' | 'success' | 'warning' | 'error';

/** The resolved scheme a palette is built for. */
export type ColorScheme = 'light' | 'dark';

/** Brand colours of the default theme (spec section 9). */
export const BRAND_COLORS = { primary: '#068099', secondary: '#C44F4F' } as const;

/** Brand colours of the white-label theme (spec section 9). */
export const WHITE_LABEL_BRAND_COLORS = { primary: '#1e4a5e', secondary: '#e73452' } as const;

/** A brand colour as used for filled controls: background, hover background and the text on both. */
export interface ActionColor {
  readonly main: string;
  readonly hover: string;
  readonly contrastText: string;
}

/** Foreground, background and border of an inline feedback box (Alert). */
export interface FeedbackColor {
  readonly fg: string;
  readonly bg: string;
  readonly border: string;
}

/** Every colour the UI uses, for one theme in one scheme. */
export interface Palette {
  /** The untouched brand values (logos, decorative accents; never text). */
  readonly brand: { readonly primary: string; readonly secondary: string };
  readonly primary: ActionColor;
  readonly secondary: ActionColor;
  readonly background: { readonly default: string; readonly surface: string };
  readonly text: {
    readonly primary: string;
    readonly secondary: string;
    readonly link: string;
    readonly linkHover: string;
  };
  /** Borders of form controls (≥ 3:1 against both backgrounds, WCAG 1.4.11). */
  readonly border: string;
  /** Decorative separators only. */
  readonly divider: string;
  /** Focus indicator (≥ 3:1 against both backgrounds). */
  readonly focusRing: string;
  readonly disabled: { readonly fg: string; readonly bg: string };
  readonly feedback: Readonly<Record<Severity, FeedbackColor>>;
  /** Filled toast colours. */
  readonly toast: Readonly<Record<Severity, { readonly fg: string; readonly bg: string }>>;
  readonly skeleton: { readonly base: string; readonly highlight: string };
  /** Modal backdrop. */
  readonly backdrop: string;
}

type Neutrals = Omit<Palette, 'brand' | 'primary' | 'secondary' | 'text' | 'focusRing'> & {
  readonly text: Pick<Palette['text'], 'primary' | 'secondary'>;
};

const LIGHT: Neutrals = {
  background: { default: '#ffffff', surface: '#f5f5f5' },
  text: { primary: '#1a1a1a', secondary: '#555555' },
  border: '#767676',
  divider: '#d6d6d6',
  disabled: { fg: '#5e5e5e', bg: '#e0e0e0' },
  feedback: {
    info: { fg: '#0d4a6b', bg: '#e8f3f8', border: '#2a7ab0' },
    success: { fg: '#1d5a22', bg: '#eaf5eb', border: '#2e7d32' },
    warning: { fg: '#663c00', bg: '#fff4e5', border: '#b26a00' },
    error: { fg: '#8c1d1d', bg: '#fdeded', border: '#c62828' },
  },
  toast: {
    info: { fg: '#ffffff', bg: '#0d4a6b' },
    success: { fg: '#ffffff', bg: '#1d5a22' },
    warning: { fg: '#ffffff', bg: '#663c00' },
    error: { fg: '#ffffff', bg: '#8c1d1d' },
  },
  skeleton: { base: '#e6e6e6', highlight: '#f5f5f5' },
  backdrop: 'rgba(0, 0, 0, 0.5)',
};

const DARK: Neutrals = {
  background: { default: '#121212', surface: '#1e1e1e' },
  text: { primary: '#f2f2f2', secondary: '#b8b8b8' },
  border: '#8a8a8a',
  divider: '#3a3a3a',
  disabled: { fg: '#9e9e9e', bg: '#2c2c2c' },
  feedback: {
    info: { fg: '#9fd3f0', bg: '#0f2631', border: '#4fa3d1' },
    success: { fg: '#a5d6a7', bg: '#14261a', border: '#66bb6a' },
    warning: { fg: '#ffcc80', bg: '#2e2110', border: '#ffa726' },
    error: { fg: '#f4a3a3', bg: '#2f1616', border: '#ef5350' },
  },
  toast: {
    info: { fg: '#121212', bg: '#9fd3f0' },
    success: { fg: '#121212', bg: '#a5d6a7' },
    warning: { fg: '#121212', bg: '#ffcc80' },
    error: { fg: '#121212', bg: '#f4a3a3' },
  },
  skeleton: { base: '#2a2a2a', highlight: '#3a3a3a' },
  backdrop: 'rgba(0, 0, 0, 0.7)',
};

/** Accessible action shades per theme and scheme (see the file comment for how they were derived). */
const ACTIONS = {
  default: {
    light: {
      primary: { main: '#057187', hover: '#045c6e', contrastText: '#ffffff' },
      secondary: { main: '#ac4646', hover: '#8d3939', contrastText: '#ffffff' },
    },
    dark: {
      primary: { main: '#60aebe', hover: '#94c8d3', contrastText: '#121212' },
      secondary: { main: '#d98e8e', hover: '#e5b2b2', contrastText: '#121212' },
    },
  },
  whiteLabel: {
    light: {
      // #1e4a5e already reaches 9.6:1 on white and is used as is.
      primary: { main: '#1e4a5e', hover: '#173847', contrastText: '#ffffff' },
      secondary: { main: '#c22c45', hover: '#9f2439', contrastText: '#ffffff' },
    },
    dark: {
      primary: { main: '#91a6b0', hover: '#b3c1c8', contrastText: '#121212' },
      secondary: { main: '#f08194', hover: '#f5acb8', contrastText: '#121212' },
    },
  },
} as const satisfies Record<string, Record<ColorScheme, { primary: ActionColor; secondary: ActionColor }>>;

/**
 * Builds the palette of one theme (default or white-label) in one scheme.
 * @example createPalette({ whiteLabel: false, scheme: 'dark' }).text.link // '#60aebe'
 */
export function createPalette(opts: { readonly whiteLabel: boolean; readonly scheme: ColorScheme }): Palette {
  const neutrals = opts.scheme === 'dark' ? DARK : LIGHT;
  const actions = ACTIONS[opts.whiteLabel ? 'whiteLabel' : 'default'][opts.scheme];
  return {
    ...neutrals,
    brand: opts.whiteLabel ? WHITE_LABEL_BRAND_COLORS : BRAND_COLORS,
    primary: actions.primary,
    secondary: actions.secondary,
    text: { ...neutrals.text, link: actions.primary.main, linkHover: actions.primary.hover },
    focusRing: actions.primary.main,
  };
}
