import { createIntl } from '@formatjs/intl';
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

  it('formats a message with arguments again with the formatter of its first call (decision 0290)', () => {
    const de = createIntlFor('de-DE', bundle, { onError: jest.fn() });
    // formatjs alone, same config: what every call must still give
    const plainIntl = createIntl({
      locale: 'de-DE',
      defaultLocale: 'de-DE',
      timeZone: 'Europe/Berlin',
      messages: de.messages,
      formats: de.formats,
      onError: jest.fn(),
    });
    const calls = [
      ['cart.total', { amount: 75 }],
      ['cart.items', { count: 1 }],
      ['cart.items', { count: 7 }],
      ['voucher.validUntil', { day: Date.UTC(2024, 11, 31, 23, 30) }],
    ] as const;
    // the first calls make the formatters (both objects), the next are measured
    for (const [id, values] of calls) {
      de.formatMessage({ id }, values);
      plainIntl.formatMessage({ id }, values);
    }
    // formatjs keys its memo of message formats by JSON.stringify at every call; the number, date and plural
    // formatters' memos are keyed the same way, and stay: one JSON.stringify a call fewer, the message's
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const got = calls.map(([id, values]) => de.formatMessage({ id }, values));
      const ours = stringify.mock.calls.length;
      stringify.mockClear();
      const theirs = calls.map(([id, values]) => plainIntl.formatMessage({ id }, values));
      expect(got).toEqual(theirs);
      expect(stringify.mock.calls.length - ours).toBe(calls.length);
    } finally {
      stringify.mockRestore();
    }
    expect(de.$t({ id: 'cart.items' }, { count: 2 })).toBe('2 Artikel');
  });

  it('goes through formatjs for a call that fails, a default message and another locale', () => {
    const onError = jest.fn();
    const de = createIntlFor('de-DE', bundle, { onError });
    expect(de.formatMessage({ id: 'cart.items' }, { count: 1 })).toBe('1 Artikel');
    // a missing value: formatjs reports it and falls back, as it did before
    expect(de.formatMessage({ id: 'cart.items' }, {})).toBe(
      '{count, plural, one {# Artikel} other {# Artikel}}',
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'FORMAT_ERROR' }));
    expect(de.formatMessage({ id: 'cart.items', defaultMessage: 'x' }, { count: 3 })).toBe('3 Artikel');
    expect(createIntlFor('fr-CH', bundle).formatMessage({ id: 'cart.items' }, { count: 3 })).toBe(
      '3 articles',
    );
  });

  it('keeps one object per locale and bundle (a server renders every request with it)', () => {
    expect(createIntlFor('de-CH', bundle)).toBe(createIntlFor('de-CH', bundle));
    expect(createIntlFor('de-CH', bundle)).not.toBe(createIntlFor('de-DE', bundle));
    expect(createIntlFor('de-CH')).toBe(createIntlFor('de-CH'));
    expect(createIntlFor('fr-CH', bundle, { onError: jest.fn() })).not.toBe(createIntlFor('fr-CH', bundle));
  });
});
