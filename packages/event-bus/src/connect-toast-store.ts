import type { EventBus } from '@sf/contracts';
import type { ToastStore } from './toast-store';

/**
 * Wires the bus to the toast store: `toast:add`, `toast:remove`, `toast:clear`, and a clear on
 * every `route:changed` (toasts belong to the page they were raised on). Returns a disconnect.
 * @example const disconnect = connectToastStore(getEventBus(), toastStore);
 */
export function connectToastStore(bus: EventBus, store: ToastStore): () => void {
  const offs = [
    bus.on('toast:add', (e) => store.getState().add(e.toast)),
    bus.on('toast:remove', (e) => store.getState().remove(e.key)),
    bus.on('toast:clear', () => store.getState().clear()),
    bus.on('route:changed', () => store.getState().clear()),
  ];
  return () => {
    for (const off of offs) off();
  };
}
