import { act, render, screen } from '@testing-library/react';
import { createEventBus, type SfEventBus } from './event-bus';
import { createToastStore } from './toast-store';
import { connectToastStore } from './connect-toast-store';
import { useToasts } from './use-toasts';
import type { ToastStore } from './toast-store';

function ToastList({ store }: { store: ToastStore }) {
  const toasts = useToasts(store);
  return (
    <ul aria-label="Meldungen">
      {toasts.map((t) => (
        <li key={t.key}>{t.message}</li>
      ))}
    </ul>
  );
}

describe('connectToastStore + useToasts', () => {
  let shellBus: SfEventBus;
  let remoteBus: SfEventBus;
  beforeEach(() => {
    shellBus = createEventBus({ broadcast: false });
    remoteBus = createEventBus({ broadcast: false });
  });
  afterEach(() => {
    shellBus.close();
    remoteBus.close();
  });

  it('shows toasts a remote adds over the bus, removes and clears them', () => {
    const store = createToastStore();
    connectToastStore(shellBus, store);
    render(<ToastList store={store} />);

    act(() => {
      remoteBus.emit({
        type: 'toast:add',
        v: 1,
        toast: { key: 'basket', message: 'Artikel im Warenkorb', severity: 'success' },
      });
      remoteBus.emit({
        type: 'toast:add',
        v: 1,
        toast: { key: 'wish', message: 'Gemerkt', severity: 'info' },
      });
    });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Artikel im Warenkorb',
      'Gemerkt',
    ]);

    act(() => remoteBus.emit({ type: 'toast:remove', v: 1, key: 'basket' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Gemerkt']);

    act(() => remoteBus.emit({ type: 'toast:clear', v: 1 }));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('clears the toasts when the route changes', () => {
    const store = createToastStore();
    connectToastStore(shellBus, store);
    render(<ToastList store={store} />);
    act(() => {
      store.getState().add({ key: 'a', message: 'Gespeichert', severity: 'success' }, () => undefined);
    });
    expect(screen.getByText('Gespeichert')).toBeInTheDocument();

    act(() => remoteBus.emit({ type: 'route:changed', v: 1, path: '/merkzettel', pageViewId: 'pv-2' }));
    expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
  });

  it('stops listening after disconnect', () => {
    const store = createToastStore();
    const disconnect = connectToastStore(shellBus, store);
    disconnect();
    remoteBus.emit({ type: 'toast:add', v: 1, toast: { key: 'x', message: 'X', severity: 'info' } });
    expect(store.getState().toasts).toEqual([]);
  });
});
