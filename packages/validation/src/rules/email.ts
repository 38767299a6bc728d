import type { ValidationMessageKey } from '../messages/de';
import { asText } from './text';

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]{1,64}$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TLD = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{2,59})$/iu;

/**
 * A practical e-mail check: at most 254 characters, no whitespace, exactly one `@`, a local part
 * without leading, trailing or double dots, and a dotted domain whose top-level domain has at
 * least two letters. Internationalized addresses (umlauts) pass.
 */
export function isValidEmail(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH || /\s/u.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return false;
  if (labels.length < 2 || !labels.every((l) => DOMAIN_LABEL.test(l))) return false;
  return TLD.test(labels[labels.length - 1] ?? '');
}

/** The address as it is stored and sent: surrounding whitespace (from autofill) removed. */
export function normalizeEmail(value: string): string {
  return value.trim();
}

/**
 * E-mail field rule. `form` (newsletter, contact form): "Bitte E-Mail-Adresse eingeben." when
 * empty, "Bitte geben Sie eine gültige E-Mail-Adresse an." when invalid. `account` (login,
 * password reset, personal data): "Das ist ein Pflichtfeld." / "Die E-Mail-Adresse ist nicht gültig.".
 */
export function validateEmail(
  value: unknown,
  variant: 'form' | 'account' = 'form',
): ValidationMessageKey | undefined {
  const text = asText(value);
  if (text === '') return variant === 'form' ? 'email.required' : 'required';
  if (!isValidEmail(text)) return variant === 'form' ? 'email.invalidPleaseEnter' : 'email.invalid';
  return undefined;
}
