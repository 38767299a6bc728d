import type { Locale } from '@sf/contracts';
import { ACCOUNT_ROUTES } from './account-routes';
import { CATALOG_ROUTES } from './catalog-routes';
import { COMMERCE_ROUTES } from './commerce-routes';
import { CONTACT_ROUTES } from './contact-routes';
import { CONTENT_ROUTES } from './content-routes';
import { CREDIT_ROUTES } from './credit-routes';
import { NEWSLETTER_ROUTES } from './newsletter-routes';
import type { RouteDefinition } from './types';

/** Every route of spec section 2, with its owner and its paths per locale. */
export const ROUTES = [
  ...COMMERCE_ROUTES,
  ...CATALOG_ROUTES,
  ...ACCOUNT_ROUTES,
  ...NEWSLETTER_ROUTES,
  ...CONTACT_ROUTES,
  ...CREDIT_ROUTES,
  ...CONTENT_ROUTES,
] as const;

/** Id of a route of the table (`basket`, `newsletter-signup`, `content`, …). */
export type RouteId = (typeof ROUTES)[number]['id'];

/** A route of the table. */
export type Route = RouteDefinition<RouteId>;

const BY_ID: ReadonlyMap<string, Route> = new Map(ROUTES.map((r) => [r.id, r as Route]));

/** The route with this id (throws for an unknown id: a programming error). */
export function getRoute(id: RouteId): Route {
  const route = BY_ID.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/**
 * The paths of a route in a locale as written in the table (canonical first); de-AT and de-CH
 * inherit de-DE. Empty when the route does not exist in that locale.
 */
export function pathsOf(route: RouteDefinition, locale: Locale): readonly string[] {
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

/** Per locale: exact paths in a map, prefixes longest first. */
export interface LocaleIndex {
  readonly exact: ReadonlyMap<string, Route>;
  readonly prefixes: readonly (readonly [string, Route])[];
}

const indexes = new Map<Locale, LocaleIndex>();

/** The lookup index of a locale (built once); two routes claiming the same path is an error. */
export function indexFor(locale: Locale): LocaleIndex {
  const cached = indexes.get(locale);
  if (cached) return cached;
  const exact = new Map<string, Route>();
  const prefixes = new Map<string, Route>();
  for (const route of ROUTES as readonly Route[]) {
    for (const raw of pathsOf(route, locale)) {
      const path = normalizeRoutePath(raw);
      const target = route.match === 'exact' ? exact : prefixes;
      const other = target.get(path);
      if (other && other.id !== route.id) {
        throw new Error(
          `Routes ${other.id} and ${route.id} both claim ${route.match} path ${path} in ${locale}`,
        );
      }
      target.set(path, route);
    }
  }
  const index: LocaleIndex = {
    exact,
    prefixes: [...prefixes.entries()].sort(([a], [b]) => b.length - a.length),
  };
  indexes.set(locale, index);
  return index;
}
