import {
  normalizeRoutePath,
  type CompositionRoute,
  routePathsIn,
  type Locale,
  type RouteInfo,
  type TenantId,
} from '@sf/contracts';
import { localeFromPath, type Language } from '../locale-from-path';
import type { OwnedRoute } from './types';

/** A path resolved to its locale and route. */
export interface ResolvedRoute<R extends OwnedRoute = OwnedRoute> {
  readonly locale: Locale;
  readonly language: Language;
  readonly route: R;
  /** The normalized path after the locale prefix (`/fr/aide-service/` → `/aide-service`). */
  readonly rest: string;
  /** The normalized full path. */
  readonly path: string;
  /**
   * `tail`: for a prefix route, what follows the matched prefix, without slashes at either end
   * and still URL-encoded (`/s/jeans` → `jeans`, `/service-hilfe/kontakt` → `kontakt`).
   * `key`: for a route that names its pages by keys (`keys`, decision 0260), the key of the path
   * (`/damenmode/kleider` → `women-dresses`).
   */
  readonly params: { readonly tail?: string; readonly key?: string };
}

/** A route table: the routes of some owners, indexed for lookups by path and by id. */
export interface RouteTable<R extends OwnedRoute = OwnedRoute> {
  readonly routes: readonly R[];
  /** The route with this id, if the table has it. */
  get(id: string): R | undefined;
  /**
   * The route of a path on a tenant, or `null` (a 404). The locale comes from the path
   * (`localeFromPath`); an exact path wins over any prefix, a longer prefix over a shorter one;
   * trailing slashes do not matter; paths are case-sensitive. Recent answers are remembered
   * (bounded), the same frozen object for the same tenant and path.
   */
  resolve(tenant: TenantId, pathname: string): ResolvedRoute<R> | null;
  /**
   * The canonical path of a route in a locale, `undefined` when it has no page there; with `key`, the
   * path of that page of a keyed route (`undefined` when the route does not name it).
   */
  pathOf(id: string, locale: Locale, key?: string): string | undefined;
  /** The routes an owner has in a locale, localized: the `routes` of its `RemoteProps`. */
  routesOf(remote: string, locale: Locale): RouteInfo[];
}

interface LocaleIndex<R> {
  readonly exact: ReadonlyMap<string, R>;
  /** The key of each exact path of a keyed route. */
  readonly keys: ReadonlyMap<string, string>;
  readonly prefixes: readonly (readonly [string, R])[];
}

const RECENT_LIMIT = 2048;

/**
 * A route table of these routes. A path two routes claim with the same match keeps the first route
 * and is reported to `onClash` (the deploy refuses such clashes; the composer must not fall over one
 * that reached the registry anyway). Without `onClash` a clash throws: a programming error.
 */
export function createRouteTable<R extends OwnedRoute>(
  routes: readonly R[],
  onClash?: (message: string, kept: R, dropped: R) => void,
): RouteTable<R> {
  const byId = new Map<string, R>();
  for (const route of routes) if (!byId.has(route.id)) byId.set(route.id, route);
  const indexes = new Map<Locale, LocaleIndex<R>>();
  const recent = new Map<string, ResolvedRoute<R> | null>();

  const indexFor = (locale: Locale): LocaleIndex<R> => {
    const cached = indexes.get(locale);
    if (cached) return cached;
    const exact = new Map<string, R>();
    const prefixes = new Map<string, R>();
    const keys = new Map<string, string>();
    for (const route of routes) {
      if (byId.get(route.id) !== route) continue;
      const paths = routePathsIn(route, locale);
      for (const [i, raw] of paths.entries()) {
        const path = normalizeRoutePath(raw);
        const target = route.match === 'exact' ? exact : prefixes;
        const other = target.get(path);
        if (other && other.id !== route.id) {
          const message = `Routes ${other.id} and ${route.id} both claim ${route.match} path ${path} in ${locale}`;
          if (!onClash) throw new Error(message);
          onClash(message, other, route);
          continue;
        }
        target.set(path, route);
        const key = route.keys?.[i];
        if (key !== undefined && route.match === 'exact') keys.set(path, key);
      }
    }
    const index = { exact, keys, prefixes: [...prefixes.entries()].sort(([a], [b]) => b.length - a.length) };
    indexes.set(locale, index);
    return index;
  };

  const resolveUncached = (tenant: TenantId, pathname: string): ResolvedRoute<R> | null => {
    const { locale, language, rest } = localeFromPath(tenant, pathname);
    const path = normalizeRoutePath(pathname);
    const base = { locale, language, rest: normalizeRoutePath(rest), path };
    const index = indexFor(locale);
    const exact = index.exact.get(path);
    if (exact) {
      const key = index.keys.get(path);
      return { ...base, route: exact, params: key === undefined ? {} : { key } };
    }
    for (const [prefix, route] of index.prefixes) {
      if (path === prefix || prefix === '/' || path.startsWith(`${prefix}/`)) {
        const tail = path.slice(prefix.length).replace(/^\/+/, '');
        return { ...base, route, params: tail ? { tail } : {} };
      }
    }
    return null;
  };

  return {
    routes,
    get: (id) => byId.get(id),
    resolve(tenant, pathname) {
      const key = `${tenant}\u0000${pathname}`;
      const known = recent.get(key);
      if (known !== undefined) return known;
      if (recent.size >= RECENT_LIMIT) recent.clear();
      const resolved = resolveUncached(tenant, pathname);
      recent.set(key, resolved && Object.freeze(resolved));
      return resolved;
    },
    pathOf(id, locale, key) {
      const route = byId.get(id);
      if (!route) return undefined;
      const paths = routePathsIn(route, locale);
      if (key === undefined) return paths[0];
      const i = route.keys?.indexOf(key) ?? -1;
      return i === -1 ? undefined : paths[i];
    },
    routesOf(remote, locale) {
      return [...byId.values()].flatMap((route) => {
        const path = route.remote === remote ? routePathsIn(route, locale)[0] : undefined;
        return path === undefined ? [] : [{ id: route.id, path }];
      });
    },
  };
}

/** The routes of a composition with their owner: what a route table is built from. */
export function ownedBy<R extends CompositionRoute>(
  remote: string,
  routes: readonly R[],
): (R & { readonly remote: string })[] {
  return routes.map((route) => ({ ...route, remote }));
}
