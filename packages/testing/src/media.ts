/** Controls of a fake `window.matchMedia`. */
export interface FakeMatchMedia {
  /** Sets whether `query` matches and notifies its listeners (e.g. the colour-mode provider). */
  set(query: string, matches: boolean): void;
  /** Puts the original `matchMedia` back. */
  restore(): void;
}

/**
 * Installs a controllable `window.matchMedia` (jsdom has none). Queries not set yet do not match.
 * Plain functions, no jest globals, so it also works under Playwright or node:test.
 * @example
 * const media = installMatchMedia({ '(prefers-color-scheme: dark)': true });
 * act(() => media.set('(prefers-color-scheme: dark)', false));
 */
export function installMatchMedia(initial: Record<string, boolean> = {}): FakeMatchMedia {
  const state = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<(e: MediaQueryListEvent) => void>>();
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  const of = (query: string) => {
    let set = listeners.get(query);
    if (!set) listeners.set(query, (set = new Set()));
    return set;
  };
  const matchMedia = (query: string): MediaQueryList => {
    const list = {
      media: query,
      get matches() {
        return state.get(query) ?? false;
      },
      onchange: null,
      addEventListener: (_type: string, l: (e: MediaQueryListEvent) => void) => of(query).add(l),
      removeEventListener: (_type: string, l: (e: MediaQueryListEvent) => void) => of(query).delete(l),
      addListener: (l: (e: MediaQueryListEvent) => void) => of(query).add(l),
      removeListener: (l: (e: MediaQueryListEvent) => void) => of(query).delete(l),
      dispatchEvent: () => true,
    };
    return list as unknown as MediaQueryList;
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  return {
    set(query, matches) {
      state.set(query, matches);
      const event = { matches, media: query } as MediaQueryListEvent;
      for (const l of [...of(query)]) l(event);
    },
    restore() {
      if (original) Object.defineProperty(window, 'matchMedia', original);
      else Reflect.deleteProperty(window, 'matchMedia');
    },
  };
}
