import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ThemeProvider } from 'styled-components';
import type { BreakpointSetName } from './breakpoints';
import type { ColorScheme } from './colors';
import {
  COLOR_SCHEME_STORAGE_KEY,
  browserStorage,
  readColorMode,
  resolveColorScheme,
  storeColorMode,
  subscribeStoredMode,
  subscribeSystemScheme,
  systemPrefersDark,
  writeStorage,
  type ColorMode,
  type ColorModeStorage,
} from './color-mode';
import { createTheme } from './theme';

/** What `useColorMode()` returns. */
export interface ColorModeValue {
  /** The chosen mode (`system` follows the operating system). */
  readonly mode: ColorMode;
  /** The scheme in use now. */
  readonly scheme: ColorScheme;
  /** Chooses a mode; stored under `mui-mode` and applied to every root on the page. */
  readonly setMode: (mode: ColorMode) => void;
}

/** Props of `ColorModeProvider`. */
export interface ColorModeProviderProps {
  readonly children?: ReactNode;
  /** The mode when nothing is stored. Default `system`. */
  readonly defaultMode?: ColorMode | undefined;
  /**
   * The scheme assumed for `system` where the preference is unknown: on the server and during hydration.
   * Default `light` (server HTML is light unless told otherwise); the client switches right after hydration.
   */
  readonly ssrScheme?: ColorScheme | undefined;
  /** Use the white-label theme. */
  readonly whiteLabel?: boolean | undefined;
  /** Breakpoint set of the theme. Default `default`. */
  readonly breakpoints?: BreakpointSetName | undefined;
  /** Where to keep the mode. Default `window.localStorage`; `null` keeps it in memory only. */
  readonly storage?: ColorModeStorage | null | undefined;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

/**
 * Resolves the colour mode (stored choice, else `defaultMode`; `system` follows `prefers-color-scheme` live)
 * and provides the matching styled-components theme. SSR-safe: the server and the hydration pass render
 * `defaultMode`/`ssrScheme`, so server HTML and the first client render agree.
 * @example <ColorModeProvider><GlobalStyle /><App /></ColorModeProvider>
 */
export function ColorModeProvider(props: ColorModeProviderProps): ReactNode {
  const { children, defaultMode = 'system', ssrScheme = 'light', whiteLabel, breakpoints } = props;
  const injected = props.storage;
  const storage = useMemo(() => (injected === undefined ? browserStorage() : injected), [injected]);
  const [memoryMode, setMemoryMode] = useState<ColorMode | null>(null);

  const storedMode = useSyncExternalStore(
    subscribeStoredMode,
    () => readColorMode(storage),
    () => null,
  );
  const prefersDark = useSyncExternalStore(
    subscribeSystemScheme,
    systemPrefersDark,
    () => ssrScheme === 'dark',
  );

  const mode = storedMode ?? memoryMode ?? defaultMode;
  const scheme = resolveColorScheme(mode, prefersDark);

  const setMode = useCallback(
    (next: ColorMode) => {
      setMemoryMode(next);
      storeColorMode(storage, next);
    },
    [storage],
  );

  useEffect(() => {
    writeStorage(storage, COLOR_SCHEME_STORAGE_KEY, scheme);
  }, [storage, scheme]);

  const value = useMemo<ColorModeValue>(() => ({ mode, scheme, setMode }), [mode, scheme, setMode]);
  const theme = createTheme({ whiteLabel, mode: scheme, breakpoints });
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </ColorModeContext.Provider>
  );
}

/**
 * The colour mode of the nearest `ColorModeProvider`: for a mode switcher, or to pick scheme-specific assets.
 * @example const { mode, setMode } = useColorMode();
 */
export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error('useColorMode() must be used inside <ColorModeProvider>.');
  return value;
}
