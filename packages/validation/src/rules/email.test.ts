import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail, validateEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'max.mustermann@example.de',
    'a@b.co',
    'first+tag@sub.domain.example.com',
    "o'reilly@example.ie",
    'jürgen@müller.de',
    'user@xn--mller-kva.de',
    'x@example.museum',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.de',
    'max@',
    'max@example',
    'max@example.d',
    'max@@example.de',
    'max@foo@example.de',
    'max mustermann@example.de',
    'max@exam ple.de',
    ' max@example.de',
    '.max@example.de',
    'max.@example.de',
    'max..m@example.de',
    'max@-example.de',
    'max@example-.de',
    'max@example..de',
    'max@example.d3',
    'max(comment)@example.de',
    'max@[127.0.0.1]',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses addresses longer than 254 characters and local parts longer than 64', () => {
    const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.de`;
    const ok = `${'x'.repeat(EMAIL_MAX_LENGTH - domain.length - 1)}@${domain}`;
    expect(ok.length).toBe(254);
    expect(isValidEmail(`${'x'.repeat(64)}@example.de`)).toBe(true);
    expect(isValidEmail(`${'x'.repeat(65)}@example.de`)).toBe(false);
    expect(isValidEmail(`x${ok}`)).toBe(false);
  });
});

describe('validateEmail', () => {
  it('uses the form messages by default', () => {
    expect(validateEmail('')).toBe('email.required');
    expect(validateEmail(undefined)).toBe('email.required');
    expect(validateEmail('   ')).toBe('email.required');
    expect(validateEmail('max@')).toBe('email.invalidPleaseEnter');
    expect(validateEmail('max@example.de')).toBeUndefined();
  });

  it('uses the account messages for login and account forms', () => {
    expect(validateEmail('', 'account')).toBe('required');
    expect(validateEmail('max@', 'account')).toBe('email.invalid');
    expect(validateEmail('max@example.de', 'account')).toBeUndefined();
  });

  it('ignores surrounding whitespace (autofill) but not inner spaces', () => {
    expect(validateEmail(' max@example.de ')).toBeUndefined();
    expect(validateEmail('max @example.de')).toBe('email.invalidPleaseEnter');
    expect(normalizeEmail('  max@example.de\n')).toBe('max@example.de');
  });

  it('treats objects as empty and numbers as invalid text', () => {
    expect(validateEmail(42)).toBe('email.invalidPleaseEnter');
    expect(validateEmail({})).toBe('email.required');
  });
});
