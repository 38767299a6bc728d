import { checkEmail, checkLoginPassword, newPasswordError } from './account-rules';

describe('account rules', () => {
  it('checks an e-mail address: required, well-formed, not too long', () => {
    expect(checkEmail('  ')).toBe('account.required');
    expect(checkEmail(undefined)).toBe('account.required');
    expect(checkEmail('anna@')).toBe('account.email.invalid');
    expect(checkEmail(`${'a'.repeat(64)}@${'b'.repeat(190)}.de`)).toBe('account.email.invalid');
    expect(checkEmail(' anna.schmidt@example.com ')).toBeNull();
  });

  it('checks a login password only for being there and not too long', () => {
    expect(checkLoginPassword('')).toBe('account.required');
    expect(checkLoginPassword('x')).toBeNull();
    expect(checkLoginPassword('x'.repeat(129))).toBe('account.password.long');
  });

  it('checks a new password for 8 to 128 characters', () => {
    expect(newPasswordError('')).toBe('account.required');
    expect(newPasswordError('kurz')).toBe('account.password.short');
    expect(newPasswordError('x'.repeat(129))).toBe('account.password.long');
    expect(newPasswordError('neues-passwort-1')).toBeNull();
  });
});
