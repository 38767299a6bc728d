import { requestShop, shopOf } from './request-info';

describe('the shop of a request', () => {
  it("takes the price currency from the tenant's config: CHF in Switzerland, EUR elsewhere", () => {
    expect(shopOf('fr-CH')).toEqual({ tenant: 'CH', locale: 'fr-CH', currency: 'CHF', language: 'fr' });
    expect(shopOf('de-DE')).toEqual({ tenant: 'DE', locale: 'de-DE', currency: 'EUR', language: 'de' });
    expect(shopOf('nl-NL')).toEqual({ tenant: 'NL', locale: 'nl-NL', currency: 'EUR', language: 'nl' });
  });

  it("refuses a tenant header that does not match the locale's shop (prices follow the language's shop)", () => {
    expect(requestShop(new Headers({ 'x-sf-locale': 'fr-CH', 'x-sf-tenant': 'DE' })).currency).toBe('CHF');
    expect(requestShop(new Headers({ 'x-sf-locale': 'xx', 'x-sf-tenant': 'CH' }))).toMatchObject({
      locale: 'de-DE',
      currency: 'EUR',
    });
  });
});
