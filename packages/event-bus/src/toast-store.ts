import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ToastInput } from '@sf/contracts';

/** At most this many toasts are shown at once (spec section 9). */
export const TOAST_LIMIT = 3;

/** A toast in the store: the bus payload plus an optional close handler (local toasts only). */
export interface Toast extends ToastInput {
  /** Called by the toast view when the shopper closes the toast; toasts with one are evicted last. */
  readonly onClose?: () => void;
}

/** State and actions of the toast store. */
export interface ToastState {
  /** Oldest first. */
  readonly toasts: readonly Toast[];
  /** Adds a toast; an existing key is replaced in place; beyond {@link TOAST_LIMIT} an older one is dropped. */
  add(toast: ToastInput, onClose?: () => void): void;
  /** Removes the toast with this key (no-op when absent). */
  remove(key: string): void;
  /** Removes every toast. */
  clear(): void;
}

/** The vanilla zustand store of {@link ToastState}. */
export type ToastStore = StoreApi<ToastState>;

/** Options of {@link createToastStore}; `schedule` is injectable for tests. */
export interface ToastStoreOptions {
  /** Runs `fn` after `ms`; returns a cancel function. Default: `setTimeout`. */
  readonly schedule?: (fn: () => void, ms: number) => () => void;
}

/**
 * Whether a toast has a close handler: an `onClose` callback, or `closable` (a close button the
 * view wires to `remove`). Toasts without one are the first to be evicted.
 */
export function hasCloseHandler(toast: Toast): boolean {
  return toast.onClose !== undefined || toast.closable === true;
}

/** Index of the toast to drop when the list is full: the oldest without a close handler, else the oldest. */
export function evictionIndex(toasts: readonly Toast[]): number {
  const withoutHandler = toasts.findIndex((t) => !hasCloseHandler(t));
  return withoutHandler === -1 ? 0 : withoutHandler;
}

const defaultSchedule = (fn: () => void, ms: number): (() => void) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/**
 * Creates the toast store (spec sections 4 and 9): at most three toasts, replace by key, eviction
 * that keeps toasts with a close handler, auto-hide after `autoHideMs`.
 * @example const store = createToastStore(); store.getState().add({ key: 'saved', message: 'Gespeichert', severity: 'success' });
 */
export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const schedule = options.schedule ?? defaultSchedule;
  const timers = new Map<string, () => void>();

  const cancelTimer = (key: string): void => {
    timers.get(key)?.();
    timers.delete(key);
  };

  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    add(input, onClose) {
      const toast: Toast = onClose ? { ...input, onClose } : { ...input };
      cancelTimer(toast.key);
      const current = get().toasts;
      const existing = current.findIndex((t) => t.key === toast.key);
      let next: Toast[];
      if (existing !== -1) {
        next = current.map((t, i) => (i === existing ? toast : t));
      } else {
        next = [...current, toast];
        while (next.length > TOAST_LIMIT) {
          const [dropped] = next.splice(evictionIndex(next.slice(0, -1)), 1);
          if (dropped) cancelTimer(dropped.key);
        }
      }
      if (toast.autoHideMs !== undefined) {
        timers.set(
          toast.key,
          schedule(() => {
            timers.delete(toast.key);
            if (get().toasts.some((t) => t === toast)) get().remove(toast.key);
          }, toast.autoHideMs),
        );
      }
      set({ toasts: next });
    },
    remove(key) {
      cancelTimer(key);
      const current = get().toasts;
      if (current.some((t) => t.key === key)) set({ toasts: current.filter((t) => t.key !== key) });
    },
    clear() {
      for (const cancel of timers.values()) cancel();
      timers.clear();
      if (get().toasts.length > 0) set({ toasts: [] });
    },
  }));
}
