import type { TenantId } from '@sf/contracts';
import { createRouteTable, ownedBy, SHELL_ROUTES } from '@sf/i18n';
import { BASKET_CHECKOUT_ROUTES } from './routes';

// the remote's routes beside the shell's, as the composer composes them
const table = createRouteTable([...SHELL_ROUTES, ...ownedBy('mfe-basket-checkout', BASKET_CHECKOUT_ROUTES)]);

/** The German default paths of spec section 2 this remote owns. */
const DEFAULT_PATHS: readonly (readonly [string, string])[] = [
  ['/warenkorb', 'basket'],
  ['/kasse/registrieren', 'checkout-login'],
  ['/kasse/lieferservice', 'checkout-delivery'],
  ['/kasse/lieferservice-aendern', 'checkout-delivery-change'],
  ['/kasse/zahlung', 'checkout-payment'],
  ['/kasse/zahlung-aendern', 'checkout-payment-change'],
  ['/kasse/ratenschutz', 'checkout-payment-protection'],
  ['/kasse/ratenschutz-aktualisierung', 'checkout-payment-protection-update'],
  ['/kasse/zahlpause', 'checkout-payment-pause'],
  ['/kasse/premium', 'checkout-premium'],
  ['/kasse', 'checkout'],
  ['/kasse/auftrag', 'checkout-confirmation'],
  ['/kasse/hinweis', 'checkout-no-order'],
  ['/kasse/bezahlt/', 'checkout-paid'],
  ['/merkzettel', 'wishlist'],
  ['/paylink', 'paylink'],
  ['/paylink/returning-success/', 'paylink-return'],
];

const id = (tenant: TenantId, path: string) => table.resolve(tenant, path)?.route.id ?? null;

describe('basket and checkout paths (spec section 2)', () => {
  it('has every default path on the German-language shops and NL, and below /fr on CH', () => {
    for (const [path, expected] of DEFAULT_PATHS) {
      for (const tenant of ['DE', 'AT', 'CH', 'NL'] as const)
        expect([tenant, path, id(tenant, path)]).toEqual([tenant, path, expected]);
      expect(['CH', `/fr${path}`, id('CH', `/fr${path}`)]).toEqual(['CH', `/fr${path}`, expected]);
      expect(table.resolve('CH', `/fr${path}`)?.locale).toBe('fr-CH');
    }
  });

  it('links the canonical path of each locale', () => {
    expect(table.pathOf('basket', 'fr-CH')).toBe('/fr/warenkorb');
    expect(table.pathOf('paylink', 'nl-NL')).toBe('/paylink');
    expect(table.pathOf('checkout-paid', 'de-AT')).toBe('/kasse/bezahlt/');
  });

  it('answers 404 for what it does not have and takes every page status from the fragment', () => {
    expect(id('DE', '/kasse/unbekannt')).toBeNull();
    expect(id('DE', '/Warenkorb')).toBeNull();
    expect(BASKET_CHECKOUT_ROUTES.every((r) => r.statusFrom === 'fragment')).toBe(true);
  });
});
