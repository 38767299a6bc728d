import {
  pathPatternMatches,
  type CompositionSlotWidget,
  type Locale,
  type PageRoute,
  type PageWidget,
  type Registry,
  type RemoteVersion,
  type TenantId,
  type WidgetRoutes,
} from '@sf/contracts';
import {
  createRouteTable,
  declaredRoutes,
  ownedBy,
  pageLinks,
  toPageRoutes,
  type OwnedRoute,
  type RemoteName,
  type RouteTable,
} from '@sf/i18n';

/**
 * What the served versions compose into the shop, built from their registry compositions (their
 * builds' `sf-composition.json`, decision 0120): the page widgets by route, the owners of the `/api`
 * prefixes and of the other proxied paths, the in-fragment slot widgets. Nothing here names a remote:
 * a remote adds a widget or an API by deploying a version that declares it.
 */

/** A page widget of a remote: a fragment composed into the pages of some routes, in a slot of its own. */
export interface WidgetDefinition extends PageWidget {
  /** Fragment id on the remote's server (`GET <server>/fragment/<fragment>`). */
  readonly fragment: string;
  /** Route ids of the pages that carry the widget (`all`/`framed` resolved against the route table). */
  readonly routes: readonly string[];
  /**
   * A page helper (decision 0074): left out for crawlers and monitoring probes, and fetched with
   * the visitor hints (`x-sf-visitor`). Its fetch is private to the visitor (never shared or cached).
   */
  readonly helper?: boolean;
  /** The remote's own cookies the widget reads (sent only to this widget's fetch; private as well). */
  readonly cookies?: readonly string[];
}

/** The composition of one set of served versions. */
export interface CompositionTable {
  /** The route table: the routes the served versions declare (decision 0145), each with its owner. */
  readonly routes: RouteTable<OwnedRoute>;
  /** The page widgets by route id, in a stable order (by remote name, then as declared). */
  readonly widgetsByRoute: ReadonlyMap<string, readonly WidgetDefinition[]>;
  /** `/api/<prefix>` → the remote whose server answers it. */
  readonly apiOwners: ReadonlyMap<string, string>;
  /** Other public paths proxied as they are (`/sitemaps/*`) → their remote. */
  readonly paths: readonly { readonly pattern: string; readonly remote: string }[];
  /** In-fragment slot widgets (decision 0046) by remote. */
  readonly slotWidgets: Readonly<Record<string, CompositionSlotWidget>>;
  /** The boot payloads' routes and links computed so far, by locale and owners (see {@link pageRoutesOf}). */
  readonly pageRoutes: Map<string, PageRoutes>;
}

/** A boot payload's `routes` (the remotes on the page) and `links` (every other route's canonical path). */
export interface PageRoutes {
  readonly routes: readonly PageRoute[];
  readonly links: Readonly<Record<string, string>>;
}

/** At most this many sets of owners and locales remembered per table. */
const MAX_PAGE_ROUTES = 256;

/**
 * The routes of these owners in a locale, for a boot payload (decision 0145), and the canonical path of
 * every other route there (`links`, decision 0235: what the remotes on the page link other owners'
 * pages with in the browser); computed once per table, locale and set of owners (a page's owner and
 * its widgets' remotes), not per request.
 */
export function pageRoutesOf(table: CompositionTable, owners: readonly string[], locale: Locale): PageRoutes {
  const set = new Set(owners);
  const key = `${locale}|${[...set].sort().join('|')}`;
  let found = table.pageRoutes.get(key);
  if (!found) {
    const routes = toPageRoutes(table.routes, set, locale);
    found = { routes, links: pageLinks(table.routes, routes, locale) };
    if (table.pageRoutes.size >= MAX_PAGE_ROUTES) table.pageRoutes.clear();
    table.pageRoutes.set(key, found);
  }
  return found;
}

/** The route ids of a widget's `routes`: `all`, or `framed` (all but the content-only pages, decision 0095). */
export function routeIdsOf(routes: WidgetRoutes, table: RouteTable<OwnedRoute>): readonly string[] {
  if (routes === 'all') return table.routes.map((r) => r.id);
  if (routes === 'framed') return table.routes.filter((r) => r.frame !== 'content-only').map((r) => r.id);
  return routes;
}

/**
 * The routes a version declares. A composition written before routes moved into compositions (no
 * `routes`: a rollback to such a version) keeps the routes the platform's table gives its remote.
 */
function routesOfVersion(name: string, version: RemoteVersion): readonly OwnedRoute[] {
  return ownedBy(name, version.composition?.routes ?? declaredRoutes(name as RemoteName));
}

/**
 * The table of a set of versions. A clash the deploy should have refused (two owners of a prefix,
 * a path or a slot) is resolved by the remote name that sorts first, and reported to `onConflict`.
 */
export function compositionTable(
  remotes: ReadonlyMap<string, RemoteVersion>,
  onConflict: (what: string, owners: readonly [string, string]) => void = () => undefined,
): CompositionTable {
  const widgetsByRoute = new Map<string, WidgetDefinition[]>();
  const apiOwners = new Map<string, string>();
  const paths: { pattern: string; remote: string }[] = [];
  const slotWidgets: Record<string, CompositionSlotWidget> = {};
  const slots = new Map<string, string>();
  const names = [...remotes.keys()].sort();
  const ownedRoutes = names.flatMap((name) => routesOfVersion(name, remotes.get(name)!));
  const seen = new Map<string, string>();
  for (const route of ownedRoutes) {
    const owner = seen.get(route.id);
    if (owner === undefined) seen.set(route.id, route.remote);
    else if (owner !== route.remote) onConflict(`route ${route.id}`, [owner, route.remote]);
  }
  const routes = createRouteTable(ownedRoutes, (message, kept, dropped) =>
    onConflict(message, [kept.remote, dropped.remote]),
  );
  for (const name of names) {
    const composition = remotes.get(name)?.composition;
    if (!composition) continue;
    for (const prefix of composition.api) {
      const owner = apiOwners.get(prefix);
      if (owner === undefined) apiOwners.set(prefix, name);
      else if (owner !== name) onConflict(`/api/${prefix}`, [owner, name]);
    }
    for (const pattern of composition.paths) {
      const owner = paths.find((p) => p.pattern === pattern);
      if (!owner) paths.push({ pattern, remote: name });
      else if (owner.remote !== name) onConflict(pattern, [owner.remote, name]);
    }
    if (composition.slotWidget) slotWidgets[name] = composition.slotWidget;
    for (const w of composition.widgets) {
      const owner = slots.get(w.slot);
      if (owner !== undefined) {
        onConflict(`slot ${w.slot}`, [owner, name]);
        continue;
      }
      slots.set(w.slot, name);
      const widgetRoutes = routeIdsOf(w.routes, routes);
      const widget: WidgetDefinition = {
        remote: name,
        slot: w.slot,
        expose: w.expose,
        fragment: w.fragment,
        routes: widgetRoutes,
        ...(w.helper ? { helper: true } : {}),
        ...(w.cookies?.length ? { cookies: w.cookies } : {}),
      };
      for (const route of new Set(widgetRoutes)) {
        const list = widgetsByRoute.get(route);
        if (list) list.push(widget);
        else widgetsByRoute.set(route, [widget]);
      }
    }
  }
  return { routes, widgetsByRoute, apiOwners, paths, slotWidgets, pageRoutes: new Map() };
}

/** The remote that serves a proxied path, if any (`/sitemaps/de-DE.xml` → `mfe-catalog`). */
export function pathOwner(table: CompositionTable, pathname: string): string | undefined {
  return table.paths.find((p) => pathPatternMatches(p.pattern, pathname))?.remote;
}

/** The widgets of a page: those of its route (an automated visitor gets no page helpers), with their versions. */
export function widgetsFor(
  routeId: string,
  table: CompositionTable,
  remotes: ReadonlyMap<string, RemoteVersion>,
  automated = false,
): { readonly widget: WidgetDefinition; readonly version: RemoteVersion }[] {
  const found: { widget: WidgetDefinition; version: RemoteVersion }[] = [];
  for (const widget of table.widgetsByRoute.get(routeId) ?? []) {
    if (automated && widget.helper) continue;
    const version = remotes.get(widget.remote);
    if (version) found.push({ widget, version });
  }
  return found;
}

/** The boot payload entry of a widget. */
export function toPageWidget(widget: WidgetDefinition): PageWidget {
  return { remote: widget.remote, slot: widget.slot, expose: widget.expose };
}

/** Tables kept per registry (a reload is a new object) and per set of versions (canaries make several). */
const MAX_TABLES_PER_REGISTRY = 64;

/**
 * The composition of what a request is served, computed once per registry and set of resolved
 * versions (a tenant without a canary has one set; each canary adds one), never per request.
 */
export function createCompositions(onConflict?: (what: string, owners: readonly [string, string]) => void) {
  const byRegistry = new WeakMap<Registry, Map<string, CompositionTable>>();
  return (
    registry: Registry,
    tenant: TenantId,
    remotes: ReadonlyMap<string, RemoteVersion>,
  ): CompositionTable => {
    let tables = byRegistry.get(registry);
    if (!tables) {
      tables = new Map();
      byRegistry.set(registry, tables);
    }
    // the live versions are the registry's entries themselves (no canary picked): the tenant is the key
    const entries = registry.tenants[tenant] ?? {};
    let key: string = tenant;
    for (const [name, version] of remotes) {
      if (entries[name] === version) continue;
      key = tenant;
      for (const [other, v] of remotes) key += `|${other}@${v.version}`;
      break;
    }
    let table = tables.get(key);
    if (!table) {
      table = compositionTable(remotes, onConflict);
      if (tables.size >= MAX_TABLES_PER_REGISTRY) tables.clear();
      tables.set(key, table);
    }
    return table;
  };
}

/** What the composer asks for the composition of a request's versions. */
export type Compositions = ReturnType<typeof createCompositions>;
