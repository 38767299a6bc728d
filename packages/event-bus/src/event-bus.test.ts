import type { BusEvent } from '@sf/contracts';
import { createEventBus, type SfEventBus } from './event-bus';
import { getEventBus } from './get-event-bus';

describe('createEventBus on one window', () => {
  const buses: SfEventBus[] = [];
  const make = () => {
    const bus = createEventBus({ broadcast: false });
    buses.push(bus);
    return bus;
  };
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    for (const bus of buses.splice(0)) bus.close();
    jest.restoreAllMocks();
  });

  it('lets two separate instances (two bundles) hear each other through window events', () => {
    const shellBus = make();
    const remoteBus = make();
    const heardByRemote: BusEvent[] = [];
    const heardByShell: BusEvent[] = [];
    remoteBus.on('basket:changed', (e) => heardByRemote.push(e));
    shellBus.on('basket:changed', (e) => heardByShell.push(e));

    shellBus.emit({ type: 'basket:changed', v: 1, count: 2 });

    expect(heardByRemote).toEqual([{ type: 'basket:changed', v: 1, count: 2 }]);
    expect(heardByShell).toEqual([{ type: 'basket:changed', v: 1, count: 2 }]);
  });

  it('dispatches a CustomEvent named by the event type with the event as detail', () => {
    const bus = make();
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('wishlist:changed', listener);
    bus.emit({ type: 'wishlist:changed', v: 1, count: 5, skus: ['a', 'b', 'c', 'd', 'e'] });
    window.removeEventListener('wishlist:changed', listener);
    expect(seen).toEqual([{ type: 'wishlist:changed', v: 1, count: 5, skus: ['a', 'b', 'c', 'd', 'e'] }]);
  });

  it('hears events dispatched by hand from a bundle that has no bus code at all', () => {
    const bus = make();
    const handler = jest.fn();
    bus.on('login:requested', handler);
    window.dispatchEvent(
      new CustomEvent('login:requested', {
        detail: { type: 'login:requested', v: 1, returnTo: '/merkzettel' },
      }),
    );
    expect(handler).toHaveBeenCalledWith({ type: 'login:requested', v: 1, returnTo: '/merkzettel' });
  });

  it.each([
    ['a wrong version', { type: 'basket:changed', v: 2, count: 1 }],
    ['a negative count', { type: 'basket:changed', v: 1, count: -1 }],
    ['a detail of another type', { type: 'toast:clear', v: 1 }],
    ['no detail', null],
  ])('drops an event with %s and warns', (_label, detail) => {
    const bus = make();
    const handler = jest.fn();
    bus.on('basket:changed', handler);
    expect(() => window.dispatchEvent(new CustomEvent('basket:changed', { detail }))).not.toThrow();
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('dropped a malformed "basket:changed" event');
  });

  it('refuses to emit a malformed event and warns instead of throwing', () => {
    const bus = make();
    const handler = jest.fn();
    bus.on('toast:add', handler);
    const bad = {
      type: 'toast:add',
      v: 1,
      toast: { key: 'k', message: 'x', severity: 'loud' },
    } as unknown as BusEvent;
    expect(() => bus.emit(bad)).not.toThrow();
    expect(handler).not.toHaveBeenCalled();
    expect(warn.mock.calls[0]?.[0]).toContain('refused to emit a malformed event');
  });

  it('logs a throwing handler and still calls the other handlers', () => {
    const bus = make();
    const other = make();
    const boom = new Error('team A bug');
    bus.on('toast:clear', () => {
      throw boom;
    });
    const ok = jest.fn();
    other.on('toast:clear', ok);
    const sameBusOk = jest.fn();
    bus.on('toast:clear', sameBusOk);

    expect(() => other.emit({ type: 'toast:clear', v: 1 })).not.toThrow();

    expect(ok).toHaveBeenCalledTimes(1);
    expect(sameBusOk).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[event-bus] a "toast:clear" handler threw', boom);
  });

  it('stops calling a handler after unsubscribe and after close', () => {
    const bus = make();
    const a = jest.fn();
    const b = jest.fn();
    const off = bus.on('route:changed', a);
    bus.on('route:changed', b);
    off();
    bus.emit({ type: 'route:changed', v: 1, path: '/warenkorb', pageViewId: 'p1' });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
    bus.close();
    window.dispatchEvent(
      new CustomEvent('route:changed', {
        detail: { type: 'route:changed', v: 1, path: '/', pageViewId: 'p2' },
      }),
    );
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('works on any EventTarget, isolated from window', () => {
    const target = new EventTarget();
    const isolated = createEventBus({ target, broadcast: false });
    buses.push(isolated);
    const onWindow = make();
    const heard = jest.fn();
    onWindow.on('toast:clear', heard);
    isolated.emit({ type: 'toast:clear', v: 1 });
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('getEventBus', () => {
  it('returns one bus per window, stored on a global symbol key', () => {
    const bus = getEventBus();
    expect(getEventBus()).toBe(bus);
    expect((window as unknown as Record<symbol, unknown>)[Symbol.for('sf.event-bus')]).toBe(bus);
    bus.close();
  });
});
