/** Test helper: a controllable `window.matchMedia` (jsdom has none). Not exported from the package. */
export interface FakeMedia {
  setDark(dark: boolean): void;
  restore(): void;
}

export function installFakeMedia(initialDark: boolean): FakeMedia {
  let dark = initialDark;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('dark') ? dark : false;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
      addListener: (l: () => void) => listeners.add(l),
      removeListener: (l: () => void) => listeners.delete(l),
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  return {
    setDark(next) {
      dark = next;
      for (const l of [...listeners]) l();
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
