import { isLocale, isTenantId, type Locale, type TenantId } from './tenant';
import type { ResolvedRemote } from './registry';

/** Id of the `<script type="application/json">` that carries the boot payload. */
export const BOOT_PAYLOAD_ID = 'sf-boot';

/** What the composer writes into the page for the shell. */
export interface BootPayload {
  readonly tenant: TenantId;
  readonly locale: Locale;
  /** The matched route and the remote that owns it (`shell` for content pages). */
  readonly route: { readonly id: string; readonly remote: string };
  /** Resolved versions of every remote of this tenant (for registration at run time). */
  readonly remotes: readonly ResolvedRemote[];
  readonly requestId: string;
  /** Set when the page is a 404/500 page. */
  readonly status: number;
  /** Page widgets the composer wrote into this page (each in a slot of its own), for the shell to mount. */
  readonly widgets?: readonly PageWidget[];
  /** The deployment the page comes from (spec "page data": deploymentEnv), e.g. `production`, `development`. */
  readonly deploymentEnv?: string;
  /** Set when a monitoring probe asked for the page (decision 0074; spec "page data": isMonitoring). */
  readonly isMonitoring?: boolean;
  /**
   * The shop's service worker (decision 0155): `on` — the shell's light entry registers `/sw.js` after
   * the load event; `off` — the platform turned it off (or no shell version ships one): the light entry
   * unregisters any worker of the origin and deletes its caches. Absent: the light entry does neither.
   */
  readonly serviceWorker?: ServiceWorkerMode;
  /**
   * The routes of the remotes on the page (the page's owner and its widgets' remotes) in the page's
   * locale, from the served versions' compositions (decision 0145): what the shell gives each remote as
   * `RemoteProps.routes` and resolves client-side navigation against (a path it does not know loads
   * as a full page).
   */
  readonly routes?: readonly PageRoute[];
  /**
   * The canonical path in the page's locale of every other route of the served versions (decision
   * 0235): what `localizedPath` of `@sf/i18n` links other owners' pages with in the browser.
   */
  readonly links?: Readonly<Record<string, string>>;
}

/** A route in the boot payload: its owner and its paths in the page's locale (canonical first). */
export interface PageRoute {
  readonly id: string;
  readonly remote: string;
  readonly match: 'exact' | 'prefix';
  readonly paths: readonly string[];
}

function isPageRoute(v: unknown): v is PageRoute {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.remote === 'string' &&
    (r.match === 'exact' || r.match === 'prefix') &&
    Array.isArray(r.paths) &&
    r.paths.every((p) => typeof p === 'string')
  );
}

function isLinks(v: unknown): boolean {
  return (
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.values(v).every((p) => typeof p === 'string')
  );
}

/** Whether a page runs the shop's service worker (`BootPayload.serviceWorker`). */
export type ServiceWorkerMode = 'on' | 'off';

/** A page widget in the page: the remote that exposes it, its slot name and the federation expose (`./sheet`). */
export interface PageWidget {
  readonly remote: string;
  readonly slot: string;
  readonly expose: string;
}

function isPageWidget(v: unknown): v is PageWidget {
  if (typeof v !== 'object' || v === null) return false;
  const w = v as Record<string, unknown>;
  return typeof w.remote === 'string' && typeof w.slot === 'string' && typeof w.expose === 'string';
}

/** Runtime guard of the boot payload the shell reads. */
export function isBootPayload(v: unknown): v is BootPayload {
  if (typeof v !== 'object' || v === null) return false;
  const b = v as Record<string, unknown>;
  const route = b.route as Record<string, unknown> | undefined;
  return (
    isTenantId(b.tenant) &&
    isLocale(b.locale) &&
    typeof route === 'object' &&
    route !== null &&
    typeof route.id === 'string' &&
    typeof route.remote === 'string' &&
    Array.isArray(b.remotes) &&
    b.remotes.every(
      (r: unknown) =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as ResolvedRemote).name === 'string' &&
        typeof (r as ResolvedRemote).manifestUrl === 'string',
    ) &&
    typeof b.requestId === 'string' &&
    typeof b.status === 'number' &&
    (b.widgets === undefined || (Array.isArray(b.widgets) && b.widgets.every(isPageWidget))) &&
    (b.deploymentEnv === undefined || typeof b.deploymentEnv === 'string') &&
    (b.isMonitoring === undefined || typeof b.isMonitoring === 'boolean') &&
    (b.serviceWorker === undefined || b.serviceWorker === 'on' || b.serviceWorker === 'off') &&
    (b.routes === undefined || (Array.isArray(b.routes) && b.routes.every(isPageRoute))) &&
    (b.links === undefined || isLinks(b.links))
  );
}

/**
 * Serializes JSON for an inline `<script type="application/json">`: `<`, `>`, `&` and the
 * line separators are escaped so the content cannot close the script element.
 */
export function serializeForScript(value: unknown): string {
  // one pass over the JSON (the composer serializes a boot payload per page)
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (c) => SCRIPT_ESCAPES[c] ?? c);
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
