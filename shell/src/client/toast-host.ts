import type { EventBus } from '@sf/contracts';
import { connectToastStore, createToastStore, type ToastStore } from '@sf/event-bus';
import { startToastAnnouncer } from './toast-announcer';

/** The React part of the toast host, loaded on the first toast (keeps React off pages without one). */
export interface ToastIsland {
  mountToastViewport(
    container: HTMLElement,
    store: ToastStore,
    labels: { readonly close: string; readonly region: string },
  ): void;
}

/** Options of {@link startToastHost}. */
export interface ToastHostOptions {
  readonly bus: EventBus;
  readonly doc: Document;
  readonly labels: { readonly close: string; readonly region: string };
  /** Loads the React island; default `import('./toast-island')` (its own chunk). */
  readonly loadIsland?: () => Promise<ToastIsland>;
}

/** The container of the toast viewport: `[data-sf-mount="toasts"]`, created at the end of `<body>` when missing. */
export function toastContainer(doc: Document): HTMLElement {
  const existing = doc.querySelector<HTMLElement>('[data-sf-mount="toasts"]');
  if (existing) return existing;
  const div = doc.createElement('div');
  div.setAttribute('data-sf-mount', 'toasts');
  doc.body.append(div);
  return div;
}

/**
 * The shell's toast host: one toast store fed by the bus (`toast:add`, `toast:remove`,
 * `toast:clear`, cleared on `route:changed`), the live regions that read them out (present from the
 * start), and the `ToastViewport` of @sf/ui rendered into the page as soon as the first toast arrives.
 */
export function startToastHost(options: ToastHostOptions): { readonly store: ToastStore; stop(): void } {
  const store = createToastStore();
  const disconnect = connectToastStore(options.bus, store);
  const stopAnnouncer = startToastAnnouncer(options.doc, store);
  const load = options.loadIsland ?? (() => import('./toast-island'));
  let requested = false;
  const unsubscribe = store.subscribe((state) => {
    if (requested || state.toasts.length === 0) return;
    requested = true;
    load()
      .then((island) => island.mountToastViewport(toastContainer(options.doc), store, options.labels))
      .catch((error: unknown) => {
        requested = false;
        console.error('[shell] the toast viewport could not be loaded', error);
      });
  });
  return {
    store,
    stop() {
      unsubscribe();
      stopAnnouncer();
      disconnect();
    },
  };
}
