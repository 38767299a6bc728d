import { useToasts, type ToastStore } from '@sf/event-bus';
import { ColorModeProvider } from '@sf/tokens';
import { ToastViewport } from '@sf/ui';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

interface Labels {
  readonly close: string;
  readonly region: string;
}

function ToastHost({ store, labels }: { readonly store: ToastStore; readonly labels: Labels }): ReactNode {
  const toasts = useToasts(store);
  return (
    <section aria-label={labels.region}>
      {/* read out by the shell's announcer regions (toast-announcer.ts), not by the toasts themselves */}
      <ToastViewport
        toasts={toasts}
        onClose={(key) => store.getState().remove(key)}
        closeLabel={labels.close}
        live={false}
      />
    </section>
  );
}

/** Renders the toast viewport (own React root, prefix `shell-toasts-`) bound to the toast store. */
export function mountToastViewport(container: HTMLElement, store: ToastStore, labels: Labels): void {
  createRoot(container, { identifierPrefix: 'shell-toasts-' }).render(
    <ColorModeProvider>
      <ToastHost store={store} labels={labels} />
    </ColorModeProvider>,
  );
}
