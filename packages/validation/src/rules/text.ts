import type { ValidationMessageKey } from '../messages/de';

/** Whether a form value counts as empty: missing, blank text, `false` or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A form value as trimmed text (`''` for anything that is not a string or number). */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Required field: the given key (default "Das ist ein Pflichtfeld.") when the value is empty. */
export function validateRequired(
  value: unknown,
  key: ValidationMessageKey = 'required',
): ValidationMessageKey | undefined {
  return isBlank(value) ? key : undefined;
}

/** Digits only (customer number, postal code): "Nur Zahlen sind erlaubt". Empty passes. */
export function validateDigitsOnly(value: unknown): ValidationMessageKey | undefined {
  const text = asText(value);
  return text === '' || /^[0-9]+$/.test(text) ? undefined : 'digitsOnly';
}

/**
 * No special characters (street, house number, city …): letters of any language, digits,
 * spaces and `. , - ' ’ /` are allowed. Empty passes.
 */
export function validateNoSpecialCharacters(value: unknown): ValidationMessageKey | undefined {
  const text = asText(value);
  return /^[\p{L}\p{M}\p{N} .,'’/-]*$/u.test(text) ? undefined : 'noSpecialCharacters';
}

/** No special characters or numbers (names): letters, spaces and `. - ' ’`. Empty passes. */
export function validateNoSpecialCharactersOrNumbers(value: unknown): ValidationMessageKey | undefined {
  const text = asText(value);
  return /^[\p{L}\p{M} .'’-]*$/u.test(text) ? undefined : 'noSpecialCharactersOrNumbers';
}

/**
 * A postal code: digits only (DE, AT, CH; spec rule) or the Dutch form `1234 AB` on NL.
 * Empty passes.
 */
export function validatePostalCode(
  value: unknown,
  country: 'DE' | 'AT' | 'CH' | 'NL' = 'DE',
): ValidationMessageKey | undefined {
  const text = asText(value);
  if (text === '') return undefined;
  if (country === 'NL') return /^[1-9][0-9]{3} ?[A-Za-z]{2}$/.test(text) ? undefined : 'postalCode.invalid';
  return validateDigitsOnly(text);
}
