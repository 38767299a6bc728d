import type { ValidationMessageKey } from '../messages/de';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-bounds';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * The password rule of registration, password change and reset (ASVS 5.0 6.2, decision 0101):
 * "Das ist ein Pflichtfeld." when empty, "Das Passwort ist zu kurz." below 8, "Das Passwort ist zu
 * lang." above 128 characters (Unicode code points after NFC, never trimmed), and "Dieses Passwort ist
 * zu bekannt …" when `isCommon` says so — on the server, `isCommonPassword` of
 * `@sf/validation/common-passwords` (the breach list is server-only: as a federation singleton it would
 * reach every remote's first intent). No composition rules (6.2.5). A login checks none of this.
 */
export function validatePassword(
  value: unknown,
  isCommon: (password: string) => boolean = () => false,
): ValidationMessageKey | undefined {
  if (typeof value !== 'string' || value === '') return 'required';
  const length = [...value.normalize('NFC')].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password.tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'password.tooLong';
  if (isCommon(value)) return 'password.common';
  return undefined;
}
