import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and at once in a fresh client render).
 * Lets server HTML stay usable without JavaScript (submit enabled, pause select present) while the
 * hydrated form applies its rules, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
