import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTheme } from 'styled-components';
import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_STORAGE_KEY, type ColorModeStorage } from './color-mode';
import { ColorModeProvider, useColorMode } from './color-mode-provider';
import { installFakeMedia, type FakeMedia } from './test-media';

function Probe({ name = 'probe' }: { name?: string }) {
  const { mode, scheme, setMode } = useColorMode();
  const theme = useTheme();
  return (
    <section aria-label={name}>
      <p>
        {name}: {mode}/{scheme}/{theme.palette.background.default}
      </p>
      <button type="button" onClick={() => setMode('dark')}>
        {name} dark
      </button>
      <button type="button" onClick={() => setMode('system')}>
        {name} system
      </button>
    </section>
  );
}

let media: FakeMedia;
beforeEach(() => {
  window.localStorage.clear();
  media = installFakeMedia(false);
});
afterEach(() => media.restore());

describe('ColorModeProvider', () => {
  it('follows the system by default and updates when the system preference changes', () => {
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    expect(screen.getByText('probe: system/light/#ffffff')).toBeInTheDocument();
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    act(() => media.setDark(true));
    expect(screen.getByText('probe: system/dark/#121212')).toBeInTheDocument();
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('stores the chosen mode under mui-mode and the resolved scheme under mui-color-scheme', async () => {
    const user = userEvent.setup();
    render(
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'probe dark' }));
    expect(screen.getByText('probe: dark/dark/#121212')).toBeInTheDocument();
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'probe system' }));
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('system');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
  });

  it('starts from the stored mode, and follows another root and another tab', async () => {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    media.setDark(true);
    const user = userEvent.setup();
    render(
      <>
        <ColorModeProvider>
          <Probe name="shell" />
        </ColorModeProvider>
        <ColorModeProvider>
          <Probe name="remote" />
        </ColorModeProvider>
      </>,
    );
    expect(screen.getByText('remote: light/light/#ffffff')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'shell system' }));
    expect(screen.getByText('remote: system/dark/#121212')).toBeInTheDocument();
    act(() => {
      window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY }));
    });
    expect(screen.getByText('shell: light/light/#ffffff')).toBeInTheDocument();
    expect(screen.getByText('remote: light/light/#ffffff')).toBeInTheDocument();
  });

  it('uses defaultMode and the white-label theme, and keeps working without storage', async () => {
    const user = userEvent.setup();
    function Brand() {
      return <p>brand {useTheme().palette.brand.primary}</p>;
    }
    render(
      <ColorModeProvider storage={null} defaultMode="light" whiteLabel>
        <Brand />
        <Probe />
      </ColorModeProvider>,
    );
    expect(screen.getByText('brand #1e4a5e')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'probe dark' }));
    expect(screen.getByText('probe: dark/dark/#121212')).toBeInTheDocument();
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  });

  it('uses an injected storage', async () => {
    const data = new Map<string, string>([[COLOR_MODE_STORAGE_KEY, 'dark']]);
    const storage: ColorModeStorage = {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
    };
    render(
      <ColorModeProvider storage={storage}>
        <Probe />
      </ColorModeProvider>,
    );
    expect(screen.getByText('probe: dark/dark/#121212')).toBeInTheDocument();
    expect(data.get(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('hydrates server HTML (light) without a mismatch, then applies the stored mode', async () => {
    const tree = (
      <ColorModeProvider>
        <Probe />
      </ColorModeProvider>
    );
    const html = renderToString(tree);
    expect(html.replace(/<!-- -->/g, '')).toContain('probe: system/light/#ffffff');
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (e) => errors.push(e) }),
    );
    expect(errors).toEqual([]);
    expect(container).toHaveTextContent('probe: dark/dark/#121212');
    act(() => root.unmount());
    container.remove();
  });

  it('explains a missing provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useColorMode() must be used inside <ColorModeProvider>.');
    spy.mockRestore();
  });
});
