import type { AccountMessageId, AreaMessageId, LoyaltyMessageId } from './intl';
import { addressErrors, checkText, cleanText, type Country } from '../../shared/address-rules';
import { checkEmail, normalizeEmail, SALUTATIONS, type Salutation } from './validation';

/** A message of the account domain (the login texts or the account area's). */
export type MessageId = AccountMessageId | AreaMessageId | LoyaltyMessageId;
/** Field name → message id of what is wrong with it. */
export type AreaErrors = Partial<Record<string, MessageId>>;

export { COUNTRIES, checkPostalCode, checkText, type Country } from '../../shared/address-rules';

const text = cleanText;

export interface AddressInput {
  readonly salutation: Salutation;
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly houseNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: Country;
}

/** Checks an address form (the rules the address book's browser checks share): the clean input, or the errors per field. */
export function parseAddress(
  body: Readonly<Record<string, unknown>>,
): { input: AddressInput } | { errors: AreaErrors } {
  const errors: AreaErrors = addressErrors(body);
  if (Object.keys(errors).length) return { errors };
  const country = text(body.country).toUpperCase() as Country;
  const postal = text(body.postalCode).toUpperCase();
  return {
    input: {
      salutation: text(body.salutation) as Salutation,
      firstName: text(body.firstName),
      lastName: text(body.lastName),
      street: text(body.street),
      houseNumber: text(body.houseNumber),
      postalCode: country === 'NL' ? postal.replace(/^(\d{4}) ?([A-Z]{2})$/, '$1 $2') : postal,
      city: text(body.city),
      country,
    },
  };
}

/** Birth date `YYYY-MM-DD`: a real calendar day, the customer at least 18 and born after 1900 (decision 0070). */
export function checkBirthDate(value: unknown, today: Date): MessageId | null {
  const v = text(value);
  if (!v) return 'account.required';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return 'area.birthDate.invalid';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900)
    return 'area.birthDate.invalid';
  const adult = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()));
  return date.getTime() > adult.getTime() ? 'area.birthDate.adult' : null;
}

/** Phone (optional): digits with `+`, spaces, `/`, `-`, `(`, `)`; 6 to 15 digits (E.164's maximum). */
export function checkPhone(value: unknown): MessageId | null {
  const v = text(value);
  if (!v) return null;
  if (v.length > 25 || !/^\+?[\d\s/()-]+$/.test(v)) return 'area.phone.invalid';
  const digits = v.replace(/\D/g, '').length;
  return digits < 6 || digits > 15 ? 'area.phone.invalid' : null;
}

export interface PersonalDataInput {
  readonly salutation: Salutation;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string | null;
  readonly phone: string | null;
  readonly email: string;
}

/**
 * Checks the personal-data form (name, birth date, phone, e-mail). The birth date is required only
 * of a customer who has given one (the customer-number login needs it); a customer who registered
 * without one may leave it empty (decision 0200).
 */
export function parsePersonalData(
  body: Readonly<Record<string, unknown>>,
  today: Date,
  { birthDateRequired }: { birthDateRequired: boolean },
): { input: PersonalDataInput } | { errors: AreaErrors } {
  const errors: AreaErrors = {};
  const set = (field: string, e: MessageId | null) => e && (errors[field] = e);
  const salutation = text(body.salutation);
  if (!(SALUTATIONS as readonly string[]).includes(salutation)) errors.salutation = 'account.required';
  set('firstName', checkText(body.firstName));
  set('lastName', checkText(body.lastName));
  if (birthDateRequired || text(body.birthDate)) set('birthDate', checkBirthDate(body.birthDate, today));
  set('phone', checkPhone(body.phone));
  set('email', checkEmail(body.email));
  if (Object.keys(errors).length) return { errors };
  const phone = text(body.phone);
  return {
    input: {
      salutation: salutation as Salutation,
      firstName: text(body.firstName),
      lastName: text(body.lastName),
      birthDate: text(body.birthDate) || null,
      phone: phone || null,
      email: normalizeEmail(text(body.email)),
    },
  };
}
