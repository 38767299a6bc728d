import { useStore } from 'zustand/react';
import type { Toast, ToastStore } from './toast-store';

/**
 * The toasts of a store, oldest first, re-rendering when they change.
 * @example const toasts = useToasts(toastStore);
 */
export function useToasts(store: ToastStore): readonly Toast[] {
  return useStore(store, (state) => state.toasts);
}
