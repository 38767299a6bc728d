import { createGlobalStyle } from 'styled-components';
import { themeOf } from './theme';

/**
 * Page-wide base styles from the theme: border-box sizing, body font and colours, the `color-scheme`
 * (native controls and scrollbars follow dark mode), a visible focus ring on `:focus-visible`, and
 * near-zero motion under `prefers-reduced-motion`.
 * @example <ColorModeProvider><GlobalStyle />…</ColorModeProvider>
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    color-scheme: ${(p) => themeOf(p).mode};
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${(p) => themeOf(p).typography.fontFamily};
    font-size: ${(p) => themeOf(p).typography.body.fontSize};
    line-height: ${(p) => themeOf(p).typography.body.lineHeight};
    color: ${(p) => themeOf(p).palette.text.primary};
    background-color: ${(p) => themeOf(p).palette.background.default};
  }

  :focus-visible {
    outline: ${(p) => themeOf(p).focusRing.width} solid ${(p) => themeOf(p).palette.focusRing};
    outline-offset: ${(p) => themeOf(p).focusRing.offset};
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
