/**
 * Type tokens: the Arial-based font stack and the heading scale of spec section 9.
 *
 * The spec fixes only h1 (2.625rem) and h6 (0.813rem). h2–h5 follow a geometric scale between the two
 * (ratio (2.625 / 0.813)^(1/5) ≈ 1.264), rounded to 1/16 rem: h2 2.063rem (33px), h3 1.625rem (26px),
 * h4 1.313rem (21px), h5 1.063rem (17px).
 */

/** Heading levels. */
export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Size, line height and weight of one text style. */
export interface TextStyle {
  readonly fontSize: string;
  readonly lineHeight: number;
  readonly fontWeight: number;
}

/** Arial first; metric-compatible fallbacks where Arial is missing (Linux: Liberation Sans). */
export const FONT_FAMILY = 'Arial, "Helvetica Neue", Helvetica, "Liberation Sans", sans-serif';

/** Heading font sizes, strictly decreasing from h1 to h6. */
export const HEADING_SIZES: Readonly<Record<HeadingLevel, string>> = {
  h1: '2.625rem',
  h2: '2.063rem',
  h3: '1.625rem',
  h4: '1.313rem',
  h5: '1.063rem',
  h6: '0.813rem',
};

/** The complete type scale of the theme. */
export interface Typography {
  readonly fontFamily: string;
  readonly fontWeight: { readonly regular: number; readonly bold: number };
  readonly body: TextStyle;
  readonly small: TextStyle;
  readonly headings: Readonly<Record<HeadingLevel, TextStyle>>;
}

const heading = (fontSize: string): TextStyle => ({ fontSize, lineHeight: 1.25, fontWeight: 700 });

/** The type scale (same for every theme and scheme). Line heights leave room for WCAG 1.4.12 text spacing. */
export const TYPOGRAPHY: Typography = {
  fontFamily: FONT_FAMILY,
  fontWeight: { regular: 400, bold: 700 },
  body: { fontSize: '1rem', lineHeight: 1.5, fontWeight: 400 },
  small: { fontSize: '0.875rem', lineHeight: 1.5, fontWeight: 400 },
  headings: {
    h1: heading(HEADING_SIZES.h1),
    h2: heading(HEADING_SIZES.h2),
    h3: heading(HEADING_SIZES.h3),
    h4: heading(HEADING_SIZES.h4),
    h5: heading(HEADING_SIZES.h5),
    h6: heading(HEADING_SIZES.h6),
  },
};
