import { currencyOf, formatDate, formatDecimal, formatPrice, timeZoneOf } from './format';

/** Intl uses no-break spaces; compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDecimal', () => {
  it('shows exactly the asked decimals in the locale format', () => {
    expect(formatDecimal(4.5, 'de-DE', 1)).toBe('4,5');
    expect(formatDecimal(4, 'fr-CH', 1)).toBe('4,0');
    expect(formatDecimal(3.25, 'nl-NL', 2)).toBe('3,25');
    expect(formatDecimal(4.46, 'de-CH', 1)).toBe('4.5');
  });
});

describe('formatPrice', () => {
  it('uses the tenant currency and the locale format', () => {
    expect(plain(formatPrice(75, 'de-DE'))).toBe('75,00 €');
    expect(plain(formatPrice(1234.5, 'de-DE'))).toBe('1.234,50 €');
    expect(plain(formatPrice(75, 'de-AT'))).toMatch(/75,00/);
    expect(formatPrice(75, 'de-AT')).toContain('€');
    expect(formatPrice(75, 'de-CH')).toContain('CHF');
    expect(formatPrice(75, 'de-CH')).toContain('75.00');
    expect(formatPrice(75, 'fr-CH')).toContain('CHF');
    expect(formatPrice(75, 'nl-NL')).toContain('€');
    expect(plain(formatPrice(75, 'nl-NL'))).toContain('75,00');
  });

  it('accepts another currency (e.g. the free-shipping threshold in EUR on CH)', () => {
    expect(formatPrice(75, 'de-CH', 'EUR')).toContain('EUR');
    expect(plain(formatPrice(75, 'de-DE', 'CHF'))).toBe('75,00 CHF');
  });
});

describe('formatDate', () => {
  it('formats a date-only string as that calendar day', () => {
    expect(formatDate('2025-03-01', 'de-DE')).toBe('01.03.2025');
    expect(formatDate('2025-03-01', 'de-DE', 'long')).toBe('1. März 2025');
    expect(formatDate('2025-03-01', 'fr-CH', 'long')).toBe('1 mars 2025');
    expect(formatDate('2025-03-01', 'nl-NL', 'long')).toBe('1 maart 2025');
    expect(formatDate('2025-03-01', 'de-DE', 'short')).toBe('01.03.25');
  });

  it('formats instants in the tenant time zone', () => {
    // 23:30 UTC on 31 Dec is already New Year in Berlin and Amsterdam.
    const instant = Date.UTC(2024, 11, 31, 23, 30);
    expect(formatDate(instant, 'de-DE')).toBe('01.01.2025');
    expect(formatDate(new Date(instant), 'nl-NL', 'long')).toBe('1 januari 2025');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate('kein Datum', 'de-DE')).toThrow(RangeError);
  });
});

describe('currencyOf / timeZoneOf', () => {
  it('come from the tenant of the locale', () => {
    expect(currencyOf('fr-CH')).toBe('CHF');
    expect(currencyOf('de-AT')).toBe('EUR');
    expect(timeZoneOf('de-AT')).toBe('Europe/Vienna');
    expect(timeZoneOf('fr-CH')).toBe('Europe/Zurich');
  });
});
