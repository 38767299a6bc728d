import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import type { ValidationMessageKey } from '../messages/de';
import { isBlank } from './text';

/** The IBAN in its electronic form (spaces dropped, upper case), or null when it is not a string. */
export function normalizeIban(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return electronicFormatIBAN(value.slice(0, 64)) ?? null;
}

/**
 * IBAN for a SEPA direct debit (ibantools: country length and structure, ISO 7064 mod-97 check
 * digits, decision 0160): required; a well-formed IBAN; of a country in the SEPA scheme.
 */
export function validateIban(value: unknown): ValidationMessageKey | undefined {
  if (isBlank(value)) return 'iban.required';
  const iban = normalizeIban(value);
  if (!iban || !isValidIBAN(iban)) return 'iban.invalid';
  if (!isSEPACountry(iban.slice(0, 2))) return 'iban.notSepa';
  return undefined;
}

/** `DE89 3704 0044 0532 0130 00`: groups of four for reading. */
export const formatIbanForReading = (iban: string): string =>
  iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The IBAN as a shopper may see it again: country, check digits and the last four, the rest hidden. */
export function maskIban(iban: string): string {
  const e = iban.replace(/\s+/g, '');
  return e.length < 8 ? '••••' : `${e.slice(0, 4)} •••• •••• ${e.slice(-4)}`;
}
