import type { ServiceWorkerMode } from '@sf/contracts';

/** Where the composer serves the shop's worker (scope `/`, decision 0155). */
export const SERVICE_WORKER_URL = '/sw.js';
/** The worker's caches (and workbox's precache), deleted when the platform turns it off. */
const WORKER_CACHES = /^(?:sf-|workbox-)/;

/**
 * Registers the shop's service worker, or unregisters it when the platform turned it off (boot
 * payload `serviceWorker`), one task after the page's `load` event: nothing is requested before it,
 * and the worker's install (the light entry and the offline page) does not compete with the page.
 * Failures are left to the next page view (the shop works without a worker).
 */
export function manageServiceWorker(win: Window, mode: ServiceWorkerMode | undefined): void {
  const container = win.navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!mode || !container) return;
  const run = () =>
    win.setTimeout(() => {
      if (mode === 'on')
        void container
          .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
          .catch(() => undefined);
      else void unregisterAll(win, container).catch(() => undefined);
    }, 0);
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', run, { once: true });
}

async function unregisterAll(win: Window, container: ServiceWorkerContainer): Promise<void> {
  const registrations = await container.getRegistrations();
  if (registrations.length === 0) return;
  await Promise.all(registrations.map((r) => r.unregister()));
  const caches = win.caches as CacheStorage | undefined;
  if (!caches) return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => WORKER_CACHES.test(n)).map((n) => caches.delete(n)));
}
