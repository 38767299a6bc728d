import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import styled from 'styled-components';
import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY, useColorMode } from '@sf/tokens';
import { installMatchMedia } from './media';
import { renderWithProviders } from './render';

// The node build of styled-components (jest's default) never injects createGlobalStyle CSS into jsdom;
// the browser build does, as on the page, so this file uses it to see the GlobalStyle.
jest.mock('styled-components', () =>
  jest.requireActual('styled-components/dist/styled-components.browser.cjs.js'),
);

const Swatch = styled.p`
  color: ${({ theme }) => theme.palette.text.primary};
`;

function ModeSwitch() {
  const { mode, scheme, setMode } = useColorMode();
  return (
    <>
      <Swatch>
        {mode}/{scheme}
      </Swatch>
      <button type="button" onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}>
        Farbmodus wechseln
      </button>
    </>
  );
}

describe('renderWithProviders', () => {
  it('renders inside the theme and colour mode, light by default, with the global styles', () => {
    renderWithProviders(<ModeSwitch />);
    expect(screen.getByText('light/light')).toBeInTheDocument();
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(css).toContain('color:#1a1a1a;');
    expect(css).toMatch(/\*,\s*\*::before,\s*\*::after\s*\{\s*box-sizing:\s*border-box;/);
    expect(css).toMatch(/body\s*\{[^}]*background-color:\s*#ffffff/);
  });

  it('starts from the given mode and keeps the mode in its own storage', async () => {
    const user = userEvent.setup();
    const { storage } = renderWithProviders(<ModeSwitch />, { mode: 'dark' });
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Farbmodus wechseln' }));
    expect(screen.getByText('light/light')).toBeInTheDocument();
    expect(storage.snapshot()).toEqual({
      [COLOR_MODE_STORAGE_KEY]: 'light',
      [COLOR_SCHEME_STORAGE_KEY]: 'light',
    });
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  });

  it('follows a faked system preference in system mode', () => {
    const media = installMatchMedia({ '(prefers-color-scheme: dark)': true });
    try {
      renderWithProviders(<ModeSwitch />, { mode: 'system' });
      expect(screen.getByText('system/dark')).toBeInTheDocument();
      act(() => media.set('(prefers-color-scheme: dark)', false));
      expect(screen.getByText('system/light')).toBeInTheDocument();
    } finally {
      media.restore();
    }
    expect(window.matchMedia).toBeUndefined();
  });

  it('sets the locale as lang and passes the white-label theme', () => {
    function Brand() {
      return <Swatch>{useColorMode().scheme}</Swatch>;
    }
    const { container } = renderWithProviders(<Brand />, { locale: 'fr-CH', whiteLabel: true });
    expect(container.firstElementChild).toHaveAttribute('lang', 'fr-CH');
    expect(screen.getByText('light')).toBeInTheDocument();
  });
});
