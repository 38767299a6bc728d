import { isBlank, validateDate, validateEmail, validateRequired } from '@sf/validation';
import type { AreaPageMessageId } from '../../shared/area-messages';
import type { PersonalDataErrors, PersonalDataValues } from '../../shared/area-state';

/** The shared rules' keys as the account's message ids (the texts the server answers with). */
const ID_OF: Readonly<Record<string, AreaPageMessageId>> = {
  required: 'account.required',
  'email.invalid': 'account.email.invalid',
  'date.invalid': 'area.birthDate.invalid',
};
const idOf = (key: string | undefined): AreaPageMessageId | undefined => (key ? ID_OF[key] : undefined);

/**
 * The browser's checks of the personal-data form, on the rules of @sf/validation: the required fields,
 * the e-mail address and a real birth date (1900 or later, not in the future); the birth date is
 * required only of a customer who gave one (decision 0200). The server checks again and more (names'
 * characters and length, the phone number, 18 years, an address another account has); its answers
 * show at their fields as submit errors.
 */
export function personalDataErrors(
  values: Partial<PersonalDataValues>,
  { birthDateRequired, today }: { readonly birthDateRequired: boolean; readonly today?: Date },
): PersonalDataErrors {
  const errors: PersonalDataErrors = {};
  const set = (field: keyof PersonalDataValues, id: AreaPageMessageId | undefined) => {
    if (id) errors[field] = id;
  };
  set('salutation', idOf(validateRequired(values.salutation)));
  set('firstName', idOf(validateRequired(values.firstName)));
  set('lastName', idOf(validateRequired(values.lastName)));
  set('email', idOf(validateEmail(values.email, 'account')));
  if (birthDateRequired && isBlank(values.birthDate)) errors.birthDate = 'account.required';
  else
    set(
      'birthDate',
      idOf(validateDate(values.birthDate, { notInFuture: true, ...(today ? { today } : {}) })),
    );
  return errors;
}
