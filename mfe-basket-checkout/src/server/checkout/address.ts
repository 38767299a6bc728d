import type { Locale, TenantId } from '@sf/contracts';
import {
  asText,
  isSalutation,
  validateContactForm,
  validationText,
  type ValidationMessageKey,
} from '@sf/validation';
import { ADDRESS_FIELDS, FIELD_MAX, type AddressField } from '../../shared/address-fields';
import type { Address } from './types';

export { ADDRESS_FIELDS, FIELD_MAX, type AddressField };

/** Digits of a postal code per country (the Netherlands: `1234 AB`, checked by the shared rule). */
const POSTAL_DIGITS: Readonly<Record<string, number>> = { DE: 5, AT: 4, CH: 4 };

/** A field's refusal: a shared validation message, or the checkout's own "too long". */
export type AddressError = ValidationMessageKey | 'tooLong';

/** The text of a field's refusal in `locale`. */
export function addressErrorText(
  error: AddressError,
  locale: Locale,
  text: (id: string, values?: Record<string, number>) => string,
  field: AddressField,
): string {
  return error === 'tooLong'
    ? text('checkout.address.tooLong', { max: FIELD_MAX[field] })
    : validationText(error, locale);
}

/** The entered values as text (what the form shows again after a refusal), each cut to its bound. */
export function enteredValues(form: Record<string, unknown>): Record<AddressField, string> {
  return Object.fromEntries(
    ADDRESS_FIELDS.map((f) => [
      f,
      typeof form[f] === 'string' ? printable(form[f] as string).slice(0, FIELD_MAX[f] + 1) : '',
    ]),
  ) as Record<AddressField, string>;
}

/** Text without control characters (a NUL cannot even be stored in a JSON column; none belongs in an address). */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing them is the point
  return text.replace(/[\u0000-\u001f\u007f]/g, '');
}

/**
 * Checks the address form with the spec's messages (those of the contact form: "Bitte geben Sie
 * Ihren Vornamen an!", "Bitte angeben!", "Nur Zahlen sind erlaubt" …), the shop's country for the
 * postal code, and the bounds of each field. The country is the shop's (a shop delivers at home).
 */
export function checkAddress(
  form: Record<string, unknown>,
  tenant: TenantId,
): { ok: true; address: Address } | { ok: false; errors: Partial<Record<AddressField, AddressError>> } {
  const country = tenant;
  const values = Object.fromEntries(
    ADDRESS_FIELDS.map((f) => [f, typeof form[f] === 'string' ? form[f] : '']),
  ) as Record<AddressField, string>;
  const shared = validateContactForm(
    { ...values, subject: 'x', message: 'x' },
    { requireAddress: true, country },
  );
  const errors: Partial<Record<AddressField, AddressError>> = {};
  for (const field of ADDRESS_FIELDS) {
    const text = asText(values[field]);
    const error: AddressError | undefined = text.length > FIELD_MAX[field] ? 'tooLong' : shared[field];
    if (error) errors[field] = error;
  }
  const postal = asText(values.postalcode);
  const digits = POSTAL_DIGITS[country];
  if (!errors.postalcode && digits && postal.length !== digits) errors.postalcode = 'postalCode.invalid';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    address: {
      salutation: isSalutation(values.salutation) ? values.salutation : 'notSpecified',
      firstname: asText(values.firstname),
      lastname: asText(values.lastname),
      street: asText(values.street),
      housenumber: asText(values.housenumber),
      postalcode: country === 'NL' ? postal.toUpperCase().replace(/^(\d{4}) ?/, '$1 ') : postal,
      city: asText(values.city),
      country,
      email: asText(values.email).toLowerCase(),
    },
  };
}
