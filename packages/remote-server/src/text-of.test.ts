import { textOf } from './text-of';

const text = textOf<'a.count' | 'a.only'>({
  'de-DE': {
    'a.count': '{count, plural, one {# Artikel} other {# Artikel}} für {name}',
    'a.only': 'Nur deutsch',
  },
  'fr-CH': { 'a.count': '{count, plural, one {# article} other {# articles}} pour {name}' },
  'nl-NL': {},
});

describe('textOf', () => {
  it('formats ICU messages of the locale', () => {
    expect(text('fr-CH', 'a.count', { count: 3, name: 'Ana' })).toBe('3 articles pour Ana');
    expect(text('de-DE', 'a.count', { count: 1, name: 'Ana' })).toBe('1 Artikel für Ana');
  });

  it('falls back to German where a locale lacks the message', () => {
    expect(text('nl-NL', 'a.only')).toBe('Nur deutsch');
  });
});
