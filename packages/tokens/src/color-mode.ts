/**
 * Colour mode without React: the stored choice (`mui-mode`), the resolved scheme (`mui-color-scheme`),
 * the system preference and change subscriptions. Nothing here touches `window` at import time, and every
 * access is guarded, so it is safe on the server and with storage disabled (private mode, policies).
 */
import type { ColorScheme } from './colors';

/** What the shopper chose: a fixed scheme or follow the operating system. */
export type ColorMode = 'light' | 'dark' | 'system';

/** localStorage key of the chosen mode (spec section 9). */
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';
/** localStorage key of the resolved scheme, `light` or `dark` (spec section 9). */
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';
/**
 * DOM event dispatched on `window` after a mode change, so every React root on the page (the shell and
 * each remote, possibly with its own copy of this package) follows. Other tabs get the `storage` event.
 */
export const COLOR_MODE_CHANGE_EVENT = 'sf:color-mode';
/** The media query for the system preference. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The part of `Storage` colour mode needs; inject a memory implementation in tests. */
export interface ColorModeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Type guard for stored values (anything else in storage is ignored). */
export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** `window.localStorage`, or null on the server or when the browser refuses access. */
export function browserStorage(): ColorModeStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored mode, or null when nothing valid is stored or storage is unavailable. */
export function readColorMode(storage: ColorModeStorage | null): ColorMode | null {
  try {
    const value = storage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores a value; returns false when storage is missing or refuses (quota, policy). */
export function writeStorage(storage: ColorModeStorage | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The scheme a mode resolves to. */
export function resolveColorScheme(mode: ColorMode, systemPrefersDark: boolean): ColorScheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

function darkQuery(): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  return window.matchMedia(DARK_SCHEME_QUERY);
}

/** Whether the operating system asks for dark; false on the server or without `matchMedia`. */
export function systemPrefersDark(): boolean {
  return darkQuery()?.matches ?? false;
}

/** Calls `onChange` when the system preference changes; returns the unsubscribe function. */
export function subscribeSystemScheme(onChange: () => void): () => void {
  const mql = darkQuery();
  if (!mql) return () => {};
  if (typeof mql.addEventListener === 'function') {
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }
  // Safari < 14 only knows the deprecated listener API.
  mql.addListener(onChange);
  return () => mql.removeListener(onChange);
}

/** Calls `onChange` when the stored mode changes in this page (any root) or in another tab. */
export function subscribeStoredMode(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === COLOR_MODE_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(COLOR_MODE_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(COLOR_MODE_CHANGE_EVENT, onChange);
  };
}

/** Stores the chosen mode and tells every root on the page. */
export function storeColorMode(storage: ColorModeStorage | null, mode: ColorMode): boolean {
  const ok = writeStorage(storage, COLOR_MODE_STORAGE_KEY, mode);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(COLOR_MODE_CHANGE_EVENT));
  return ok;
}
