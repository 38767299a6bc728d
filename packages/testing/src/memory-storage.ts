/**
 * A `Storage`-like map for tests: isolates colour-mode state from `window.localStorage` between tests.
 * Structurally a `ColorModeStorage` of @sf/tokens.
 */
export interface MemoryStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  /** Everything stored, for assertions. */
  snapshot(): Record<string, string>;
}

/**
 * Creates an in-memory storage, optionally pre-filled.
 * @example const storage = createMemoryStorage({ 'mui-mode': 'dark' });
 */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    snapshot: () => Object.fromEntries(data),
  };
}
