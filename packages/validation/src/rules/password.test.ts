import { commonPasswordCount, isCommonPassword } from './common-passwords';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validatePassword } from './password';

describe('validatePassword', () => {
  it('is mandatory', () => {
    expect(validatePassword('')).toBe('required');
    expect(validatePassword(undefined)).toBe('required');
  });

  it('needs at least 8 and allows up to 128 characters (ASVS 6.2.1, 6.2.9)', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(validatePassword('aB3$xq7')).toBe('password.tooShort');
    expect(validatePassword('aB3$xq7!')).toBeUndefined();
    expect(validatePassword('Lange Sätze sind gute Passwörter '.repeat(4).slice(0, 128))).toBeUndefined();
    expect(validatePassword('x9'.repeat(32))).toBeUndefined(); // 64
    expect(validatePassword(`${'k7'.repeat(64)}z`)).toBe('password.tooLong');
  });

  it('refuses what the review registered with: 123456, password, aaaaaa, and common ones of any length', () => {
    expect(validatePassword('123456')).toBe('password.tooShort');
    expect(validatePassword('password', isCommonPassword)).toBe('password.common');
    expect(validatePassword('aaaaaa')).toBe('password.tooShort');
    expect(validatePassword('12345678', isCommonPassword)).toBe('password.common');
    expect(validatePassword('Password1', isCommonPassword)).toBe('password.common');
    expect(validatePassword('iloveyou', isCommonPassword)).toBe('password.common');
    expect(validatePassword('qwertyuiop', isCommonPassword)).toBe('password.common');
  });

  it('checks the breach list only where it is given (the server): the shared browser entry carries no list', () => {
    expect(validatePassword('password1')).toBeUndefined();
    expect(validatePassword('password1', isCommonPassword)).toBe('password.common');
  });

  it('counts characters, not UTF-16 units, and keeps spaces', () => {
    expect(validatePassword('😀😀😀😀😀😀😀')).toBe('password.tooShort');
    expect(validatePassword('😀'.repeat(128))).toBeUndefined();
    expect(validatePassword('        ')).toBeUndefined();
  });

  it('lets the README demo passwords and the tests’ passwords through', () => {
    for (const p of [
      'Sommer2025!',
      'Berge2025!',
      'Leman2025!',
      'Gracht2025!',
      'Geheim-2025!',
      'Erstes-Passwort-42',
      'Zweites-Passwort-42',
    ])
      expect(validatePassword(p, isCommonPassword)).toBeUndefined();
  });
});

describe('isCommonPassword', () => {
  it('holds the long-enough part of the maintained list', () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
    expect(isCommonPassword('football')).toBe(true);
    expect(isCommonPassword('Ein langer Satz mit Zahl 42')).toBe(false);
  });
});
