import type { AccountMessageId } from './intl';
import { validatePassword } from '@sf/validation';
import { isCommonPassword } from '@sf/validation/common-passwords';
import { SALUTATIONS, checkText } from '../../shared/address-rules';
import { checkEmail, checkLoginPassword } from '../../shared/account-rules';

/** Field name → message id of what is wrong with it. */
export type FieldErrors = Partial<Record<string, AccountMessageId>>;

export { SALUTATIONS };
export type Salutation = (typeof SALUTATIONS)[number];

export { checkEmail };

/** E-mail as stored and compared: trimmed, NFC, lower case. */
export function normalizeEmail(value: string): string {
  return value.normalize('NFC').trim().toLowerCase();
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The shared rule's keys as this domain's message ids. */
const PASSWORD_PROBLEMS = {
  required: 'account.required',
  'password.tooShort': 'account.password.short',
  'password.tooLong': 'account.password.long',
  'password.common': 'account.password.common',
} as const satisfies Partial<Record<string, AccountMessageId>>;

/**
 * A new password (registration, reset): the shared rule of `@sf/validation` (decision 0101: required,
 * 8 to 128 characters, not a common password of breach corpora) in this domain's messages.
 */
export function checkPassword(value: unknown): AccountMessageId | null {
  const problem = validatePassword(typeof value === 'string' ? value : '', isCommonPassword);
  return problem
    ? (PASSWORD_PROBLEMS[problem as keyof typeof PASSWORD_PROBLEMS] ?? 'account.required')
    : null;
}

/** A name: the area's free-text rule (required, no control characters or angle brackets, at most 60 characters). */
const checkName = checkText;

/** A registration as the form sends it. */
export interface RegistrationInput {
  readonly email: string;
  readonly password: string;
  readonly salutation: Salutation;
  readonly firstName: string;
  readonly lastName: string;
}

/** Checks a registration: the clean input, or the errors per field. */
export function parseRegistration(
  body: Readonly<Record<string, unknown>>,
): { input: RegistrationInput } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const set = (field: string, e: AccountMessageId | null) => e && (errors[field] = e);
  const salutation = text(body.salutation);
  if (!(SALUTATIONS as readonly string[]).includes(salutation)) errors.salutation = 'account.required';
  set('firstName', checkName(body.firstName));
  set('lastName', checkName(body.lastName));
  set('email', checkEmail(body.email));
  set('password', checkPassword(body.password));
  if (Object.keys(errors).length) return { errors };
  return {
    input: {
      email: normalizeEmail(text(body.email)),
      password: text(body.password),
      salutation: salutation as Salutation,
      firstName: text(body.firstName).trim(),
      lastName: text(body.lastName).trim(),
    },
  };
}

/** Checks a login form (e-mail tab): required fields only; the password rules are not revealed here. */
export function parseLogin(
  body: Readonly<Record<string, unknown>>,
): { email: string; password: string } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const email = checkEmail(body.email);
  if (email) errors.email = email;
  const password = text(body.password);
  const problem = checkLoginPassword(password);
  if (problem) errors.password = problem;
  return Object.keys(errors).length ? { errors } : { email: normalizeEmail(text(body.email)), password };
}
