import { createEventBus } from '@sf/event-bus';
import { startToastHost, type ToastIsland } from './toast-host';

describe('toast host', () => {
  it('loads the React viewport only with the first toast and clears toasts on route change', async () => {
    document.body.innerHTML = '<main></main>';
    const bus = createEventBus({ target: new EventTarget(), broadcast: false });
    const island: ToastIsland = { mountToastViewport: jest.fn() };
    const loadIsland = jest.fn(async () => island);
    const host = startToastHost({ bus, doc: document, labels: { close: 'Schließen', region: 'Benachrichtigungen' }, loadIsland });
    expect(loadIsland).not.toHaveBeenCalled();

    bus.emit({ type: 'toast:add', v: 1, toast: { key: 'saved', message: 'Gespeichert', severity: 'success' } });
    bus.emit({ type: 'toast:add', v: 1, toast: { key: 'again', message: 'Noch einmal', severity: 'info' } });
    await Promise.resolve();
    await Promise.resolve();
    expect(loadIsland).toHaveBeenCalledTimes(1);
    const container = document.querySelector('[data-sf-mount="toasts"]');
    expect(island.mountToastViewport).toHaveBeenCalledWith(container, host.store, { close: 'Schließen', region: 'Benachrichtigungen' });
    expect(host.store.getState().toasts.map((t) => t.key)).toEqual(['saved', 'again']);

    bus.emit({ type: 'route:changed', v: 1, path: '/warenkorb', pageViewId: 'p2' });
    expect(host.store.getState().toasts).toEqual([]);
    host.stop();
  });
});
