import type { BusEvent, BusEventOf, BusEventType, EventBus } from '@sf/contracts';
import {
  createSessionManager,
  REFRESH_RETRY_MS,
  type LoadedSession,
  type SessionManager,
} from './session-manager';
import { makeToken } from './test-token';

/** A synchronous in-memory bus with the contract's semantics (every emit reaches every handler). */
function memoryBus(): EventBus & { emitted: BusEvent[] } {
  const handlers = new Map<string, Set<(e: BusEvent) => void>>();
  const emitted: BusEvent[] = [];
  return {
    emitted,
    emit(event) {
      emitted.push(event);
      for (const h of [...(handlers.get(event.type) ?? [])]) h(event);
    },
    on<T extends BusEventType>(type: T, handler: (event: BusEventOf<T>) => void) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler as (e: BusEvent) => void);
      return () => set.delete(handler as (e: BusEvent) => void);
    },
  };
}

const T0 = Date.UTC(2030, 0, 1);
const nowS = () => Math.floor(Date.now() / 1000);
const session = (expInS: number, type = 2, li = '1'): LoadedSession => ({
  token: makeToken({ exp: nowS() + expInS, type }),
  loginState: { li },
});

describe('createSessionManager', () => {
  let manager: SessionManager | undefined;
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    manager?.stop();
    manager = undefined;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('loads at start and exposes flags and token', async () => {
    const loaded = session(7200, 1, '0');
    const load = jest.fn(async () => loaded);
    manager = createSessionManager({ load, bus: memoryBus() });
    expect(manager.flags()).toEqual({ loggedIn: false, softLoggedIn: false });
    expect(manager.token()).toBeNull();
    await manager.ready;
    expect(load).toHaveBeenCalledTimes(1);
    expect(manager.flags()).toEqual({ loggedIn: true, softLoggedIn: true });
    expect(manager.token()).toBe(loaded.token);
  });

  it('refreshes 30 minutes before expiry, announces it once and ignores its own event', async () => {
    const bus = memoryBus();
    const load = jest.fn<Promise<LoadedSession>, []>().mockResolvedValueOnce(session(3600));
    manager = createSessionManager({ load, bus });
    await manager.ready;
    load.mockResolvedValueOnce(session(3600 + 1800 + 3600));

    await jest.advanceTimersByTimeAsync(1799_000);
    expect(load).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(2);

    expect(bus.emitted).toEqual([{ type: 'session:changed', v: 1, reason: 'refresh' }]);
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes the session endpoint’s word when the token is HttpOnly: flags from it, renewal planned from its expiry, no token to send', async () => {
    const bus = memoryBus();
    const verified = (expInS: number, type: number): LoadedSession => ({
      token: null,
      loginState: { li: '1' },
      verified: { exp: nowS() + expInS, type },
    });
    const load = jest.fn<Promise<LoadedSession>, []>().mockResolvedValueOnce(verified(3600, 2));
    manager = createSessionManager({ load, bus });
    await manager.ready;
    expect(manager.flags()).toEqual({ loggedIn: true, softLoggedIn: false });
    expect(manager.token()).toBeNull();
    load.mockResolvedValueOnce(verified(3600 + 1800, 1));
    await jest.advanceTimersByTimeAsync(1800_000);
    expect(load).toHaveBeenCalledTimes(2);
    expect(manager.flags()).toEqual({ loggedIn: true, softLoggedIn: true });
    expect(bus.emitted).toEqual([{ type: 'session:changed', v: 1, reason: 'refresh' }]);
    load.mockResolvedValueOnce({ token: null, loginState: { li: '1' }, verified: null });
    await manager.reload();
    expect(manager.flags()).toEqual({ loggedIn: false, softLoggedIn: false });
  });

  it('refreshes at once when the token is already within the margin', async () => {
    const load = jest
      .fn<Promise<LoadedSession>, []>()
      .mockResolvedValueOnce(session(600))
      .mockResolvedValue(session(7200));
    manager = createSessionManager({ load, bus: memoryBus() });
    await manager.ready;
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits a minute before trying again when a refresh brings no fresher token', async () => {
    const stale = session(600);
    const bus = memoryBus();
    const load = jest.fn(async () => stale);
    manager = createSessionManager({ load, bus });
    await manager.ready;
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    expect(bus.emitted).toEqual([]);
  });

  it('logs a failed load, keeps the session and retries after a minute', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = session(600);
    const load = jest
      .fn<Promise<LoadedSession>, []>()
      .mockResolvedValueOnce(good)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(session(7200));
    manager = createSessionManager({ load, bus: memoryBus() });
    await manager.ready;
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledWith('[session] loading the session failed', expect.any(Error));
    expect(manager.token()).toBe(good.token);
    await jest.advanceTimersByTimeAsync(REFRESH_RETRY_MS);
    expect(load).toHaveBeenCalledTimes(3);
    expect(manager.token()).not.toBe(good.token);
  });

  it('reloads on session:changed from another bundle and tells subscribers', async () => {
    const bus = memoryBus();
    const load = jest
      .fn<Promise<LoadedSession>, []>()
      .mockResolvedValueOnce({ token: null, loginState: null });
    manager = createSessionManager({ load, bus });
    await manager.ready;
    const seen: boolean[] = [];
    manager.subscribe((s) => seen.push(s.flags.loggedIn));

    load.mockResolvedValueOnce(session(7200));
    bus.emit({ type: 'session:changed', v: 1, reason: 'login' });
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([true]);
    expect(bus.emitted).toHaveLength(1);
  });

  it('shares one load between events that arrive while loading, then loads once more', async () => {
    const bus = memoryBus();
    const load = jest.fn(async () => ({ token: null, loginState: null }));
    manager = createSessionManager({ load, bus });
    bus.emit({ type: 'session:changed', v: 1, reason: 'login' });
    bus.emit({ type: 'session:changed', v: 1, reason: 'external' });
    await manager.ready;
    await jest.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('uses injected now and schedule', async () => {
    const scheduled: number[] = [];
    const load = jest.fn(async () => session(3600));
    manager = createSessionManager({
      load,
      bus: memoryBus(),
      now: () => Date.now() + 1000_000,
      schedule: (_fn, ms) => {
        scheduled.push(ms);
        return () => undefined;
      },
    });
    await manager.ready;
    expect(scheduled).toEqual([(3600 - 1800) * 1000 - 1000_000]);
  });

  it('stops refreshing and listening after stop()', async () => {
    const bus = memoryBus();
    const load = jest.fn(async () => session(3600));
    manager = createSessionManager({ load, bus });
    await manager.ready;
    manager.stop();
    bus.emit({ type: 'session:changed', v: 1, reason: 'logout' });
    await jest.advanceTimersByTimeAsync(3600_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
