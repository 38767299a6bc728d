import { PASSWORD_MAX_LENGTH, validatePassword } from '@sf/validation';

/**
 * The login, registration and forgot-password rules (one copy for the server's check of a post and the
 * account page's checks in the browser). The server also refuses a common password (its list stays on
 * the server).
 */

/** What a rule of this file reports: an account message id. */
export type AccountRuleMessage =
  'account.required' | 'account.email.invalid' | 'account.password.short' | 'account.password.long';

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]{1,253}\.[a-z]{2,}$/i;
/** RFC 5321's path length: the longest address a form takes. */
export const EMAIL_MAX = 254;

/** An e-mail address: required, at most 254 characters, of the form local@domain.tld. */
export function checkEmail(value: unknown): AccountRuleMessage | null {
  const v = typeof value === 'string' ? value.trim() : '';
  if (!v) return 'account.required';
  return v.length > EMAIL_MAX || !EMAIL.test(v) ? 'account.email.invalid' : null;
}

/** The password of a login: required, at most 128 characters (its other rules are not revealed here). */
export function checkLoginPassword(value: unknown): AccountRuleMessage | null {
  const v = typeof value === 'string' ? value : '';
  if (!v) return 'account.required';
  return [...v].length > PASSWORD_MAX_LENGTH ? 'account.password.long' : null;
}

const PASSWORD_PROBLEMS: Readonly<Record<string, AccountRuleMessage>> = {
  required: 'account.required',
  'password.tooShort': 'account.password.short',
  'password.tooLong': 'account.password.long',
};

/** A new password (registration, reset) as the browser checks it: required, 8 to 128 characters. */
export function newPasswordError(value: unknown): AccountRuleMessage | null {
  const problem = validatePassword(typeof value === 'string' ? value : '');
  return problem ? (PASSWORD_PROBLEMS[problem] ?? 'account.required') : null;
}
