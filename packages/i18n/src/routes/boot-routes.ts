import { BOOT_PAYLOAD_ID, type Locale, type PageRoute, type TenantId } from '@sf/contracts';
import { pageRouteTable } from './page-routes';
import type { RouteTable } from './route-index';
import type { OwnedRoute } from './types';

/** What of the boot payload the route source reads (the rest is the shell's). */
interface BootRoutes {
  readonly tenant: TenantId;
  readonly locale: Locale;
  readonly routes?: readonly PageRoute[];
  readonly links?: Readonly<Record<string, string>>;
}

/** What of `document` the source uses (the package also compiles without the DOM's types). */
interface DocumentLike {
  getElementById(id: string): { readonly textContent: string | null } | null;
}

interface Known {
  readonly element: object;
  readonly text: string;
  readonly tenant: TenantId | null;
  /** `undefined`: a payload without routes and links (or malformed) — the snapshot is used. */
  readonly table: RouteTable<OwnedRoute> | undefined;
}

let known: Known | null = null;

/**
 * The composed table of the page's boot payload (decision 0235): the routes of the remotes on the page
 * (`routes`, resolved and linked) and the canonical path of every other route of the page's locale
 * (`links`, linked only), both from the served versions' compositions. Parsed once per payload element
 * (the composer writes it once per page; its text is read again only when the element is another);
 * `undefined` outside a browser, without a payload (a unit test, a remote's harness), for a payload from
 * before `links` or for another tenant.
 */
export function bootRouteSource(tenant: TenantId): RouteTable<OwnedRoute> | undefined {
  const doc = (globalThis as { document?: DocumentLike }).document;
  const element = doc?.getElementById(BOOT_PAYLOAD_ID);
  if (!element) return undefined;
  if (known?.element !== element) {
    const text = element.textContent ?? '';
    known = known?.text === text ? { ...known, element } : parse(element, text);
  }
  return known.tenant === tenant ? known.table : undefined;
}

function parse(element: object, text: string): Known {
  const none: Known = { element, text, tenant: null, table: undefined };
  let payload: BootRoutes;
  try {
    payload = JSON.parse(text) as BootRoutes;
  } catch {
    return none; // the shell reports a malformed payload
  }
  if (!payload || !Array.isArray(payload.routes) || typeof payload.links !== 'object' || !payload.links)
    return none;
  return {
    element,
    text,
    tenant: payload.tenant,
    table: withLinks(payload.routes, payload.links, payload.locale),
  };
}

/** The table of a payload's routes whose `pathOf` also knows the payload's `links` (its locale only). */
export function withLinks(
  routes: readonly PageRoute[],
  links: Readonly<Record<string, string>>,
  locale: Locale,
): RouteTable<OwnedRoute> {
  const table = pageRouteTable(routes, locale);
  return {
    ...table,
    // a page of a keyed route is not in the payload (it carries no keys): the caller falls back
    pathOf: (id, l, key) =>
      table.pathOf(id, l, key) ??
      (key === undefined && l === locale && Object.hasOwn(links, id) ? links[id] : undefined),
  };
}
