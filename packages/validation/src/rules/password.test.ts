import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validatePassword } from './password';

describe('validatePassword', () => {
  it('is mandatory', () => {
    expect(validatePassword('')).toBe('required');
    expect(validatePassword(undefined)).toBe('required');
  });

  it('needs at least 6 and at most 128 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(validatePassword('12345')).toBe('password.tooShort');
    expect(validatePassword('123456')).toBeUndefined();
    expect(validatePassword('x'.repeat(128))).toBeUndefined();
    expect(validatePassword('x'.repeat(129))).toBe('password.tooLong');
  });

  it('counts characters, not UTF-16 units, and keeps spaces', () => {
    expect(validatePassword('😀😀😀')).toBe('password.tooShort');
    expect(validatePassword('😀'.repeat(128))).toBeUndefined();
    expect(validatePassword('      ')).toBeUndefined();
  });
});
