import {
  COLOR_MODE_CHANGE_EVENT,
  COLOR_MODE_STORAGE_KEY,
  isColorMode,
  readColorMode,
  resolveColorScheme,
  storeColorMode,
  subscribeStoredMode,
  subscribeSystemScheme,
  systemPrefersDark,
  writeStorage,
  type ColorModeStorage,
} from './color-mode';
import { installFakeMedia } from './test-media';

const throwing: ColorModeStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

afterEach(() => window.localStorage.clear());

describe('colour mode helpers', () => {
  it('validates and reads the stored mode', () => {
    expect(isColorMode('system')).toBe(true);
    expect(isColorMode('blue')).toBe(false);
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    expect(readColorMode(window.localStorage)).toBe('dark');
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'sepia');
    expect(readColorMode(window.localStorage)).toBeNull();
    expect(readColorMode(null)).toBeNull();
  });

  it('survives storage that throws', () => {
    expect(readColorMode(throwing)).toBeNull();
    expect(writeStorage(throwing, 'k', 'v')).toBe(false);
    expect(storeColorMode(throwing, 'dark')).toBe(false);
  });

  it('resolves system against the preference', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
  });

  it('reads and follows prefers-color-scheme, and defaults to light without matchMedia', () => {
    expect(systemPrefersDark()).toBe(false);
    const media = installFakeMedia(true);
    try {
      expect(systemPrefersDark()).toBe(true);
      const seen: boolean[] = [];
      const off = subscribeSystemScheme(() => seen.push(systemPrefersDark()));
      media.setDark(false);
      off();
      media.setDark(true);
      expect(seen).toEqual([false]);
    } finally {
      media.restore();
    }
  });

  it('notifies on a change in this page and in another tab', () => {
    const calls: string[] = [];
    const off = subscribeStoredMode(() => calls.push('change'));
    storeColorMode(window.localStorage, 'light');
    window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    off();
    window.dispatchEvent(new Event(COLOR_MODE_CHANGE_EVENT));
    expect(calls).toEqual(['change', 'change']);
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });
});
