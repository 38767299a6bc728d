/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ColorModeProvider, GlobalStyle, createTheme, useColorMode } from './index';

function Mode() {
  const { mode, scheme } = useColorMode();
  return (
    <p>
      {mode} {scheme}
    </p>
  );
}

describe('on the server', () => {
  it('imports without window and renders light with the global styles', () => {
    expect(typeof window).toBe('undefined');
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <ColorModeProvider>
            <GlobalStyle />
            <Mode />
          </ColorModeProvider>,
        ),
      );
      expect(html).toBe('<p>system<!-- --> <!-- -->light</p>');
      expect(sheet.getStyleTags()).toContain('background-color:#ffffff');
    } finally {
      sheet.seal();
    }
  });

  it('renders dark when told so', () => {
    expect(
      renderToString(
        <ColorModeProvider ssrScheme="dark">
          <Mode />
        </ColorModeProvider>,
      ),
    ).toContain('dark');
    expect(
      renderToString(
        <ColorModeProvider defaultMode="dark">
          <Mode />
        </ColorModeProvider>,
      ),
    ).toBe('<p>dark<!-- --> <!-- -->dark</p>');
    expect(createTheme({ mode: 'light' }).mode).toBe('light');
  });
});
