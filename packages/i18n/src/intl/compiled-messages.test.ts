import type { Locale } from '@sf/contracts';
import type * as Parser from '@formatjs/icu-messageformat-parser';
import type * as CreateIntl from './create-intl';
import type * as MessagesFor from './messages-for';
import type { MessageBundle, Messages } from './messages-for';

// The browser's path (decision 0284): formatjs with the parser's `no-parser` build, whose `parse`
// throws, and the catalogues compiled at build time. The test compiles with the real parser.
jest.mock('@formatjs/icu-messageformat-parser', () =>
  jest.requireActual('@formatjs/icu-messageformat-parser/no-parser.js'),
);
const { parse } = jest.requireActual<typeof Parser>('@formatjs/icu-messageformat-parser');
// after the mock: @sf/i18n and formatjs load the no-parser build
const { createIntlFor } = jest.requireActual<typeof CreateIntl>('./create-intl');
const { messagesFor } = jest.requireActual<typeof MessagesFor>('./messages-for');

const compile = (messages: Readonly<Record<string, string>>): Messages =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));

const TEXTS = {
  'de-DE': {
    'x.street': 'Straße und Hausnummer',
    'x.items': '{count, plural, =0 {Keine Artikel} one {# Artikel} other {# Artikel}}',
    'x.greeting':
      '{salutation, select, female {Sehr geehrte Frau {name}} male {Sehr geehrter Herr {name}} other {Guten Tag {name}}}, Grüße',
    'x.total': 'Summe: {amount, number, price}',
    'x.until': 'Gültig bis {day, date, medium}',
    'x.long': 'Bestellt am {day, date, long}',
    'x.points': '{points, plural, one {# Punkt} other {# Punkte}} für Großeinkäufe',
  },
  'fr-CH': {
    'x.street': 'Rue et numéro',
    'x.items': '{count, plural, =0 {Aucun article} one {# article} other {# articles}}',
    'x.greeting':
      '{salutation, select, female {Madame {name}} male {Monsieur {name}} other {Bonjour {name}}}, salutations',
    'x.total': 'Total : {amount, number, price}',
    'x.until': 'Valable jusqu’au {day, date, medium}',
    'x.long': 'Commandé le {day, date, long}',
    'x.points': '{points, plural, one {# point} other {# points}} pour les gros achats',
  },
  'nl-NL': {
    'x.street': 'Straat en huisnummer',
    'x.items': '{count, plural, =0 {Geen artikelen} one {# artikel} other {# artikelen}}',
    'x.greeting':
      '{salutation, select, female {Geachte mevrouw {name}} male {Geachte heer {name}} other {Hallo {name}}}, groeten',
    'x.total': 'Totaal: {amount, number, price}',
    'x.until': 'Geldig tot {day, date, medium}',
    'x.long': 'Besteld op {day, date, long}',
    'x.points': '{points, plural, one {# punt} other {# punten}} voor grote aankopen',
  },
} as const;

const AST: MessageBundle = {
  'de-DE': compile(TEXTS['de-DE']),
  'fr-CH': compile(TEXTS['fr-CH']),
  'nl-NL': compile(TEXTS['nl-NL']),
};

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const LOCALES: readonly Locale[] = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'];
const DAY = Date.UTC(2025, 2, 1, 10);

describe('messages compiled to the ICU AST, formatted without the parser (decision 0284)', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // a message the parser would have been needed for is logged as an error: none here
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('has no parser: a message text is not formatted (what the build rules out)', () => {
    const strings: MessageBundle = { 'de-DE': TEXTS['de-DE'], 'fr-CH': {}, 'nl-NL': {} };
    const intl = createIntlFor('de-DE', strings, { onError: jest.fn() });
    expect(intl.formatMessage({ id: 'x.items' }, { count: 2 })).toBe(TEXTS['de-DE']['x.items']);
  });

  it('formats plain texts in all five locales; de-CH writes "ss" in the AST’s literals', () => {
    expect(LOCALES.map((l) => createIntlFor(l, AST).formatMessage({ id: 'x.street' }))).toEqual([
      'Straße und Hausnummer',
      'Straße und Hausnummer',
      'Strasse und Hausnummer',
      'Rue et numéro',
      'Straat en huisnummer',
    ]);
    // the shared chrome messages, compiled like an app's (the jest run reads their texts)
    const shared = compile(messagesFor('de-DE') as Readonly<Record<string, string>>);
    const chrome: MessageBundle = { 'de-DE': shared, 'fr-CH': {}, 'nl-NL': {} };
    expect(createIntlFor('de-CH', chrome).formatMessage({ id: 'sf.toast.close' })).toBe('Schliessen');
  });

  it('formats plurals, with "ss" inside and outside the branches in de-CH', () => {
    const items = (l: Locale, count: number) =>
      createIntlFor(l, AST).formatMessage({ id: 'x.items' }, { count });
    expect([items('de-DE', 0), items('de-DE', 1), items('de-DE', 3)]).toEqual([
      'Keine Artikel',
      '1 Artikel',
      '3 Artikel',
    ]);
    expect([items('fr-CH', 1), items('fr-CH', 2), items('nl-NL', 1), items('nl-NL', 5)]).toEqual([
      '1 article',
      '2 articles',
      '1 artikel',
      '5 artikelen',
    ]);
    expect(createIntlFor('de-CH', AST).formatMessage({ id: 'x.points' }, { points: 1200 })).toBe(
      "1'200 Punkte für Grosseinkäufe",
    );
    expect(createIntlFor('de-DE', AST).formatMessage({ id: 'x.points' }, { points: 1 })).toBe(
      '1 Punkt für Großeinkäufe',
    );
  });

  it('formats selects with nested arguments', () => {
    const greet = (l: Locale, salutation: string) =>
      createIntlFor(l, AST).formatMessage({ id: 'x.greeting' }, { salutation, name: 'Muster' });
    expect(greet('de-DE', 'female')).toBe('Sehr geehrte Frau Muster, Grüße');
    expect(greet('de-CH', 'male')).toBe('Sehr geehrter Herr Muster, Grüsse');
    expect(greet('de-AT', 'notSpecified')).toBe('Guten Tag Muster, Grüße');
    expect(greet('fr-CH', 'male')).toBe('Monsieur Muster, salutations');
    expect(greet('nl-NL', 'female')).toBe('Geachte mevrouw Muster, groeten');
  });

  it('formats numbers with the named price format in the tenant’s currency', () => {
    const total = (l: Locale) =>
      plain(createIntlFor(l, AST).formatMessage({ id: 'x.total' }, { amount: 1234.5 }));
    expect(total('de-DE')).toBe('Summe: 1.234,50 €');
    expect(total('de-AT')).toBe('Summe: € 1.234,50');
    expect(total('de-CH')).toBe("Summe: CHF 1'234.50");
    expect(total('fr-CH')).toBe('Total : 1 234.50 CHF');
    expect(total('nl-NL')).toBe('Totaal: € 1.234,50');
  });

  it('formats dates with the named formats in the tenant’s time zone', () => {
    const until = (l: Locale, id = 'x.until') => createIntlFor(l, AST).formatMessage({ id }, { day: DAY });
    expect(until('de-DE')).toBe('Gültig bis 01.03.2025');
    expect(until('de-CH', 'x.long')).toBe('Bestellt am 1. März 2025');
    expect(until('fr-CH')).toBe('Valable jusqu’au 01.03.2025');
    expect(until('nl-NL', 'x.long')).toBe('Besteld op 1 maart 2025');
  });

  it('has the AST a server parses from its text, in every locale, de-CH’s "ss" included (hydration)', () => {
    const strings: MessageBundle = TEXTS;
    for (const locale of LOCALES) {
      const texts = messagesFor(locale, strings);
      const asts = messagesFor(locale, AST);
      for (const id of Object.keys(TEXTS['de-DE'])) {
        // the server's text (de-CH: "ss" in the text), parsed as intl-messageformat parses it
        expect([locale, id, asts[id]]).toEqual([locale, id, parse(texts[id] as string)]);
      }
    }
  });
});
