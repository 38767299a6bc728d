import { PAGE_VIEW_ID_BACKEND_COOKIE, PAGE_VIEW_ID_COOKIE } from './constants';

/** Options of {@link createPageViewTracker}. */
export interface PageViewTrackerOptions {
  /** Document whose cookies and location are used. Default: the global `document`. */
  readonly doc?: CookieDocument;
  /** UUID source. Default: `crypto.randomUUID` (with a `getRandomValues` v4 fallback outside secure contexts). */
  readonly uuid?: () => string;
}

/** Keeps the page-view id: a new random UUID per path change, mirrored into two cookies. */
export interface PageViewTracker {
  /** The current page-view id. */
  id(): string;
  /** Call on every navigation; renews the id only when `path` differs from the last one. Returns the id. */
  onPathChange(path: string): string;
}

/** A random RFC 4122 v4 UUID. */
export function randomUuid(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === 'function') return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The `document.cookie` assignment for a page-view cookie: session cookie, `Path=/`, `SameSite=Lax`, `Secure` on https. */
/** The part of `Document` the tracker uses (typed here so server builds without the DOM lib compile). */
export interface CookieDocument {
  cookie: string;
  readonly location: { readonly pathname: string; readonly protocol: string };
}

export function pageViewCookie(name: string, id: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(id)}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Tracks the page-view id (spec section 3): a random UUID for the page the tracker starts on and a
 * new one whenever the path changes, kept in the cookies `GlycerinPageViewId` and
 * `GlycerinPageViewIdFromBackend` so server calls of the same page view carry it.
 * @example const pv = createPageViewTracker(); bus.emit({ type: 'route:changed', v: 1, path, pageViewId: pv.onPathChange(path) });
 */
export function createPageViewTracker(options: PageViewTrackerOptions = {}): PageViewTracker {
  const doc = options.doc ?? (globalThis as unknown as { document: CookieDocument }).document;
  const uuid = options.uuid ?? randomUuid;
  let path = doc.location.pathname;
  let current = '';

  const renew = (): void => {
    current = uuid();
    const secure = doc.location.protocol === 'https:';
    doc.cookie = pageViewCookie(PAGE_VIEW_ID_COOKIE, current, secure);
    doc.cookie = pageViewCookie(PAGE_VIEW_ID_BACKEND_COOKIE, current, secure);
  };
  renew();

  return {
    id: () => current,
    onPathChange(next) {
      if (next !== path) {
        path = next;
        renew();
      }
      return current;
    },
  };
}
