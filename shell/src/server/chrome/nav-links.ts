import type { Locale } from '@sf/contracts';
import { ROUTE_TABLE, routeTableOf } from '@sf/i18n';
import { tenantOfLocale } from '@sf/tenant-config';
import type { ContentLink, MenuFlyoutDoc, NavigationDoc, NavLink } from '../../shared/content-types';

/** A navigation item with every link resolved to its target (`href: null`: no page to link). */
export interface ResolvedNavItem {
  readonly id: string;
  readonly label: string;
  readonly href: string | null;
  readonly groups: readonly { readonly heading: string; readonly links: readonly ContentLink[] }[];
}

/** The navigation as rendered: its links' paths from the route table composed for the request. */
export interface ResolvedNavigation {
  readonly items: readonly ResolvedNavItem[];
  readonly service: ContentLink;
}

/**
 * The target of a navigation link in a locale (decision 0275): a literal `href` as written; a route's
 * page from the table composed for the request (`routeTableOf`: the versions served now, installed by
 * `@sf/domain-server` on a fragment request). When that table has the route and the route names its
 * pages by keys, only its own path counts: a key the live version does not declare has no page there,
 * so the link is `null` (left out) rather than the snapshot's path, which that version does not serve.
 * The published snapshot only when the live table cannot tell (its owner not served for the tenant, a
 * version from before keys: decision 0260's fallback); `null` when neither has the page. A route link's
 * `query` follows the path (`/mode/?sort=new`, decision 0277).
 */
export function navLinkHref(link: NavLink, locale: Locale): string | null {
  if ('href' in link) return link.href;
  const path = routePath(link.route, link.key, locale);
  return path === null || link.query === undefined ? path : `${path}?${link.query}`;
}

/** The path of a route's page (`key`: of a keyed route) in `locale`, by {@link navLinkHref}'s rule. */
function routePath(route: string, key: string | undefined, locale: Locale): string | null {
  const table = routeTableOf(tenantOfLocale(locale));
  if (key !== undefined && (table.get(route)?.keys?.length ?? 0) > 0)
    return table.pathOf(route, locale, key) ?? null;
  return table.pathOf(route, locale, key) ?? ROUTE_TABLE.pathOf(route, locale, key) ?? null;
}

/**
 * A CMS link (a teaser's, a footer column's, a CMS page block's) as rendered: its target resolved by
 * {@link navLinkHref}, or `null` when it has no page now (the caller leaves the link out).
 */
export function resolveLink(link: NavLink, locale: Locale): ContentLink | null {
  const href = navLinkHref(link, locale);
  return href === null ? null : { label: link.label, href };
}

/** A flyout teaser as rendered: `link` `null` when its page is not served now (the teaser shows no link). */
export interface ResolvedTeaser {
  readonly headline: string;
  readonly text: string;
  readonly link: ContentLink | null;
}

/** The `menu-flyout` teasers with their links resolved for the request ({@link resolveLink}). */
export function resolveFlyout(doc: MenuFlyoutDoc, locale: Locale): Readonly<Record<string, ResolvedTeaser>> {
  return Object.fromEntries(
    Object.entries(doc.teasers).map(([id, teaser]) => [
      id,
      { headline: teaser.headline, text: teaser.text, link: resolveLink(teaser.link, locale) },
    ]),
  );
}

/**
 * Resolves every link of the navigation for the page being rendered. A group link without a page is
 * left out, and a group left without links; an item without a page keeps its label (as text) and its
 * flyout, so the shopper still reaches the pages below it.
 */
export function resolveNavigation(doc: NavigationDoc, locale: Locale): ResolvedNavigation {
  return {
    items: doc.items.map((item) => ({
      id: item.id,
      label: item.label,
      href: navLinkHref(item, locale),
      groups: item.groups
        .map((group) => ({
          heading: group.heading,
          links: group.links.flatMap((link) => resolveLink(link, locale) ?? []),
        }))
        .filter((group) => group.links.length > 0),
    })),
    service: doc.service,
  };
}
