import type { Locale } from '@sf/contracts';

/** Names of the apps that own routes. `shell` owns the CMS content pages. */
export type RemoteName =
  | 'shell'
  | 'mfe-catalog'
  | 'mfe-search'
  | 'mfe-basket-checkout'
  | 'mfe-account'
  | 'mfe-service-contact'
  | 'mfe-newsletter'
  | 'mfe-credit-instalments';

/** One path, or several (the first is the canonical one that links use). */
export type PathSpec = string | readonly string[];

/**
 * Paths of a route per locale, as the shopper sees them (fr-CH paths carry `/fr`).
 * de-AT and de-CH inherit de-DE unless given; a locale without a path has no such page.
 */
export type LocalizedPaths = { readonly [L in Locale]?: PathSpec };

/** How a path is compared: the path itself, or the path and everything below it. */
export type RouteMatch = 'exact' | 'prefix';

/** A route of the localized route table. */
export interface RouteDefinition<Id extends string = string> {
  readonly id: Id;
  /** The app that renders the page (`GET <server>/fragment/<id>`). */
  readonly remote: RemoteName;
  readonly match: RouteMatch;
  readonly paths: LocalizedPaths;
  /** The page status comes from the fragment's `x-sf-status` (e.g. a CMS page that does not exist). */
  readonly statusFrom?: 'fragment';
  /**
   * `content-only`: the page is the route's fragment alone, without the shop's header, footer and
   * header widgets (a layer opened in an overlay, a web view or a new tab; spec: "/servicelayer/
   * renders its content only", decision 0095).
   */
  readonly frame?: 'content-only';
}
