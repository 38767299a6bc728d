import type { CompositionRoute } from '@sf/contracts';

export type { LocalizedPaths, PathSpec, RouteMatch } from '@sf/contracts';

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

/** A route with its owner: what a route table holds (the owner is the remote that declared it). */
export interface OwnedRoute<Id extends string = string> extends CompositionRoute<Id> {
  /** The app that renders the page (`GET <server>/fragment/<id>`). */
  readonly remote: string;
}

/** A route of the localized route table of this package. */
export interface RouteDefinition<Id extends string = string> extends OwnedRoute<Id> {
  readonly remote: RemoteName;
}
