// Type-only: brings the styled-components DefaultTheme augmentation to every importer (erased at build).
import type {} from './styled';
export { AA_NON_TEXT, AA_TEXT, contrastRatio, relativeLuminance, parseHex } from './contrast';
export {
  BRAND_COLORS,
  WHITE_LABEL_BRAND_COLORS,
  createPalette,
  type ActionColor,
  type ColorScheme,
  type FeedbackColor,
  type Palette,
  type Severity,
} from './colors';
export {
  ALTERNATIVE_BREAKPOINTS,
  BREAKPOINT_KEYS,
  BREAKPOINT_SETS,
  DEFAULT_BREAKPOINTS,
  SERVER_MEDIA_WIDTHS,
  createBreakpoints,
  type BreakpointKey,
  type BreakpointSetName,
  type BreakpointValues,
  type Breakpoints,
  type DeviceType,
} from './breakpoints';
export { SPACING_UNIT_REM, spacing, type Spacing } from './spacing';
export {
  FONT_FAMILY,
  HEADING_SIZES,
  TYPOGRAPHY,
  type HeadingLevel,
  type TextStyle,
  type Typography,
} from './typography';
export { FOCUS_RING, MOTION, RADII, SNACKBAR, TOUCH_TARGET, Z_INDEX } from './sizes';
export { createTheme, isSfTheme, themeOf, type CreateThemeOptions, type SfTheme } from './theme';
export {
  COLOR_MODE_CHANGE_EVENT,
  COLOR_MODE_STORAGE_KEY,
  COLOR_SCHEME_STORAGE_KEY,
  DARK_SCHEME_QUERY,
  isColorMode,
  readColorMode,
  resolveColorScheme,
  type ColorMode,
  type ColorModeStorage,
} from './color-mode';
export {
  ColorModeProvider,
  useColorMode,
  type ColorModeProviderProps,
  type ColorModeValue,
} from './color-mode-provider';
export { GlobalStyle } from './global-style';
