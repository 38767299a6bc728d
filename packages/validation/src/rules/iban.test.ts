import { formatIbanForReading, maskIban, normalizeIban, validateIban } from './iban';

describe('validateIban', () => {
  it('accepts well-formed SEPA IBANs with or without spaces and in lower case', () => {
    expect(validateIban('DE89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(validateIban('de89370400440532013000')).toBeUndefined();
    expect(validateIban('NL91ABNA0417164300')).toBeUndefined();
    expect(validateIban('CH9300762011623852957')).toBeUndefined();
  });
  it('asks for a missing IBAN', () => {
    expect(validateIban('')).toBe('iban.required');
    expect(validateIban('   ')).toBe('iban.required');
    expect(validateIban(undefined)).toBe('iban.required');
  });
  it('refuses a wrong check digit, a wrong length, letters where digits belong and non-strings', () => {
    expect(validateIban('DE89370400440532013001')).toBe('iban.invalid');
    expect(validateIban('DE8937040044053201300')).toBe('iban.invalid');
    expect(validateIban('DE89 3704 0044 0532 0130 0X')).toBe('iban.invalid');
    expect(validateIban('not an iban')).toBe('iban.invalid');
    expect(validateIban(['DE89370400440532013000'])).toBe('iban.invalid');
  });
  it('refuses a valid IBAN of a country outside SEPA', () => {
    // Brazil: a valid IBAN, not in the SEPA scheme
    expect(validateIban('BR1800360305000010009795493C1')).toBe('iban.notSepa');
  });
});

describe('IBAN forms', () => {
  it('normalizes, groups and masks', () => {
    expect(normalizeIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(normalizeIban(42)).toBeNull();
    expect(formatIbanForReading('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• 3000');
  });
});
