import { languageOf, localeFromPath } from './locale-from-path';

describe('localeFromPath', () => {
  it('selects fr-CH on CH for /fr and everything below it', () => {
    expect(localeFromPath('CH', '/fr')).toEqual({
      locale: 'fr-CH',
      language: 'fr',
      prefix: '/fr',
      rest: '/',
    });
    expect(localeFromPath('CH', '/fr/')).toEqual({
      locale: 'fr-CH',
      language: 'fr',
      prefix: '/fr',
      rest: '/',
    });
    expect(localeFromPath('CH', '/fr/paylink')).toEqual({
      locale: 'fr-CH',
      language: 'fr',
      prefix: '/fr',
      rest: '/paylink',
    });
  });

  it('keeps the default locale for other paths of CH', () => {
    expect(localeFromPath('CH', '/')).toEqual({ locale: 'de-CH', language: 'de', prefix: '', rest: '/' });
    expect(localeFromPath('CH', '/warenkorb')).toEqual({
      locale: 'de-CH',
      language: 'de',
      prefix: '',
      rest: '/warenkorb',
    });
    expect(localeFromPath('CH', '/french/x').locale).toBe('de-CH');
    expect(localeFromPath('CH', '/frx').locale).toBe('de-CH');
    expect(localeFromPath('CH', '/FR/paylink').locale).toBe('de-CH');
  });

  it('does not treat a prefix of another tenant as a locale', () => {
    expect(localeFromPath('DE', '/fr/paylink')).toEqual({
      locale: 'de-DE',
      language: 'de',
      prefix: '',
      rest: '/fr/paylink',
    });
    expect(localeFromPath('NL', '/fr').locale).toBe('nl-NL');
    expect(localeFromPath('AT', '/de/warenkorb')).toMatchObject({
      locale: 'de-AT',
      prefix: '',
      rest: '/de/warenkorb',
    });
    expect(localeFromPath('CH', '/de/warenkorb').locale).toBe('de-CH');
  });

  it('uses each tenant default', () => {
    expect(localeFromPath('DE', '/x').locale).toBe('de-DE');
    expect(localeFromPath('AT', '/x').locale).toBe('de-AT');
    expect(localeFromPath('NL', '/x')).toMatchObject({ locale: 'nl-NL', language: 'nl' });
  });

  it('ignores query and fragment and tolerates a missing leading slash', () => {
    expect(localeFromPath('CH', '/fr?x=1')).toMatchObject({ locale: 'fr-CH', rest: '/' });
    expect(localeFromPath('CH', '/fr#top')).toMatchObject({ locale: 'fr-CH', rest: '/' });
    expect(localeFromPath('CH', 'fr/paylink')).toMatchObject({ locale: 'fr-CH', rest: '/paylink' });
  });
});

describe('languageOf', () => {
  it('is the first two letters of the locale', () => {
    expect(languageOf('fr-CH')).toBe('fr');
    expect(languageOf('de-AT')).toBe('de');
    expect(languageOf('nl-NL')).toBe('nl');
  });
});
