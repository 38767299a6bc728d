import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from './password-bounds';

let common: ReadonlySet<string> | null = null;

/**
 * Whether `password` is one of the common passwords of breach corpora: the ranked list of
 * `@zxcvbn-ts/language-common` (`passwords-common`, ~49,000 entries from the breach data zxcvbn-ts
 * maintains; MIT), of which the ~18,000 entries long enough to pass the length rule are kept. Compared in
 * lower case (a list entry is lower case, and `PASSWORD1` is no stronger than `password1`). Decision 0101.
 */
export function isCommonPassword(password: string): boolean {
  if (!common) {
    common = new Set(dictionary['passwords-common'].filter((p) => [...p].length >= PASSWORD_MIN_LENGTH));
  }
  return common.has(password.normalize('NFC').toLowerCase());
}

/** How many entries the check holds (tests, docs). */
export function commonPasswordCount(): number {
  isCommonPassword('');
  return common!.size;
}
