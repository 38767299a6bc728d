import { LOCALES, type Locale } from './tenant';

/**
 * The pages a remote declares in its composition (decision 0145): route id, how paths are compared,
 * the localized paths. The owner is the declaring remote; the composer builds the route table of a
 * tenant from the compositions of the versions it serves.
 */

/** One path, or several (the first is the canonical one that links use). */
export type PathSpec = string | readonly string[];

/**
 * Paths of a route per locale, as the shopper sees them (fr-CH paths carry `/fr`).
 * de-AT and de-CH inherit de-DE unless given; a locale without a path has no such page.
 */
export type LocalizedPaths = { readonly [L in Locale]?: PathSpec };

/** How a path is compared: the path itself, or the path and everything below it. */
export type RouteMatch = 'exact' | 'prefix';

/** A page route as a composition declares it (the route table's entry without its owner). */
export interface CompositionRoute<Id extends string = string> {
  readonly id: Id;
  readonly match: RouteMatch;
  readonly paths: LocalizedPaths;
  /** The page status comes from the fragment's `x-sf-status` (e.g. a CMS page that does not exist). */
  readonly statusFrom?: 'fragment';
  /**
   * `content-only`: the page is the route's fragment alone, without the shop's header, footer and
   * header widgets (decision 0095).
   */
  readonly frame?: 'content-only';
  /**
   * The fragment the owner's server renders for the page (`GET <server>/fragment/<fragment>`), when
   * it is not the route id: one page under a second route of its own (a campaign path).
   */
  readonly fragment?: string;
  /**
   * An `exact` route of several pages of one kind names each page by a key (the catalog's categories,
   * decision 0260): the n-th key is the page of every locale's n-th path, so each locale the route has
   * lists one path per key. Others link one of them by its key (`@sf/i18n` `pagePath`) and a resolved
   * path carries its key, from the composed table of the live versions.
   */
  readonly keys?: readonly string[];
}

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const ROUTE_PATH = /^\/[A-Za-z0-9._~/-]*$/;

const isPath = (v: unknown): boolean => typeof v === 'string' && ROUTE_PATH.test(v);
const isPathSpec = (v: unknown): boolean =>
  isPath(v) || (Array.isArray(v) && v.length > 0 && v.every(isPath));

/** Runtime guard of a declared route. */
export function isCompositionRoute(v: unknown): v is CompositionRoute {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const r = v as Record<string, unknown>;
  const paths = r.paths as Record<string, unknown> | null;
  return (
    typeof r.id === 'string' &&
    ID.test(r.id) &&
    (r.match === 'exact' || r.match === 'prefix') &&
    typeof paths === 'object' &&
    paths !== null &&
    Object.entries(paths).every(([l, p]) => (LOCALES as readonly string[]).includes(l) && isPathSpec(p)) &&
    (r.statusFrom === undefined || r.statusFrom === 'fragment') &&
    (r.frame === undefined || r.frame === 'content-only') &&
    (r.fragment === undefined || (typeof r.fragment === 'string' && ID.test(r.fragment))) &&
    (r.keys === undefined || areKeysOf(r.keys, r.match, paths))
  );
}

/** Keys of an exact route: distinct ids, as many as each locale's paths. */
function areKeysOf(keys: unknown, match: unknown, paths: Record<string, unknown>): boolean {
  if (match !== 'exact' || !Array.isArray(keys) || keys.length === 0) return false;
  if (!keys.every((k) => typeof k === 'string' && ID.test(k)) || new Set(keys).size !== keys.length)
    return false;
  return Object.values(paths).every((p) => Array.isArray(p) && p.length === keys.length);
}

/**
 * The paths of a route in a locale as declared (canonical first); de-AT and de-CH inherit de-DE.
 * Empty when the route does not exist in that locale.
 */
export function routePathsIn(route: Pick<CompositionRoute, 'paths'>, locale: Locale): readonly string[] {
  const spec =
    route.paths[locale] ?? (locale === 'de-AT' || locale === 'de-CH' ? route.paths['de-DE'] : undefined);
  if (spec === undefined) return [];
  return typeof spec === 'string' ? [spec] : spec;
}

/**
 * The form paths are compared in: no query or fragment, one leading slash, no repeated or
 * trailing slashes (`/kasse/bezahlt/` and `/kasse/bezahlt` are the same page).
 */
export function normalizeRoutePath(pathname: string): string {
  const end = pathname.search(/[?#]/);
  const path = (end === -1 ? pathname : pathname.slice(0, end)).replace(/\/{2,}/g, '/');
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** One clash between declared routes: a route id, or one path of one locale, with two owners. */
export interface RouteClash {
  readonly kind: 'route' | 'route-path';
  /** `route basket`, `/warenkorb (de-DE, exact)`. */
  readonly what: string;
  readonly owners: readonly [string, string];
}

/**
 * Every clash between the routes of several remotes: a route id declared by two remotes (or twice by
 * one), a path of a locale claimed by two routes with the same match (an exact path inside another's
 * prefix is not a clash: the exact one wins, as the content prefixes and the pages below them).
 */
export function routeClashes(
  owners: readonly { readonly remote: string; readonly routes: readonly CompositionRoute[] }[],
): RouteClash[] {
  const clashes: RouteClash[] = [];
  const seen = new Set<string>();
  const add = (clash: RouteClash) => {
    const key = `${clash.kind}|${clash.what}|${clash.owners.join('|')}`;
    if (seen.has(key)) return;
    seen.add(key);
    clashes.push(clash);
  };
  const ids = new Map<string, string>();
  const paths = new Map<string, { remote: string; route: string }>();
  for (const { remote, routes } of owners) {
    for (const route of routes) {
      const owner = ids.get(route.id);
      if (owner !== undefined) add({ kind: 'route', what: `route ${route.id}`, owners: [owner, remote] });
      else ids.set(route.id, remote);
      for (const locale of LOCALES) {
        for (const raw of routePathsIn(route, locale)) {
          const path = normalizeRoutePath(raw);
          const key = `${locale}|${route.match}|${path}`;
          const other = paths.get(key);
          if (!other) paths.set(key, { remote, route: route.id });
          else if (other.route !== route.id || other.remote !== remote) {
            // de-AT and de-CH inherit de-DE: one clash there is named once, by its de-DE path
            const label = locale === 'de-AT' || locale === 'de-CH' ? 'de-DE' : locale;
            add({
              kind: 'route-path',
              what: `${path} (${label}, ${route.match})`,
              owners: [other.remote, remote],
            });
          }
        }
      }
    }
  }
  return clashes;
}
