import { manageServiceWorker, SERVICE_WORKER_URL } from './service-worker';

type Registration = { unregister: jest.Mock };

function fakeWindow(readyState: DocumentReadyState, registrations: Registration[] = []) {
  const listeners: Record<string, () => void> = {};
  const register = jest.fn(() => Promise.resolve({}));
  const getRegistrations = jest.fn(() => Promise.resolve(registrations));
  const cacheNames = ['sf-assets', 'workbox-precache-v2-http://x/', 'other-app'];
  const deleteCache = jest.fn(() => Promise.resolve(true));
  const win = {
    document: { readyState },
    navigator: { serviceWorker: { register, getRegistrations } },
    caches: { keys: () => Promise.resolve(cacheNames), delete: deleteCache },
    addEventListener: jest.fn((type: string, fn: () => void) => {
      listeners[type] = fn;
    }),
    setTimeout: (fn: () => void) => {
      fn();
      return 0;
    },
  } as unknown as Window;
  return { win, register, getRegistrations, deleteCache, load: () => listeners['load']?.() };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the service worker from the light entry', () => {
  it('registers /sw.js for the whole site only after the load event', () => {
    const w = fakeWindow('interactive');
    manageServiceWorker(w.win, 'on');
    expect(w.register).not.toHaveBeenCalled();
    w.load();
    expect(w.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  });

  it('registers at once when the page has already loaded', () => {
    const w = fakeWindow('complete');
    manageServiceWorker(w.win, 'on');
    expect(w.register).toHaveBeenCalledTimes(1);
  });

  it('unregisters every worker and deletes its caches when the platform turned it off', async () => {
    const registration = { unregister: jest.fn(() => Promise.resolve(true)) };
    const w = fakeWindow('complete', [registration]);
    manageServiceWorker(w.win, 'off');
    await settle();
    expect(w.register).not.toHaveBeenCalled();
    expect(registration.unregister).toHaveBeenCalled();
    expect(w.deleteCache.mock.calls.map((c: unknown[]) => c[0])).toEqual([
      'sf-assets',
      'workbox-precache-v2-http://x/',
    ]);
  });

  it('does nothing without a mode (an older composer) or without service worker support', () => {
    const w = fakeWindow('complete');
    manageServiceWorker(w.win, undefined);
    expect(w.register).not.toHaveBeenCalled();
    expect(w.getRegistrations).not.toHaveBeenCalled();
    const bare = { ...w.win, navigator: {} } as unknown as Window;
    expect(() => manageServiceWorker(bare, 'on')).not.toThrow();
  });
});
