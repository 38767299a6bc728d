import type { ValidationErrors } from '../validation-text';
import type { ValidationMessageKey } from '../messages/de';
import { validateEmail } from '../rules/email';
import { validateDate } from '../rules/date';
import {
  isBlank,
  validateDigitsOnly,
  validateNoSpecialCharacters,
  validateNoSpecialCharactersOrNumbers,
  validatePostalCode,
} from '../rules/text';
import { isSalutation } from './newsletter';

/** Fields of the contact form that have rules (spec section 3). */
export type ContactField =
  | 'salutation'
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'customernumber'
  | 'birthday'
  | 'street'
  | 'housenumber'
  | 'postalcode'
  | 'city'
  | 'subject'
  | 'message';

/** Values of the contact form; unknown on the server. */
export type ContactFormValues = { readonly [K in ContactField]?: unknown };

/** Which fields the chosen subject asks for. */
export interface ContactFormOptions {
  /** Street, house number, postal code and city are required. */
  readonly requireAddress?: boolean;
  /** The customer number is required. */
  readonly requireCustomerNumber?: boolean;
  /** Known subject values; another value is refused. */
  readonly subjects?: readonly string[];
  /** Country of the shop, for the postal code format (default DE). */
  readonly country?: 'DE' | 'AT' | 'CH' | 'NL';
}

/** The first failing rule of a field. */
const first = (...results: (ValidationMessageKey | undefined)[]) => results.find((r) => r !== undefined);

/**
 * Contact form with the spec's messages: first name, last name, e-mail, subject and message
 * always required; address and customer number when the subject asks for them; names without
 * special characters or numbers; customer number and postal code digits only (Dutch postcodes
 * on NL); birthday a real past date.
 */
export function validateContactForm(
  values: ContactFormValues,
  options: ContactFormOptions = {},
): ValidationErrors<ContactField> {
  const required = (field: ContactField, key: ValidationMessageKey, needed = true) =>
    needed && isBlank(values[field]) ? key : undefined;
  const address = options.requireAddress === true;
  const checks: Record<ContactField, ValidationMessageKey | undefined> = {
    salutation:
      isBlank(values.salutation) || isSalutation(values.salutation) ? undefined : 'salutation.invalid',
    firstname: first(
      required('firstname', 'contact.firstname.required'),
      validateNoSpecialCharactersOrNumbers(values.firstname),
    ),
    lastname: first(
      required('lastname', 'contact.lastname.required'),
      validateNoSpecialCharactersOrNumbers(values.lastname),
    ),
    email: validateEmail(values.email, 'form'),
    customernumber: first(
      required('customernumber', 'contact.customerNumber.required', options.requireCustomerNumber === true),
      validateDigitsOnly(values.customernumber),
    ),
    birthday: validateDate(values.birthday, { notInFuture: true }),
    street: first(
      required('street', 'contact.street.required', address),
      validateNoSpecialCharacters(values.street),
    ),
    housenumber: first(
      required('housenumber', 'contact.pleaseSpecify', address),
      validateNoSpecialCharacters(values.housenumber),
    ),
    postalcode: first(
      required('postalcode', 'contact.pleaseSpecify', address),
      validatePostalCode(values.postalcode, options.country ?? 'DE'),
    ),
    city: first(
      required('city', 'contact.city.required', address),
      validateNoSpecialCharactersOrNumbers(values.city),
    ),
    subject: first(
      required('subject', 'required'),
      options.subjects && !isBlank(values.subject) && !options.subjects.includes(String(values.subject))
        ? 'contact.subject.invalid'
        : undefined,
    ),
    message: required('message', 'contact.message.required'),
  };
  const errors: ValidationErrors<ContactField> = {};
  for (const [field, key] of Object.entries(checks) as [ContactField, ValidationMessageKey | undefined][]) {
    if (key !== undefined) errors[field] = key;
  }
  return errors;
}
