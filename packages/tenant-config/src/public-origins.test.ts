import { publicOrigins } from './public-origins';

describe('publicOrigins', () => {
  it('is each tenant’s first host with the composer’s port by default', () => {
    expect(publicOrigins({}, 6300)).toEqual({
      DE: 'http://de.localhost:6300',
      AT: 'http://at.localhost:6300',
      CH: 'http://ch.localhost:6300',
      NL: 'http://nl.localhost:6300',
    });
  });

  it('takes the configured origins from SF_PUBLIC_ORIGINS', () => {
    const env = {
      SF_PUBLIC_ORIGINS: JSON.stringify({ DE: 'https://www.shop.de', CH: 'https://www.shop.ch/' }),
    };
    expect(publicOrigins(env, 3000)).toEqual({
      DE: 'https://www.shop.de',
      AT: 'http://at.localhost:3000',
      CH: 'https://www.shop.ch',
      NL: 'http://nl.localhost:3000',
    });
  });

  it.each([['javascript:alert(1)'], ['https://www.shop.de/konto'], ['www.shop.de'], [42]])(
    'refuses %p as an origin',
    (value) => {
      expect(() => publicOrigins({ SF_PUBLIC_ORIGINS: JSON.stringify({ DE: value }) }, 3000)).toThrow(
        'SF_PUBLIC_ORIGINS: DE is not an http(s) origin',
      );
    },
  );
});
