import { LOCALES } from '@sf/contracts';
import { tenantOfLocale } from '@sf/tenant-config';
import { localizedPath, remoteMatcher, resolveRoute, routeMatcher, routesOf } from './resolve-route';
import { routeClashes } from '@sf/contracts';
import { ROUTES, getRoute, normalizeRoutePath, pathsOf, type RouteId } from './route-table';
import { CONTENT_LINKS, contentLink, type ContentLinkId } from './content-links';

describe('resolveRoute', () => {
  it('tolerates trailing slashes, repeated slashes, queries and fragments', () => {
    expect(resolveRoute('DE', '/warenkorb/')?.route.id).toBe('basket');
    expect(resolveRoute('DE', '/kasse/bezahlt')?.route.id).toBe('checkout-paid');
    expect(resolveRoute('DE', '/paylink/returning-success')?.route.id).toBe('paylink-return');
    expect(resolveRoute('DE', '//kasse//zahlung/')?.route.id).toBe('checkout-payment');
    expect(resolveRoute('DE', '/merkzettel?utm_source=mail#top')?.route.id).toBe('wishlist');
    expect(resolveRoute('DE', '')?.route.id).toBe('home');
  });

  it('answers null (404) for paths no route claims', () => {
    for (const path of [
      '/unbekannt',
      '/warenkorbx',
      '/kasse/unbekannt',
      '/sale/unbekannt',
      '/mein-konto/unbekannt',
      '/fr',
      '/fr/warenkorb',
    ]) {
      expect([path, resolveRoute('DE', path)]).toEqual([path, null]);
    }
    expect(resolveRoute('CH', '/fr/unbekannt')).toBeNull();
    expect(resolveRoute('DE', '/Warenkorb')).toBeNull();
  });

  it('prefers an exact path to a prefix and a longer prefix to a shorter one', () => {
    expect(resolveRoute('DE', '/service-hilfe/newsletter/anmelden')?.route.remote).toBe('mfe-newsletter');
    expect(resolveRoute('DE', '/service-hilfe/versand-und-lieferung')?.route.remote).toBe('shell');
    expect(resolveRoute('NL', '/service/geldzaken/login')?.route.remote).toBe('mfe-account');
    expect(resolveRoute('NL', '/service/geldzaken')?.route.remote).toBe('shell');
  });

  it('gives locale, language, rest, path and the tail after a prefix', () => {
    expect(resolveRoute('CH', '/fr/aide-service/livraison/')).toMatchObject({
      locale: 'fr-CH',
      language: 'fr',
      rest: '/aide-service/livraison',
      path: '/fr/aide-service/livraison',
      params: { tail: 'livraison' },
      route: { id: 'content', remote: 'shell', statusFrom: 'fragment' },
    });
    expect(resolveRoute('DE', '/s/rotes%20kleid')?.params).toEqual({ tail: 'rotes%20kleid' });
    expect(resolveRoute('DE', '/s/')?.params).toEqual({});
    expect(resolveRoute('DE', '/servicelayer/retoure/')?.params).toEqual({ tail: 'retoure' });
    expect(resolveRoute('DE', '/warenkorb')?.params).toEqual({});
    expect(resolveRoute('CH', '/fr')).toMatchObject({ rest: '/', path: '/fr', route: { id: 'home' } });
  });

  it('lets CMS content, service layers, the newsletter, the search, the credit, the account and the basket-checkout pages take their status from the fragment', () => {
    const fromFragment = ROUTES.filter((r) => 'statusFrom' in r).map((r) => r.id);
    const basketCheckout = ROUTES.filter((r) => r.remote === 'mfe-basket-checkout').map((r) => r.id);
    const account = ROUTES.filter((r) => r.remote === 'mfe-account').map((r) => r.id);
    expect(basketCheckout).toHaveLength(17);
    // every account route but the account page itself (always 200: it streams)
    expect(account.filter((id) => !(fromFragment as string[]).includes(id))).toEqual(['account']);
    const others = (id: string) =>
      !basketCheckout.includes(id as (typeof basketCheckout)[number]) &&
      !account.includes(id as (typeof account)[number]);
    expect(fromFragment.filter(others).sort()).toEqual([
      'category',
      'content',
      'credit-calculator',
      'credit-flexikonto',
      'credit-rate-protection',
      'newsletter-mailing-unsubscribe',
      'newsletter-personal-unsubscribed',
      'newsletter-signup',
      'newsletter-signup-confirmed',
      'newsletter-signup-existing',
      'newsletter-signup-pending',
      'newsletter-unsubscribe',
      'product',
      'search',
      'service-layer',
    ]);
  });
});

describe('the route table', () => {
  it('has unique route ids', () => {
    const ids = ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never lets two routes claim the same path in a locale (the rule of the deploy gate)', () => {
    const owners = [...new Set(ROUTES.map((r) => r.remote))].map((remote) => ({
      remote,
      routes: ROUTES.filter((r) => r.remote === remote),
    }));
    expect(routeClashes(owners)).toEqual([]);
  });

  it('writes fr-CH paths with /fr and other locales without it', () => {
    for (const route of ROUTES) {
      for (const p of pathsOf(route, 'fr-CH')) expect(p === '/fr' || p.startsWith('/fr/')).toBe(true);
      for (const locale of ['de-DE', 'de-AT', 'de-CH', 'nl-NL'] as const) {
        for (const p of pathsOf(route, locale)) expect(p.startsWith('/fr/') || p === '/fr').toBe(false);
      }
    }
  });

  it('lets de-AT and de-CH inherit de-DE', () => {
    for (const route of ROUTES) {
      expect(pathsOf(route, 'de-AT')).toEqual(pathsOf(route, 'de-DE'));
      expect(pathsOf(route, 'de-CH')).toEqual(pathsOf(route, 'de-DE'));
    }
  });

  it('resolves every path of every route back to that route in its locale', () => {
    for (const route of ROUTES) {
      for (const locale of LOCALES) {
        for (const path of pathsOf(route, locale)) {
          const resolved = resolveRoute(tenantOfLocale(locale), path);
          expect([path, locale, resolved?.route.id, resolved?.locale]).toEqual([
            path,
            locale,
            route.id,
            locale,
          ]);
        }
      }
    }
  });
});

describe('normalizeRoutePath', () => {
  it('normalizes slashes and drops query and fragment', () => {
    expect(normalizeRoutePath('/a/b/')).toBe('/a/b');
    expect(normalizeRoutePath('a//b')).toBe('/a/b');
    expect(normalizeRoutePath('/')).toBe('/');
    expect(normalizeRoutePath('///')).toBe('/');
    expect(normalizeRoutePath('/x?y=/z')).toBe('/x');
  });
});

describe('localizedPath', () => {
  it('gives the canonical path of a route per locale', () => {
    expect(localizedPath('basket', 'de-DE')).toBe('/warenkorb');
    expect(localizedPath('basket', 'de-AT')).toBe('/warenkorb');
    expect(localizedPath('basket', 'fr-CH')).toBe('/fr/warenkorb');
    expect(localizedPath('paylink', 'fr-CH')).toBe('/fr/paylink');
    expect(localizedPath('account', 'de-CH')).toBe('/mein-konto');
    expect(localizedPath('account', 'fr-CH')).toBe('/fr/mon-compte');
    expect(localizedPath('account', 'nl-NL')).toBe('/mijn-account');
    expect(localizedPath('account-overview', 'nl-NL')).toBe('/mijn-account/uebersicht');
    expect(localizedPath('home', 'fr-CH')).toBe('/fr');
    expect(localizedPath('home', 'nl-NL')).toBe('/');
    expect(localizedPath('content', 'de-DE')).toBe('/service-hilfe');
    expect(localizedPath('content', 'fr-CH')).toBe('/fr/aide-service');
    expect(localizedPath('content', 'nl-NL')).toBe('/klantenservice');
    expect(localizedPath('search', 'de-DE')).toBe('/s/');
    expect(localizedPath('newsletter-signup', 'nl-NL')).toBe('/klantenservice/nieuwsbrief/aanmelden');
  });

  it('throws for a route that a locale does not have, and for unknown ids', () => {
    expect(() => localizedPath('finance-login', 'de-DE')).toThrow('finance-login has no path in de-DE');
    expect(() => localizedPath('nope' as RouteId, 'de-DE')).toThrow('Unknown route id: nope');
    expect(getRoute('basket').remote).toBe('mfe-basket-checkout');
  });
});

describe('routesOf', () => {
  it('lists a remote’s routes, localized', () => {
    expect(routesOf('mfe-newsletter', 'fr-CH')).toEqual([
      { id: 'newsletter-signup', path: '/fr/aide-service/newsletter/inscription' },
      { id: 'newsletter-signup-pending', path: '/fr/aide-service/newsletter/inscription/confirmer' },
      { id: 'newsletter-signup-confirmed', path: '/fr/aide-service/newsletter/inscription/confirmee' },
      { id: 'newsletter-signup-existing', path: '/fr/aide-service/newsletter/inscription/deja-inscrit' },
      { id: 'newsletter-unsubscribe', path: '/fr/aide-service/newsletter/desinscription' },
      { id: 'newsletter-mailing-unsubscribe', path: '/fr/aide-service/newsletter/desinscription-mailing' },
      {
        id: 'newsletter-personal-unsubscribed',
        path: '/fr/aide-service/newsletter/newsletter-personnelle-desinscrite',
      },
    ]);
    expect(routesOf('mfe-search', 'de-AT')).toEqual([{ id: 'search', path: '/s/' }]);
    expect(routesOf('shell', 'de-DE')).toEqual([
      { id: 'home', path: '/' },
      { id: 'content', path: '/service-hilfe' },
    ]);
    expect(routesOf('mfe-catalog', 'de-DE')).toEqual([
      { id: 'category', path: '/mode/' },
      { id: 'product', path: '/p/' },
    ]);
  });

  it('leaves out routes a locale does not have', () => {
    expect(routesOf('mfe-account', 'nl-NL').map((r) => r.id)).toContain('finance-login');
    expect(routesOf('mfe-account', 'de-DE').map((r) => r.id)).not.toContain('finance-login');
    expect(routesOf('mfe-basket-checkout', 'de-DE')).toHaveLength(17);
  });
});

describe('routeMatcher and remoteMatcher', () => {
  it('activate exactly the route the path resolves to', () => {
    const newsletter = routeMatcher({ id: 'newsletter-signup' }, 'de-DE');
    const content = routeMatcher({ id: 'content' }, 'de-DE');
    expect(newsletter('/service-hilfe/newsletter/anmelden')).toBe(true);
    expect(newsletter({ pathname: '/service-hilfe/newsletter/anmelden/' })).toBe(true);
    expect(content({ pathname: '/service-hilfe/newsletter/anmelden' })).toBe(false);
    expect(content({ pathname: '/service-hilfe/versand-und-lieferung' })).toBe(true);
    expect(newsletter('/warenkorb')).toBe(false);
  });

  it('are false for a path of another locale of the tenant', () => {
    const frBasket = routeMatcher({ id: 'basket' }, 'fr-CH');
    expect(frBasket('/fr/warenkorb')).toBe(true);
    expect(frBasket('/warenkorb')).toBe(false);
    expect(routeMatcher({ id: 'basket' }, 'de-CH')('/warenkorb')).toBe(true);
  });

  it('remoteMatcher is true on every route of the remote', () => {
    const account = remoteMatcher('mfe-account', 'nl-NL');
    expect(account('/mijn-account/meine-rechnungen')).toBe(true);
    expect(account('/password/reset')).toBe(true);
    expect(account('/service/geldzaken/login')).toBe(true);
    expect(account('/klantenservice')).toBe(false);
    expect(account('/unbekannt')).toBe(false);
  });
});

describe('contentLink', () => {
  it('gives CMS addresses that the content route serves in each locale', () => {
    for (const id of Object.keys(CONTENT_LINKS) as ContentLinkId[]) {
      for (const locale of LOCALES) {
        const path = contentLink(id, locale);
        const resolved = resolveRoute(tenantOfLocale(locale), path);
        expect([id, locale, resolved?.route.id, resolved?.locale]).toEqual([id, locale, 'content', locale]);
      }
    }
    expect(contentLink('terms', 'de-AT')).toBe('/service-hilfe/ueber-uns/agb/');
    expect(contentLink('service-help', 'fr-CH')).toBe('/fr/aide-service');
    expect(contentLink('terms', 'nl-NL')).toBe('/special/algemene-voorwaarden');
  });
});
