import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { createTheme } from './theme';

/** The CSS styled-components generates for a tree (jsdom keeps injected rules out of textContent). */
function cssOf(tree: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(tree));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle', () => {
  it('sets box-sizing, the body font and colours, and focus-visible outlines from the theme', () => {
    const text = cssOf(
      <ThemeProvider theme={createTheme({ mode: 'dark' })}>
        <GlobalStyle />
      </ThemeProvider>,
    );
    expect(text).toMatch(/\*,\s*\*::before,\s*\*::after\s*\{\s*box-sizing:\s*border-box;/);
    expect(text).toContain('color-scheme:dark');
    expect(text).toContain('font-family:Arial,');
    expect(text).toContain('background-color:#121212');
    expect(text).toMatch(/:focus-visible\{outline:3px solid #60aebe;outline-offset:2px;\}/);
    expect(text).toContain('prefers-reduced-motion:reduce');
  });

  it('falls back to the light theme without a ThemeProvider', () => {
    expect(cssOf(<GlobalStyle />)).toContain('background-color:#ffffff');
  });
});
