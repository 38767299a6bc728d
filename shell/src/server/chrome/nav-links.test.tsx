/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { createRouteTable, ROUTES, setRouteSource, type OwnedRoute } from '@sf/i18n';
import type { NavigationDoc } from '../../shared/content-types';
import { MainNav } from './main-nav';
import { navLinkHref, resolveFlyout, resolveLink, resolveNavigation } from './nav-links';
import { translator } from './translate';

const OLD = '/damenmode/kleider/';
const MOVED = '/damenmode/sommerkleider/';

type Paths = Record<string, string | readonly string[]>;

/** The snapshot's routes with the catalog's `category` route changed by `change` (a deploy of the catalog). */
function composedWith(change: (category: OwnedRoute) => OwnedRoute | null) {
  const routes = (ROUTES as readonly OwnedRoute[]).flatMap((route) => {
    if (route.id !== 'category') return [route];
    const changed = change(route);
    return changed ? [changed] : [];
  });
  return createRouteTable(routes);
}

const moved = (category: OwnedRoute): OwnedRoute => {
  const paths = category.paths as Paths;
  const german = (paths['de-DE'] as readonly string[]).map((p) => (p === OLD ? MOVED : p));
  return { ...category, paths: { ...paths, 'de-DE': german } } as OwnedRoute;
};

/** The catalog's category route without `key` (a version that no longer publishes that page). */
const without =
  (key: string) =>
  (category: OwnedRoute): OwnedRoute => {
    const i = category.keys!.indexOf(key);
    const drop = <T,>(list: readonly T[]) => list.filter((_, n) => n !== i);
    const paths = Object.fromEntries(
      Object.entries(category.paths as Paths).map(([l, p]) => [l, drop(p as readonly string[])]),
    );
    return { ...category, paths, keys: drop(category.keys!) } as OwnedRoute;
  };

const NAV: NavigationDoc = {
  items: [
    {
      id: 'mode',
      label: 'Mode',
      route: 'category',
      key: 'fashion',
      groups: [
        {
          heading: 'Damen',
          links: [
            { label: 'Kleider', route: 'category', key: 'women-dresses' },
            { label: 'Neu', href: '/service-hilfe/shopping-vorteile' },
          ],
        },
        { heading: 'Gibt es nicht', links: [{ label: 'Unbekannt', route: 'category', key: 'no-such-key' }] },
      ],
    },
  ],
  service: { label: 'Service & Hilfe', href: '/service-hilfe' },
};

afterEach(() => setRouteSource(undefined));

describe('navLinkHref', () => {
  it('keeps a literal href and links a keyed page with the published snapshot without a composed table', () => {
    expect(navLinkHref({ label: 'Hilfe', href: '/service-hilfe' }, 'de-DE')).toBe('/service-hilfe');
    expect(navLinkHref({ label: 'Kleider', route: 'category', key: 'women-dresses' }, 'de-DE')).toBe(OLD);
    expect(navLinkHref({ label: 'Robes', route: 'category', key: 'women-dresses' }, 'fr-CH')).toBe(
      '/fr/mode-femme/robes/',
    );
    expect(navLinkHref({ label: 'Warenkorb', route: 'basket' }, 'de-DE')).toBe('/warenkorb');
  });

  it('links the path of the table composed for the request: a category the catalog moved by its deploy', () => {
    const table = composedWith(moved);
    setRouteSource((tenant) => (tenant === 'DE' ? table : undefined));
    expect(navLinkHref({ label: 'Kleider', route: 'category', key: 'women-dresses' }, 'de-DE')).toBe(MOVED);
    // another tenant's page is composed with its own table (here none: the snapshot)
    expect(navLinkHref({ label: 'Kleider', route: 'category', key: 'women-dresses' }, 'de-AT')).toBe(OLD);
  });

  it('has no target for a key the live version does not declare, nor for one nobody ever declared', () => {
    const table = composedWith(without('women-dresses'));
    setRouteSource(() => table);
    expect(navLinkHref({ label: 'Kleider', route: 'category', key: 'women-dresses' }, 'de-DE')).toBeNull();
    expect(navLinkHref({ label: 'Mode', route: 'category', key: 'fashion' }, 'de-DE')).toBe('/mode/');
    setRouteSource(undefined);
    expect(navLinkHref({ label: 'X', route: 'category', key: 'no-such-key' }, 'de-DE')).toBeNull();
    expect(navLinkHref({ label: 'X', route: 'no-such-route' }, 'de-DE')).toBeNull();
  });

  it("appends a route link's query to the path it resolves to, and has none without a page (decision 0277)", () => {
    const link = { label: 'Neu', route: 'category', key: 'women-dresses', query: 'sort=new' };
    expect(navLinkHref(link, 'de-DE')).toBe(`${OLD}?sort=new`);
    const table = composedWith(moved);
    setRouteSource(() => table);
    expect(navLinkHref(link, 'de-DE')).toBe(`${MOVED}?sort=new`);
    expect(resolveLink(link, 'de-DE')).toEqual({ label: 'Neu', href: `${MOVED}?sort=new` });
    const dropped = composedWith(without('women-dresses'));
    setRouteSource(() => dropped);
    expect(navLinkHref(link, 'de-DE')).toBeNull();
    expect(resolveLink(link, 'de-DE')).toBeNull();
    expect(resolveLink({ label: 'Hilfe', href: '/service-hilfe?x=1' }, 'de-DE')).toEqual({
      label: 'Hilfe',
      href: '/service-hilfe?x=1',
    });
  });

  it('falls back to the snapshot when the live table cannot tell: the catalog not served for the tenant', () => {
    const table = composedWith(() => null);
    setRouteSource(() => table);
    expect(navLinkHref({ label: 'Kleider', route: 'category', key: 'women-dresses' }, 'de-DE')).toBe(OLD);
  });
});

describe('the rendered navigation', () => {
  const FLYOUT = {
    teasers: {
      mode: {
        headline: 'Sommerkleider',
        text: 'Leicht und luftig.',
        link: { label: 'Zu den Neuheiten', route: 'category', key: 'women-dresses', query: 'sort=new' },
      },
    },
  };
  const html = () =>
    renderToStaticMarkup(
      <MainNav
        navigation={resolveNavigation(NAV, 'de-DE')}
        flyout={resolveFlyout(FLYOUT, 'de-DE')}
        t={translator('de-DE')}
      />,
    );

  it('links each page where the live versions serve it, leaving out a group without pages', () => {
    const table = composedWith(moved);
    setRouteSource(() => table);
    const markup = html();
    expect(markup).toContain(`<a href="${MOVED}">Kleider</a>`);
    expect(markup).not.toContain(OLD);
    expect(markup).toContain('<a href="/mode/">Mode</a>');
    expect(markup).toContain('<a href="/service-hilfe/shopping-vorteile">Neu</a>');
    expect(markup).not.toContain('Unbekannt');
    expect(markup).not.toContain('Gibt es nicht');
    // the flyout's teaser too, with its query (decision 0277)
    expect(markup).toContain(`<a href="${MOVED}?sort=new">Zu den Neuheiten</a>`);
  });

  it('shows a teaser whose page the live catalog does not declare without its link', () => {
    const table = composedWith(without('women-dresses'));
    setRouteSource(() => table);
    const markup = html();
    expect(markup).toContain('<h3>Sommerkleider</h3>');
    expect(markup).not.toContain('Zu den Neuheiten');
  });

  it('shows a top category without a page as text, keeping its flyout', () => {
    const table = composedWith(without('fashion'));
    setRouteSource(() => table);
    const markup = html();
    expect(markup).toContain('<span>Mode</span>');
    expect(markup).not.toContain('href="/mode/"');
    expect(markup).toContain(`<a href="${OLD}">Kleider</a>`);
  });
});
