import type { EventBus } from '@sf/contracts';
import type { PageViewTracker } from '@sf/session';
import { needsFullLoad, type RenderedPage } from './navigation';

/** What {@link listenToRoutes} needs. */
export interface RouteEventDeps {
  readonly win: Window;
  readonly bus: EventBus;
  readonly pageViews: PageViewTracker;
  readonly page: RenderedPage;
}

/**
 * Wires single-spa's routing events: a navigation to a page the server must render (another
 * owner, a CMS page, an unknown path) becomes a full page load; every new path gets a page-view
 * id and a `route:changed` event (the toast store clears on it). The first routing event (at
 * `start()`) announces the page that was loaded.
 */
export function listenToRoutes(deps: RouteEventDeps): () => void {
  const { win, bus, pageViews, page } = deps;
  let lastPath: string | null = null;
  const before = (event: Event) => {
    const newUrl = (event as CustomEvent<{ newUrl?: string }>).detail?.newUrl;
    if (!newUrl) return;
    const next = new URL(newUrl, win.location.href);
    if (next.origin === win.location.origin && needsFullLoad(page, next.pathname))
      win.location.assign(next.href);
  };
  const after = () => {
    const path = win.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    bus.emit({ type: 'route:changed', v: 1, path, pageViewId: pageViews.onPathChange(path) });
  };
  win.addEventListener('single-spa:before-routing-event', before);
  win.addEventListener('single-spa:routing-event', after);
  return () => {
    win.removeEventListener('single-spa:before-routing-event', before);
    win.removeEventListener('single-spa:routing-event', after);
  };
}
