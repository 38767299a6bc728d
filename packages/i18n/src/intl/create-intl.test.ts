import { createIntlFor } from './create-intl';
import type { MessageBundle } from './messages-for';

const bundle: MessageBundle = {
  'de-DE': {
    'cart.total': 'Summe: {amount, number, price}',
    'cart.items': '{count, plural, one {# Artikel} other {# Artikel}}',
    'voucher.validUntil': 'Gültig bis {day, date, medium}',
  },
  'fr-CH': {
    'cart.total': 'Total : {amount, number, price}',
    'cart.items': '{count, plural, one {# article} other {# articles}}',
  },
  'nl-NL': {
    'cart.total': 'Totaal: {amount, number, price}',
    'cart.items': '{count, plural, one {# artikel} other {# artikelen}}',
  },
};

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('createIntlFor', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('formats app and shared messages in the locale', () => {
    const fr = createIntlFor('fr-CH', bundle);
    expect(fr.locale).toBe('fr-CH');
    expect(fr.formatMessage({ id: 'cart.items' }, { count: 2 })).toBe('2 articles');
    expect(fr.formatMessage({ id: 'sf.fragment.fallback' })).toBe(
      'Cette zone ne peut pas être affichée pour le moment. Veuillez recharger la page plus tard.',
    );
    expect(createIntlFor('de-DE', bundle).formatMessage({ id: 'sf.skipLink' })).toBe('Zum Inhalt springen');
  });

  it('formats prices with the tenant currency through the named "price" format', () => {
    expect(plain(createIntlFor('de-DE', bundle).formatMessage({ id: 'cart.total' }, { amount: 75 }))).toBe(
      'Summe: 75,00 €',
    );
    expect(createIntlFor('de-CH', bundle).formatMessage({ id: 'cart.total' }, { amount: 75 })).toContain(
      'CHF',
    );
    expect(createIntlFor('fr-CH', bundle).formatMessage({ id: 'cart.total' }, { amount: 75 })).toContain(
      'CHF',
    );
    expect(plain(createIntlFor('nl-NL', bundle).formatNumber(12.5, { format: 'price' }))).toBe('€ 12,50');
  });

  it('formats dates in the tenant time zone', () => {
    const de = createIntlFor('de-DE', bundle);
    expect(de.timeZone).toBe('Europe/Berlin');
    expect(de.formatMessage({ id: 'voucher.validUntil' }, { day: Date.UTC(2024, 11, 31, 23, 30) })).toBe(
      'Gültig bis 01.01.2025',
    );
  });

  it('inherits de-DE in de-AT and logs, not throws, a missing translation', () => {
    const at = createIntlFor('de-AT', bundle);
    expect(at.formatMessage({ id: 'cart.items' }, { count: 1 })).toBe('1 Artikel');
    const nl = createIntlFor('nl-NL', bundle);
    expect(
      nl.formatMessage(
        { id: 'voucher.validUntil', defaultMessage: 'Gültig bis {day, date, medium}' },
        { day: 0 },
      ),
    ).toMatch(/^Gültig bis/);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Missing message: "voucher.validUntil" for locale "nl-NL"'),
    );
    expect(nl.formatMessage({ id: 'does.not.exist' })).toBe('does.not.exist');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a missing translation only once', () => {
    const nl = createIntlFor('nl-NL', bundle);
    nl.formatMessage({ id: 'only.once' });
    nl.formatMessage({ id: 'only.once' });
    expect(warn.mock.calls.filter(([m]) => String(m).includes('"only.once"'))).toHaveLength(1);
  });

  it('takes a custom onError', () => {
    const onError = jest.fn();
    createIntlFor('fr-CH', bundle, { onError }).formatMessage({ id: 'missing.here' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'MISSING_TRANSLATION' }));
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps one object per locale and bundle (a server renders every request with it)', () => {
    expect(createIntlFor('de-CH', bundle)).toBe(createIntlFor('de-CH', bundle));
    expect(createIntlFor('de-CH', bundle)).not.toBe(createIntlFor('de-DE', bundle));
    expect(createIntlFor('de-CH')).toBe(createIntlFor('de-CH'));
    expect(createIntlFor('fr-CH', bundle, { onError: jest.fn() })).not.toBe(createIntlFor('fr-CH', bundle));
  });
});
