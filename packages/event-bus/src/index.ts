export { createEventBus, BUS_CHANNEL_NAME, type EventBusOptions, type SfEventBus } from './event-bus';
export { getEventBus, EVENT_BUS_KEY } from './get-event-bus';
export {
  createToastStore,
  evictionIndex,
  hasCloseHandler,
  TOAST_LIMIT,
  type Toast,
  type ToastState,
  type ToastStore,
  type ToastStoreOptions,
} from './toast-store';
export { connectToastStore } from './connect-toast-store';
export { useToasts } from './use-toasts';
