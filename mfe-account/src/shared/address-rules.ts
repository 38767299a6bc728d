import type { AreaPageMessageId } from './area-messages';
import type { AddressErrors, AddressValues } from './area-page-states';

/**
 * The address rules of the account area (decision 0070), one copy for the server's check of a post
 * and the address book's checks in the browser.
 */

/** Countries an address may lie in (the shops' countries). */
export const COUNTRIES = ['DE', 'AT', 'CH', 'NL'] as const;
export type Country = (typeof COUNTRIES)[number];

export const SALUTATIONS = ['female', 'male', 'notSpecified'] as const;

const POSTAL: Readonly<Record<Country, RegExp>> = {
  DE: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
};

const HOUSE_NUMBER = /^\d{1,5}(?:\s?[a-zA-Z]|\s?[-/]\s?\d{1,5}[a-zA-Z]?)?$/;

/** A field's text as checked and stored: NFC, trimmed ('' for anything but a string). */
export const cleanText = (v: unknown): string => (typeof v === 'string' ? v.normalize('NFC').trim() : '');

export const isCountry = (v: string): v is Country => (COUNTRIES as readonly string[]).includes(v);

/** A free-text field: required, no control characters or angle brackets, at most 60 characters. */
export function checkText(
  value: unknown,
): 'account.required' | 'account.name.invalid' | 'account.name.long' | null {
  const v = cleanText(value);
  if (!v) return 'account.required';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a field must not carry
  if (/[\u0000-\u001f\u007f<>]/.test(v)) return 'account.name.invalid';
  return [...v].length > 60 ? 'account.name.long' : null;
}

/** Postal code per country: digits only for DE (5), AT and CH (4) — "Nur Zahlen sind erlaubt" — and NL's "1234 AB". */
export function checkPostalCode(value: unknown, country: Country): AreaPageMessageId | null {
  const v = cleanText(value).toUpperCase();
  if (!v) return 'account.required';
  if (country !== 'NL' && !/^\d+$/.test(v)) return 'area.postalCode.digits';
  return POSTAL[country].test(v) ? null : 'area.postalCode.invalid';
}

/** A house number: digits with an optional letter or range ("7", "12a", "3-5"). */
export function checkHouseNumber(value: unknown): AreaPageMessageId | null {
  const v = cleanText(value);
  if (!v) return 'account.required';
  return HOUSE_NUMBER.test(v) ? null : 'area.houseNumber.invalid';
}

/** What is wrong with an address form, per field (none: a valid address). */
export function addressErrors(values: Readonly<Record<string, unknown>>): AddressErrors {
  const errors: Partial<Record<keyof AddressValues, AreaPageMessageId>> = {};
  const set = (field: keyof AddressValues, id: AreaPageMessageId | null) => {
    if (id) errors[field] = id;
  };
  if (!(SALUTATIONS as readonly string[]).includes(cleanText(values.salutation)))
    errors.salutation = 'account.required';
  const country = cleanText(values.country).toUpperCase();
  if (!isCountry(country)) errors.country = 'account.required';
  set('firstName', checkText(values.firstName));
  set('lastName', checkText(values.lastName));
  set('street', checkText(values.street));
  set('houseNumber', checkHouseNumber(values.houseNumber));
  if (isCountry(country)) set('postalCode', checkPostalCode(values.postalCode, country));
  set('city', checkText(values.city));
  return errors;
}
