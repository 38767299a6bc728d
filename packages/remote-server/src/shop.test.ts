import { customerOf, isSecure, requestShop, shopOf } from './shop';

describe('the shop of a request', () => {
  it('takes the currency from the tenant config (CHF in Switzerland, EUR elsewhere)', () => {
    expect(shopOf('fr-CH')).toEqual({ tenant: 'CH', locale: 'fr-CH', currency: 'CHF', language: 'fr' });
    expect(shopOf('de-CH').currency).toBe('CHF');
    expect(shopOf('nl-NL')).toEqual({ tenant: 'NL', locale: 'nl-NL', currency: 'EUR', language: 'nl' });
    expect(shopOf('de-AT').language).toBe('de');
  });

  it("reads the composer's headers and refuses a tenant that is not the locale's", () => {
    expect(requestShop(new Headers({ 'x-sf-locale': 'de-CH', 'x-sf-tenant': 'CH' })).currency).toBe('CHF');
    expect(requestShop(new Headers({ 'x-sf-locale': 'de-CH', 'x-sf-tenant': 'DE' })).tenant).toBe('CH');
    expect(requestShop(new Headers({ 'x-sf-locale': 'xx' }))).toMatchObject({
      tenant: 'DE',
      locale: 'de-DE',
    });
  });

  it('knows a well-formed customer id and a TLS connection', () => {
    expect(customerOf(new Headers({ 'x-sf-customer': 'abc-1' }))).toBe('abc-1');
    expect(customerOf(new Headers({ 'x-sf-customer': 'a b' }))).toBeNull();
    expect(isSecure(new Headers({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isSecure(new Headers())).toBe(false);
  });
});
