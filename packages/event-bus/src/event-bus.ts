import {
  BUS_EVENT_TYPES,
  isBusEvent,
  type BusEvent,
  type BusEventOf,
  type BusEventType,
  type EventBus,
} from '@sf/contracts';

/** Options of {@link createEventBus}. */
export interface EventBusOptions {
  /** Where events are dispatched as `CustomEvent`s; every bus on the same target interoperates. Default: `window`. */
  readonly target?: EventTarget;
  /** BroadcastChannel name used to reach other tabs. Default: `sf-bus`. */
  readonly channelName?: string;
  /** Whether to use a BroadcastChannel (when the runtime has one). Default: `true`. */
  readonly broadcast?: boolean;
}

/** A bus instance: the contract's {@link EventBus} plus `close()` to detach it. */
export interface SfEventBus extends EventBus {
  /** Removes every listener of this instance and closes its BroadcastChannel. */
  close(): void;
}

/** Default BroadcastChannel name. */
export const BUS_CHANNEL_NAME = 'sf-bus';

/** What travels over the BroadcastChannel: the event plus the id of the window that sent it. */
interface ChannelMessage {
  readonly source: string;
  readonly event: unknown;
}

/** Per-target id shared by every copy of the bus (a global symbol), so a tab ignores its own broadcasts. */
const SOURCE_ID_KEY = Symbol.for('sf.event-bus.source-id');

function sourceIdOf(target: EventTarget): string {
  const holder = target as unknown as Record<symbol, string | undefined>;
  let id = holder[SOURCE_ID_KEY];
  if (!id) {
    id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    Object.defineProperty(target, SOURCE_ID_KEY, { value: id, enumerable: false });
  }
  return id;
}

const knownTypes: ReadonlySet<string> = new Set(BUS_EVENT_TYPES);

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

type AnyHandler = (event: BusEvent) => void;

/**
 * Creates a bus on `window` CustomEvents (event name = event type, `detail` = the event) plus a
 * BroadcastChannel for other tabs. Interop between bundles goes through the target only, so a
 * remote that ships its own copy of this package still hears and reaches everyone. Incoming
 * events are checked with `isBusEvent`: malformed ones are dropped with `console.warn`; a handler
 * that throws is logged with `console.error` and never breaks the other handlers.
 * @example const bus = createEventBus(); const off = bus.on('basket:changed', (e) => setCount(e.count));
 */
export function createEventBus(options: EventBusOptions = {}): SfEventBus {
  const target = options.target ?? window;
  const channelName = options.channelName ?? BUS_CHANNEL_NAME;
  const sourceId = sourceIdOf(target);
  const handlers = new Map<BusEventType, Set<AnyHandler>>();
  const domListeners = new Map<BusEventType, EventListener>();
  const channel =
    options.broadcast !== false && typeof BroadcastChannel !== 'undefined'
      ? new BroadcastChannel(channelName)
      : null;

  function deliver(type: string, candidate: unknown, via: string): void {
    if (!isBusEvent(candidate) || candidate.type !== type) {
      console.warn(`[event-bus] dropped a malformed "${type}" event from ${via}: ${describe(candidate)}`);
      return;
    }
    const set = handlers.get(candidate.type);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(candidate);
      } catch (error) {
        console.error(`[event-bus] a "${candidate.type}" handler threw`, error);
      }
    }
  }

  if (channel) {
    channel.onmessage = (message: MessageEvent<unknown>) => {
      const data = message.data as Partial<ChannelMessage> | null;
      if (typeof data !== 'object' || data === null) {
        console.warn(`[event-bus] dropped a malformed message from another tab: ${describe(data)}`);
        return;
      }
      // Events of this window already arrived as CustomEvents on the target.
      if (data.source === sourceId) return;
      const event = data.event as { type?: unknown } | undefined;
      const type = typeof event?.type === 'string' ? event.type : '';
      if (!knownTypes.has(type)) {
        console.warn(`[event-bus] dropped an unknown event from another tab: ${describe(event)}`);
        return;
      }
      deliver(type, event, 'another tab');
    };
  }

  function listen(type: BusEventType): void {
    if (domListeners.has(type)) return;
    const listener: EventListener = (e) => deliver(type, (e as CustomEvent<unknown>).detail, 'the page');
    domListeners.set(type, listener);
    target.addEventListener(type, listener);
  }

  return {
    emit(event: BusEvent): void {
      if (!isBusEvent(event)) {
        console.warn(`[event-bus] refused to emit a malformed event: ${describe(event)}`);
        return;
      }
      target.dispatchEvent(new CustomEvent(event.type, { detail: event }));
      if (channel) {
        try {
          channel.postMessage({ source: sourceId, event } satisfies ChannelMessage);
        } catch (error) {
          console.error('[event-bus] could not broadcast to other tabs', error);
        }
      }
    },
    on<T extends BusEventType>(type: T, handler: (event: BusEventOf<T>) => void): () => void {
      if (!knownTypes.has(type)) {
        console.warn(`[event-bus] ignored a subscription to the unknown event "${String(type)}"`);
        return () => undefined;
      }
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      const wrapped = handler as AnyHandler;
      set.add(wrapped);
      listen(type);
      return () => {
        handlers.get(type)?.delete(wrapped);
      };
    },
    close(): void {
      for (const [type, listener] of domListeners) target.removeEventListener(type, listener);
      domListeners.clear();
      handlers.clear();
      channel?.close();
    },
  };
}
