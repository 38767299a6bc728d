import type { ValidationMessageKey } from '../messages/de';

/** Shortest password (spec hint: min. 6 characters). */
export const PASSWORD_MIN_LENGTH = 6;
/**
 * Longest password. The spec names no bound; 128 characters (decision 0063: ASVS 5.0 asks for at
 * least 64) keeps a password manager's pass phrase possible and the hashing cost bounded. The
 * account domain's checks use these bounds.
 */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Password rule: "Das ist ein Pflichtfeld." when empty, "Das Passwort ist zu kurz." below 6,
 * "Das Passwort ist zu lang." above 128 characters (counted as Unicode code points, not trimmed).
 */
export function validatePassword(value: unknown): ValidationMessageKey | undefined {
  if (typeof value !== 'string' || value === '') return 'required';
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password.tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'password.tooLong';
  return undefined;
}
