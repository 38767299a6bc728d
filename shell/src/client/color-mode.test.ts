import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as tokens from '@sf/tokens';
import {
  COLOR_MODE_CHANGE_EVENT,
  COLOR_MODE_SCRIPT,
  COLOR_MODE_STORAGE_KEY,
  enhanceColorModeSwitch,
  storedMode,
  type ModeStorage,
} from './color-mode';

function memory(initial: Record<string, string> = {}): ModeStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

const clearCookie = () => (document.cookie = 'sf_mode=; max-age=0; path=/');

function setup(
  storage: ModeStorage | null,
  options: { cookies?: string; idle?: (then: () => void) => void } = {},
) {
  document.documentElement.removeAttribute('data-color-scheme');
  document.body.innerHTML =
    '<div data-sf-color-mode-field hidden><label for="m">Farbmodus</label><select id="m" data-sf-color-mode>' +
    '<option value="system">System</option><option value="light">Hell</option><option value="dark">Dunkel</option></select></div>';
  const opened = jest.fn(() => storage);
  enhanceColorModeSwitch(document, {
    storage: opened,
    ...(options.cookies === undefined ? {} : { cookies: options.cookies }),
    whenIdle: options.idle ?? ((then) => then()),
  });
  return opened;
}

it('speaks the colour-mode contract of @sf/tokens (restated to keep it out of the first chunk)', () => {
  expect(COLOR_MODE_STORAGE_KEY).toBe(tokens.COLOR_MODE_STORAGE_KEY);
  expect(COLOR_MODE_CHANGE_EVENT).toBe(tokens.COLOR_MODE_CHANGE_EVENT);
  for (const mode of ['light', 'dark', 'system', 'auto', '']) {
    const mem = { getItem: () => mode, setItem: () => undefined };
    expect(storedMode(mem)).toBe(tokens.isColorMode(mode) ? mode : 'system');
  }
});

describe('colour mode switch', () => {
  it('shows the stored mode and applies it to the page', () => {
    setup(memory({ 'mui-mode': 'dark' }));
    expect(screen.getByRole('combobox', { name: 'Farbmodus' })).toHaveValue('dark');
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
  });

  it('stores a new choice under mui-mode and tells every React root', async () => {
    const storage = memory();
    setup(storage);
    const heard = jest.fn();
    window.addEventListener('sf:color-mode', heard);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Farbmodus' }), 'Dunkel');
    expect(storage.data['mui-mode']).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    expect(heard).toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Farbmodus' }), 'System');
    expect(document.documentElement).not.toHaveAttribute('data-color-scheme');
    window.removeEventListener('sf:color-mode', heard);
  });

  it('repeats a fixed mode in a cookie the page applies before its first paint, and drops it for system', async () => {
    clearCookie();
    const storage = memory();
    setup(storage);
    expect(document.cookie).not.toContain('sf_mode=');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Farbmodus' }), 'Dunkel');
    expect(document.cookie).toContain('sf_mode=dark');
    // the next page: its inline script applies the mode from the cookie alone
    document.documentElement.removeAttribute('data-color-scheme');
    new Function(COLOR_MODE_SCRIPT)();
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Farbmodus' }), 'System');
    expect(document.cookie).not.toContain('sf_mode=');
    document.documentElement.removeAttribute('data-color-scheme');
    new Function(COLOR_MODE_SCRIPT)();
    expect(document.documentElement).not.toHaveAttribute('data-color-scheme');
  });

  it('sets the cookie for a mode stored without it (before the cookie, or by a React root)', () => {
    clearCookie();
    setup(memory({ 'mui-mode': 'light' }));
    expect(document.cookie).toContain('sf_mode=light');
    clearCookie();
  });

  it('shows the mode the cookie repeats at load, and opens the storage only when the browser is idle', async () => {
    clearCookie();
    const idle: Array<() => void> = [];
    const readCookie = jest.spyOn(Document.prototype, 'cookie', 'get');
    const listen = jest.spyOn(window, 'addEventListener');
    const opened = setup(memory({ 'mui-mode': 'dark' }), {
      cookies: 'a=1; sf_mode=light',
      idle: (then) => idle.push(then),
    });
    const select = screen.getByRole('combobox', { name: 'Farbmodus' });
    expect(select).toHaveValue('light');
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'light');
    expect(opened).not.toHaveBeenCalled();
    expect(readCookie).not.toHaveBeenCalled();
    // a storage listener opens the storage in Chromium: not before idle either
    expect(listen.mock.calls.map(([type]) => type)).not.toContain('storage');
    readCookie.mockRestore();
    // idle: the stored mode wins and the cookie follows it
    for (const then of idle) then();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(select).toHaveValue('dark');
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    expect(document.cookie).toContain('sf_mode=dark');
    expect(listen.mock.calls.map(([type]) => type)).toContain('storage');
    listen.mockRestore();
    await userEvent.selectOptions(select, 'Hell');
    expect(opened).toHaveBeenCalledTimes(1);
    clearCookie();
  });

  it('keeps a choice made before the browser was idle', async () => {
    clearCookie();
    const idle: Array<() => void> = [];
    const storage = memory();
    setup(storage, { cookies: '', idle: (then) => idle.push(then) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Farbmodus' }), 'Dunkel');
    for (const then of idle) then();
    expect(storage.data['mui-mode']).toBe('dark');
    expect(screen.getByRole('combobox', { name: 'Farbmodus' })).toHaveValue('dark');
    expect(document.documentElement).toHaveAttribute('data-color-scheme', 'dark');
    clearCookie();
  });

  it('falls back to system when storage is unavailable or holds garbage', () => {
    expect(storedMode(null)).toBe('system');
    expect(storedMode(memory({ 'mui-mode': 'purple' }))).toBe('system');
    const throwing: ModeStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(storedMode(throwing)).toBe('system');
  });
});
