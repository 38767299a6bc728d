/**
 * @jest-environment node
 */
import type { BusEvent } from '@sf/contracts';
import { createEventBus, type SfEventBus } from './event-bus';

/** Two "tabs" = two targets; BroadcastChannel is Node's real one (same semantics as browsers). */
describe('createEventBus across tabs (BroadcastChannel)', () => {
  const open: { close(): void }[] = [];
  let channelName: string;
  let warn: jest.SpyInstance;
  let n = 0;

  const bus = (target: EventTarget): SfEventBus => {
    const b = createEventBus({ target, channelName });
    open.push(b);
    return b;
  };
  const nextMessage = () => new Promise((resolve) => setTimeout(resolve, 20));

  beforeEach(() => {
    channelName = `sf-bus-test-${++n}`;
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    for (const o of open.splice(0)) o.close();
    jest.restoreAllMocks();
  });

  it('delivers an event to another tab exactly once, and not back to the sender', async () => {
    const tabA = new EventTarget();
    const tabB = new EventTarget();
    const a = bus(tabA);
    const b = bus(tabB);
    const heardA: BusEvent[] = [];
    const heardB: BusEvent[] = [];
    a.on('session:changed', (e) => heardA.push(e));
    b.on('session:changed', (e) => heardB.push(e));

    a.emit({ type: 'session:changed', v: 1, reason: 'login' });
    await nextMessage();

    expect(heardA).toEqual([{ type: 'session:changed', v: 1, reason: 'login' }]);
    expect(heardB).toEqual([{ type: 'session:changed', v: 1, reason: 'login' }]);
  });

  it('does not double-deliver to a second bus copy on the sending window', async () => {
    const tab = new EventTarget();
    const shell = bus(tab);
    const remote = bus(tab);
    const heard = jest.fn();
    remote.on('basket:changed', heard);
    shell.emit({ type: 'basket:changed', v: 1, count: 3 });
    await nextMessage();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('drops malformed and unknown messages from other tabs with a warning', async () => {
    const b = bus(new EventTarget());
    const handler = jest.fn();
    b.on('basket:changed', handler);
    const foreign = new BroadcastChannel(channelName);
    open.push(foreign);
    foreign.postMessage({ source: 'other', event: { type: 'basket:changed', v: 1, count: 'many' } });
    foreign.postMessage({ source: 'other', event: { type: 'cart:exploded', v: 1 } });
    foreign.postMessage('garbage');
    await nextMessage();
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('can be kept to one tab with broadcast: false', async () => {
    const a = createEventBus({ target: new EventTarget(), channelName, broadcast: false });
    open.push(a);
    const b = bus(new EventTarget());
    const heard = jest.fn();
    b.on('toast:clear', heard);
    a.emit({ type: 'toast:clear', v: 1 });
    await nextMessage();
    expect(heard).not.toHaveBeenCalled();
  });
});
