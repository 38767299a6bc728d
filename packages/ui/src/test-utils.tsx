/** Test helpers for this package only (not exported): render inside the theme, read generated CSS. */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { createTheme, type ColorScheme } from '@sf/tokens';

/** Renders `ui` inside a ThemeProvider with the theme for `mode`. */
export function renderUi(ui: ReactElement, mode: ColorScheme = 'light'): RenderResult {
  const theme = createTheme({ mode });
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    ),
  });
}

/** The CSS styled-components generates for a tree (jsdom keeps injected rules out of `textContent`). */
export function cssOf(tree: ReactElement, mode: ColorScheme = 'light'): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<ThemeProvider theme={createTheme({ mode })}>{tree}</ThemeProvider>));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

/**
 * The injected CSS rules (as jsdom's `cssText`) that target one of `el`'s classes, including rules nested in
 * `@media` blocks (written `@media <condition> { … }`). For asserting a rendered element's own styles.
 */
export function stylesOf(el: Element): string {
  const classes = [...el.classList].map((c) => `.${c}`);
  const matches = (rule: CSSRule) =>
    rule instanceof CSSStyleRule && classes.some((c) => rule.selectorText.includes(c));
  const out: string[] = [];
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) {
      if (matches(rule)) out.push(rule.cssText);
      if (rule instanceof CSSMediaRule) {
        const inner = [...rule.cssRules].filter(matches).map((r) => r.cssText);
        if (inner.length) out.push(`@media ${rule.conditionText} { ${inner.join(' ')} }`);
      }
    }
  }
  return out.join('\n');
}
