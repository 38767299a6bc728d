import { messagesFor, toSwissGerman, type MessageBundle } from './messages-for';

const bundle: MessageBundle = {
  'de-DE': {
    'app.title': 'Straße und Hausnummer',
    'app.cart': 'Warenkorb',
    'sf.skipLink': 'Direkt zum Inhalt',
  },
  'fr-CH': { 'app.title': 'Rue et numéro', 'app.cart': 'Panier' },
  'nl-NL': { 'app.title': 'Straat en huisnummer', 'app.cart': 'Winkelwagen' },
  'de-AT': { 'app.cart': 'Einkaufswagen' },
  'de-CH': { 'app.cart': 'Warenkorb (CH)' },
};

describe('messagesFor', () => {
  it('uses the catalogue of the locale for de-DE, fr-CH and nl-NL', () => {
    expect(messagesFor('de-DE', bundle)['app.cart']).toBe('Warenkorb');
    expect(messagesFor('fr-CH', bundle)['app.cart']).toBe('Panier');
    expect(messagesFor('nl-NL', bundle)['app.cart']).toBe('Winkelwagen');
  });

  it('lets de-AT inherit de-DE where it does not override', () => {
    const at = messagesFor('de-AT', bundle);
    expect(at['app.cart']).toBe('Einkaufswagen');
    expect(at['app.title']).toBe('Straße und Hausnummer');
  });

  it('lets de-CH inherit de-DE in Swiss spelling, and keeps its overrides as written', () => {
    const ch = messagesFor('de-CH', bundle);
    expect(ch['app.cart']).toBe('Warenkorb (CH)');
    expect(ch['app.title']).toBe('Strasse und Hausnummer');
    expect(ch['sf.toast.close']).toBe('Schliessen');
    expect(messagesFor('de-CH', { ...bundle, 'de-CH': { 'x.y': 'Grüße' } })['x.y']).toBe('Grüße');
  });

  it('includes the shared messages, which an app may override', () => {
    expect(messagesFor('de-DE')['sf.skipLink']).toBe('Zum Inhalt springen');
    expect(messagesFor('nl-NL')['sf.skipLink']).toBe('Naar de inhoud');
    expect(messagesFor('de-DE', bundle)['sf.skipLink']).toBe('Direkt zum Inhalt');
    expect(messagesFor('fr-CH', bundle)['sf.skipLink']).toBe('Aller au contenu');
  });

  it('works without de-AT/de-CH overrides', () => {
    const { 'de-AT': _at, 'de-CH': _ch, ...base } = bundle;
    expect(messagesFor('de-AT', base)['app.cart']).toBe('Warenkorb');
    expect(messagesFor('de-CH', base)['app.cart']).toBe('Warenkorb');
  });
});

describe('toSwissGerman', () => {
  it('replaces ß by ss', () => {
    expect(toSwissGerman('Grüße, Straße, SCHLIEẞEN')).toBe('Grüsse, Strasse, SCHLIESSEN');
  });
});
