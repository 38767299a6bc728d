import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
// @sf/testing wraps the @sf/tokens providers by design; see README (tag change requested from the lead).
import {
  COLOR_MODE_STORAGE_KEY,
  ColorModeProvider,
  GlobalStyle,
  type BreakpointSetName,
  type ColorMode,
} from '@sf/tokens';
import { createMemoryStorage, type MemoryStorage } from './memory-storage';

/** Options of `renderWithProviders`: the providers' settings plus Testing Library's own options. */
export interface ProviderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Sets `lang` on a wrapper element, so locale-dependent markup is checked as on the page. */
  readonly locale?: string | undefined;
  /** The stored colour mode to start from. Default `light`. */
  readonly mode?: ColorMode | undefined;
  readonly whiteLabel?: boolean | undefined;
  readonly breakpoints?: BreakpointSetName | undefined;
}

/** What `renderWithProviders` returns: Testing Library's result plus the colour-mode storage used. */
export interface ProvidersRenderResult extends RenderResult {
  readonly storage: MemoryStorage;
}

/**
 * Renders `ui` as it runs on the page: inside `ColorModeProvider` (theme + colour mode, kept in a fresh
 * in-memory storage so tests do not leak into each other) with the `GlobalStyle`.
 * @example
 * const { storage } = renderWithProviders(<ModeSwitch />, { mode: 'dark', locale: 'de-DE' });
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}): ProvidersRenderResult {
  const { locale, mode = 'light', whiteLabel, breakpoints, ...renderOptions } = options;
  const storage = createMemoryStorage({ [COLOR_MODE_STORAGE_KEY]: mode });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ColorModeProvider storage={storage} whiteLabel={whiteLabel} breakpoints={breakpoints}>
        <GlobalStyle />
        {locale ? <div lang={locale}>{children}</div> : children}
      </ColorModeProvider>
    );
  }
  const result: RenderResult = render(ui, { ...renderOptions, wrapper: Providers });
  return Object.assign(result, { storage });
}
