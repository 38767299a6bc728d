import type { ValidationMessageKey } from '../messages/de';

/** Shortest password (spec hint: min. 6 characters). */
export const PASSWORD_MIN_LENGTH = 6;
/**
 * Longest password. The spec names no bound; 64 characters (NIST SP 800-63B's recommended
 * minimum for the maximum) keeps pass phrases possible and hashing cost bounded.
 */
export const PASSWORD_MAX_LENGTH = 64;

/**
 * Password rule: "Das ist ein Pflichtfeld." when empty, "Das Passwort ist zu kurz." below 6,
 * "Das Passwort ist zu lang." above 64 characters (counted as Unicode code points, not trimmed).
 */
export function validatePassword(value: unknown): ValidationMessageKey | undefined {
  if (typeof value !== 'string' || value === '') return 'required';
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password.tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'password.tooLong';
  return undefined;
}
