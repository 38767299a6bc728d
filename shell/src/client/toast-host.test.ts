import { createEventBus } from '@sf/event-bus';
import { startToastHost, type ToastIsland } from './toast-host';

describe('toast host', () => {
  it('loads the React viewport only with the first toast and clears toasts on route change', async () => {
    document.body.innerHTML = '<main></main>';
    const bus = createEventBus({ target: new EventTarget(), broadcast: false });
    const island: ToastIsland = { mountToastViewport: jest.fn() };
    const loadIsland = jest.fn(async () => island);
    const host = startToastHost({
      bus,
      doc: document,
      labels: { close: 'Schließen', region: 'Benachrichtigungen' },
      loadIsland,
    });
    expect(loadIsland).not.toHaveBeenCalled();

    bus.emit({
      type: 'toast:add',
      v: 1,
      toast: { key: 'saved', message: 'Gespeichert', severity: 'success' },
    });
    bus.emit({ type: 'toast:add', v: 1, toast: { key: 'again', message: 'Noch einmal', severity: 'info' } });
    await Promise.resolve();
    await Promise.resolve();
    expect(loadIsland).toHaveBeenCalledTimes(1);
    const container = document.querySelector('[data-sf-mount="toasts"]');
    expect(island.mountToastViewport).toHaveBeenCalledWith(container, host.store, {
      close: 'Schließen',
      region: 'Benachrichtigungen',
    });
    expect(host.store.getState().toasts.map((t) => t.key)).toEqual(['saved', 'again']);

    bus.emit({ type: 'route:changed', v: 1, path: '/warenkorb', pageViewId: 'p2' });
    expect(host.store.getState().toasts).toEqual([]);
    host.stop();
  });

  it('reads toasts out through live regions that are on the page, empty, before the first toast', () => {
    jest.useFakeTimers();
    try {
      document.body.innerHTML = '<main></main>';
      const bus = createEventBus({ target: new EventTarget(), broadcast: false });
      const loadIsland = jest.fn(async () => ({ mountToastViewport: jest.fn() }));
      const host = startToastHost({
        bus,
        doc: document,
        labels: { close: 'Schließen', region: 'Benachrichtigungen' },
        loadIsland,
      });
      const polite = document.querySelector('[data-sf-toast-announcer="polite"]');
      const assertive = document.querySelector('[data-sf-toast-announcer="assertive"]');
      expect([
        polite?.getAttribute('aria-live'),
        polite?.textContent,
        assertive?.getAttribute('aria-live'),
        assertive?.textContent,
      ]).toEqual(['polite', '', 'assertive', '']);

      bus.emit({
        type: 'toast:add',
        v: 1,
        toast: { key: 'saved', message: 'Gespeichert', severity: 'success' },
      });
      jest.advanceTimersByTime(200);
      expect(polite?.textContent).toBe('Gespeichert');
      bus.emit({
        type: 'toast:add',
        v: 1,
        toast: { key: 'failed', message: 'Das hat nicht geklappt', severity: 'error' },
      });
      jest.advanceTimersByTime(200);
      expect(assertive?.textContent).toBe('Das hat nicht geklappt');
      // the same message again (a new toast under the same key after it was removed) is read again
      bus.emit({ type: 'toast:remove', v: 1, key: 'saved' });
      bus.emit({
        type: 'toast:add',
        v: 1,
        toast: { key: 'saved', message: 'Gespeichert', severity: 'success' },
      });
      expect(polite?.textContent).toBe('');
      jest.advanceTimersByTime(200);
      expect(polite?.textContent).toBe('Gespeichert');
      host.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
