import type { TenantId } from '@sf/contracts';
import { resolveRoute } from './resolve-route';
import { ROUTES } from './route-table';
import type { RouteDefinition } from './types';

/** `<route id>@<remote>` of a path, or null. */
function owner(tenant: TenantId, path: string): string | null {
  const r = resolveRoute(tenant, path);
  return r ? `${r.route.id}@${r.route.remote}` : null;
}

/** The German default paths of spec section 2 and their owners. */
const DEFAULT_PATHS: readonly (readonly [string, string])[] = [
  ['/warenkorb', 'basket@mfe-basket-checkout'],
  ['/kasse/registrieren', 'checkout-login@mfe-basket-checkout'],
  ['/kasse/lieferservice', 'checkout-delivery@mfe-basket-checkout'],
  ['/kasse/lieferservice-aendern', 'checkout-delivery-change@mfe-basket-checkout'],
  ['/kasse/zahlung', 'checkout-payment@mfe-basket-checkout'],
  ['/kasse/zahlung-aendern', 'checkout-payment-change@mfe-basket-checkout'],
  ['/kasse/ratenschutz', 'checkout-payment-protection@mfe-basket-checkout'],
  ['/kasse/ratenschutz-aktualisierung', 'checkout-payment-protection-update@mfe-basket-checkout'],
  ['/kasse/zahlpause', 'checkout-payment-pause@mfe-basket-checkout'],
  ['/kasse/premium', 'checkout-premium@mfe-basket-checkout'],
  ['/kasse', 'checkout@mfe-basket-checkout'],
  ['/kasse/auftrag', 'checkout-confirmation@mfe-basket-checkout'],
  ['/kasse/hinweis', 'checkout-no-order@mfe-basket-checkout'],
  ['/kasse/bezahlt/', 'checkout-paid@mfe-basket-checkout'],
  ['/merkzettel', 'wishlist@mfe-basket-checkout'],
  ['/paylink', 'paylink@mfe-basket-checkout'],
  ['/paylink/returning-success/', 'paylink-return@mfe-basket-checkout'],
  ['/s/', 'search@mfe-search'],
  ['/s/sommerkleid', 'search@mfe-search'],
  ['/account', 'account-link@mfe-account'],
  ['/account/addresses', 'account-link-addresses@mfe-account'],
  ['/account/data', 'account-link-data@mfe-account'],
  ['/account/bookings', 'account-link-bookings@mfe-account'],
  ['/account/settings', 'account-link-settings@mfe-account'],
  ['/password/reset', 'password-reset@mfe-account'],
  ['/servicelayer/', 'service-layer@mfe-service-contact'],
  ['/servicelayer/versandkosten', 'service-layer@mfe-service-contact'],
  ['/', 'home@shell'],
  ['/storefront', 'home@shell'],
  ['/service-hilfe/ueber-uns/agb/', 'content@shell'],
  ['/service-hilfe/ueber-uns/agb/widerrufsbelehrung', 'content@shell'],
  ['/service-hilfe/ueber-uns/datenschutz', 'content@shell'],
  ['/service-hilfe/newsletter', 'content@shell'],
  ['/service-hilfe/kontakt', 'contact@mfe-service-contact'],
  ['/service', 'content@shell'],
  ['/special/vacatures', 'content@shell'],
  ['/special/algemene-voorwaarden', 'content@shell'],
  ...[
    '/service-hilfe',
    '/aide-service',
    '/lp',
    '/magazin',
    '/magazine',
    '/node',
    '/klantenservice',
    '/inspiratie',
    '/special',
  ].flatMap((prefix) => [
    [prefix, 'content@shell'] as const,
    [`${prefix}/some/page`, 'content@shell'] as const,
  ]),
];

const ACCOUNT_SUB_PAGES: readonly (readonly [string, string])[] = [
  ['', 'account'],
  ['/uebersicht', 'account-overview'],
  ['/meine-persoenlichen-daten', 'account-personal-data'],
  ['/meine-bestellungen-und-lieferungen', 'account-orders'],
  ['/meine-buchungen', 'account-bookings'],
  ['/meine-rechnungen', 'account-invoices'],
  ['/mein-adressbuch', 'account-address-book'],
  ['/payback', 'account-payback'],
  ['/meine-zahltermine', 'account-payment-dates'],
];

describe('spec paths on the German-language shops (DE, AT, CH in de-CH)', () => {
  const tenants: readonly TenantId[] = ['DE', 'AT', 'CH'];
  it.each(tenants)('%s resolves every default path to its owner', (tenant) => {
    for (const [path, expected] of DEFAULT_PATHS)
      expect([path, owner(tenant, path)]).toEqual([path, expected]);
  });
  it.each(tenants)('%s has the account area under /mein-konto', (tenant) => {
    for (const [sub, id] of ACCOUNT_SUB_PAGES)
      expect(owner(tenant, `/mein-konto${sub}`)).toBe(`${id}@mfe-account`);
  });
  it('resolves the locale of each German shop', () => {
    expect(resolveRoute('DE', '/warenkorb')?.locale).toBe('de-DE');
    expect(resolveRoute('AT', '/warenkorb')?.locale).toBe('de-AT');
    expect(resolveRoute('CH', '/warenkorb')?.locale).toBe('de-CH');
  });
});

describe('spec paths on CH in French (/fr)', () => {
  it('resolves every default path below /fr to the same owner', () => {
    for (const [path, expected] of DEFAULT_PATHS) {
      const frPath = path === '/' ? '/fr' : `/fr${path}`;
      expect([frPath, owner('CH', frPath)]).toEqual([frPath, expected]);
      expect(resolveRoute('CH', frPath)?.locale).toBe('fr-CH');
    }
  });
  it('has /fr/paylink, /fr as home and the service link /fr/aide-service', () => {
    expect(owner('CH', '/fr/paylink')).toBe('paylink@mfe-basket-checkout');
    expect(owner('CH', '/fr')).toBe('home@shell');
    expect(owner('CH', '/fr/')).toBe('home@shell');
    expect(owner('CH', '/fr/aide-service')).toBe('content@shell');
    expect(owner('CH', '/fr/aide-service/contact')).toBe('contact@mfe-service-contact');
  });
  it('has the account area under /fr/mon-compte', () => {
    for (const [sub, id] of ACCOUNT_SUB_PAGES)
      expect(owner('CH', `/fr/mon-compte${sub}`)).toBe(`${id}@mfe-account`);
    expect(owner('CH', '/fr/mein-konto')).toBeNull();
    expect(owner('CH', '/mon-compte')).toBeNull();
  });
});

describe('spec paths on NL', () => {
  it('resolves every default path to its owner', () => {
    for (const [path, expected] of DEFAULT_PATHS) expect([path, owner('NL', path)]).toEqual([path, expected]);
  });
  it('has the account area under /mijn-account, not /mein-konto', () => {
    for (const [sub, id] of ACCOUNT_SUB_PAGES)
      expect(owner('NL', `/mijn-account${sub}`)).toBe(`${id}@mfe-account`);
    expect(owner('NL', '/mein-konto')).toBeNull();
  });
  it('has the service links and the money-matters login of the sister shop', () => {
    expect(owner('NL', '/klantenservice')).toBe('content@shell');
    expect(owner('NL', '/service')).toBe('content@shell');
    expect(owner('NL', '/service/geldzaken/login')).toBe('finance-login@mfe-account');
    expect(owner('DE', '/service/geldzaken/login')).toBe('content@shell');
  });
});

describe('frames', () => {
  it('gives only the service layer a content-only page (spec: "/servicelayer/ renders its content only")', () => {
    const contentOnly = (ROUTES as readonly RouteDefinition[])
      .filter((r) => r.frame === 'content-only')
      .map((r) => r.id);
    expect(contentOnly).toEqual(['service-layer']);
    expect(resolveRoute('DE', '/servicelayer/versandkosten')?.route.frame).toBe('content-only');
    expect(resolveRoute('DE', '/service-hilfe')?.route.frame).toBeUndefined();
  });
});
