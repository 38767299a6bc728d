import { formatIban, isValidBic, isValidIban } from './bank-format';

describe('isValidIban', () => {
  it('accepts well-known example IBANs, with or without spaces', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
    expect(isValidIban('CH9300762011623852957')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length and garbage', () => {
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('DE')).toBe(false);
    expect(isValidIban('not an iban')).toBe(false);
  });
});

describe('isValidBic', () => {
  it('accepts 8- and 11-character BICs', () => {
    expect(isValidBic('ABNANL2A')).toBe(true);
    expect(isValidBic('HASPDEHHXXX')).toBe(true);
  });
  it('rejects malformed BICs', () => {
    expect(isValidBic('ABNANL2')).toBe(false);
    expect(isValidBic('abnanl2a')).toBe(false);
    expect(isValidBic('1BNANL2A')).toBe(false);
    expect(isValidBic('ABNANL2AXX')).toBe(false);
  });
});

describe('formatIban', () => {
  it('groups by four', () => {
    expect(formatIban('DE48200505501027384950')).toBe('DE48 2005 0550 1027 3849 50');
  });
});
