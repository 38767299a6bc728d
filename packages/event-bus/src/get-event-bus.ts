import { createEventBus, type SfEventBus } from './event-bus';

/** Global symbol under which the window's bus lives; `Symbol.for` so every copy of this package agrees. */
export const EVENT_BUS_KEY: unique symbol = Symbol.for('sf.event-bus');

type BusHolder = { [EVENT_BUS_KEY]?: SfEventBus };

/**
 * The bus of this window, created on first use and kept on a symbol key of `window` (one per
 * window, shared by every bundle that calls it). Outside a browser (server rendering) it returns
 * a fresh bus on a private target without BroadcastChannel, so nothing leaks between requests.
 */
export function getEventBus(): SfEventBus {
  if (typeof window === 'undefined') return createEventBus({ target: new EventTarget(), broadcast: false });
  const holder = window as unknown as BusHolder;
  let bus = holder[EVENT_BUS_KEY];
  if (!bus) {
    bus = createEventBus({ target: window });
    Object.defineProperty(window, EVENT_BUS_KEY, { value: bus, enumerable: false, configurable: true });
  }
  return bus;
}
