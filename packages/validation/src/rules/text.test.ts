import {
  isBlank,
  validateDigitsOnly,
  validateNoSpecialCharacters,
  validateNoSpecialCharactersOrNumbers,
  validatePostalCode,
  validateRequired,
} from './text';

describe('isBlank / validateRequired', () => {
  it('treats missing, blank, false and empty lists as empty', () => {
    for (const v of [undefined, null, '', '  ', false, []]) expect(isBlank(v)).toBe(true);
    for (const v of ['x', 0, true, ['a']]) expect(isBlank(v)).toBe(false);
  });
  it('returns the required key or a given one', () => {
    expect(validateRequired('')).toBe('required');
    expect(validateRequired(' ', 'contact.pleaseSpecify')).toBe('contact.pleaseSpecify');
    expect(validateRequired('Hamburg')).toBeUndefined();
  });
});

describe('validateDigitsOnly', () => {
  it('allows digits only ("Nur Zahlen sind erlaubt")', () => {
    expect(validateDigitsOnly('12345')).toBeUndefined();
    expect(validateDigitsOnly(12345)).toBeUndefined();
    expect(validateDigitsOnly('')).toBeUndefined();
    expect(validateDigitsOnly('12a45')).toBe('digitsOnly');
    expect(validateDigitsOnly('12 45')).toBe('digitsOnly');
    expect(validateDigitsOnly('-1')).toBe('digitsOnly');
    expect(validateDigitsOnly('١٢٣')).toBe('digitsOnly');
  });
});

describe('validateNoSpecialCharacters', () => {
  it('allows letters, digits and address punctuation', () => {
    for (const v of [
      'Hauptstraße 12a',
      'Rue de l’Église 3',
      'Prins Hendrikkade 1/3',
      'Ölweg 7-9',
      'St. Gallen',
    ]) {
      expect([v, validateNoSpecialCharacters(v)]).toEqual([v, undefined]);
    }
  });
  it('refuses other characters', () => {
    for (const v of ['Hauptstr. 1 <script>', 'Weg #3', 'a@b', 'x;y', '5 €']) {
      expect([v, validateNoSpecialCharacters(v)]).toEqual([v, 'noSpecialCharacters']);
    }
  });
});

describe('validateNoSpecialCharactersOrNumbers', () => {
  it('allows names in any language', () => {
    for (const v of ['Anne-Sophie', 'Jürgen', "O'Neill", 'van der Berg', 'Zoë', 'François', 'Dr. Müller']) {
      expect([v, validateNoSpecialCharactersOrNumbers(v)]).toEqual([v, undefined]);
    }
  });
  it('refuses digits and special characters', () => {
    for (const v of ['Max2', 'Max!', 'Max_Mustermann', 'a/b']) {
      expect([v, validateNoSpecialCharactersOrNumbers(v)]).toEqual([v, 'noSpecialCharactersOrNumbers']);
    }
  });
});

describe('validatePostalCode', () => {
  it('is digits only in the German-speaking shops', () => {
    expect(validatePostalCode('20097')).toBeUndefined();
    expect(validatePostalCode('4020', 'AT')).toBeUndefined();
    expect(validatePostalCode('20O97')).toBe('digitsOnly');
  });
  it('accepts Dutch postcodes on NL', () => {
    expect(validatePostalCode('3511 ED', 'NL')).toBeUndefined();
    expect(validatePostalCode('3511ed', 'NL')).toBeUndefined();
    expect(validatePostalCode('3511', 'NL')).toBe('postalCode.invalid');
    expect(validatePostalCode('0511 ED', 'NL')).toBe('postalCode.invalid');
  });
});
