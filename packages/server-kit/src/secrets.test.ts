import { randomSecret, requireSecrets, SecretsError } from './secrets';

const GOOD = 'x'.repeat(40);

describe('requireSecrets', () => {
  it('without development features refuses, naming every missing secret in one message', () => {
    let error: unknown;
    try {
      requireSecrets(
        { A_SECRET: GOOD },
        ['A_SECRET', 'PAYMENT_SANDBOX_SECRET', 'NEWSLETTER_VOUCHER_SECRET'],
        false,
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SecretsError);
    expect((error as SecretsError).missing).toEqual(['PAYMENT_SANDBOX_SECRET', 'NEWSLETTER_VOUCHER_SECRET']);
    expect((error as Error).message).toMatch(
      /^Production needs these secrets, which are not set: PAYMENT_SANDBOX_SECRET, NEWSLETTER_VOUCHER_SECRET\./,
    );
    expect((error as Error).message).not.toContain('A_SECRET,');
  });

  it('counts an empty or blank value as missing', () => {
    expect(() => requireSecrets({ ONE: '   ' }, ['ONE'], false)).toThrow(
      'Production needs this secret, which is not set: ONE.',
    );
  });

  it('returns the values when every one is set', () => {
    expect(requireSecrets({ ONE: GOOD, TWO: `${GOOD}2` }, ['ONE', 'TWO'], false)).toEqual({
      ONE: GOOD,
      TWO: `${GOOD}2`,
    });
  });

  it('with development features leaves a missing secret to the caller (a generated local one)', () => {
    expect(requireSecrets({ ONE: GOOD }, ['ONE', 'TWO'], true)).toEqual({ ONE: GOOD });
  });

  it('refuses a value too short or of the wrong shape, also with development features', () => {
    const json = {
      name: 'KEYS',
      minLength: 2,
      check: (v: string) => (v.startsWith('{') ? null : 'must be a JSON key set'),
    };
    expect(() => requireSecrets({ ONE: 'short' }, ['ONE'], true)).toThrow(
      'ONE must have at least 32 characters.',
    );
    expect(() => requireSecrets({ KEYS: 'nope' }, [json], true)).toThrow('KEYS must be a JSON key set.');
    expect(requireSecrets({ KEYS: '{}' }, [json], false)).toEqual({ KEYS: '{}' });
  });

  it('names missing and unusable ones together', () => {
    expect(() => requireSecrets({ ONE: 'short' }, ['ONE', 'TWO'], false)).toThrow(
      /not set: TWO\..* ONE must have at least 32 characters\./,
    );
  });
});

describe('randomSecret', () => {
  it('is 43 base64url characters and new each time', () => {
    const a = randomSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomSecret()).not.toBe(a);
  });
});
