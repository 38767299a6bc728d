import type { TenantId } from '@sf/contracts';
import { validateContactForm, type ValidationMessageKey } from '@sf/validation';
import { MESSAGE_MAX_LENGTH } from './constants';
import { subjectOf, SUBJECT_IDS } from './subjects';

/** The text fields of the form (spec section 3) as stored. */
export const TEXT_FIELDS = [
  'salutation',
  'firstname',
  'lastname',
  'email',
  'phone',
  'customernumber',
  'birthday',
  'street',
  'housenumber',
  'postalcode',
  'city',
  'subject',
  'message',
] as const;

/** The three objection check boxes. */
export const CHECKBOX_FIELDS = ['cancelnl', 'canceladvertising', 'cancelmarketing'] as const;

export type TextField = (typeof TEXT_FIELDS)[number];
export type CheckboxField = (typeof CHECKBOX_FIELDS)[number];

/** The form's values, trimmed; check boxes as booleans. */
export type ContactValues = Record<TextField, string> & Record<CheckboxField, boolean>;

/** Longest value of each short field (characters); the message has {@link MESSAGE_MAX_LENGTH}. */
const MAX_LENGTH = 200;

/** Markup or script in free text: a tag, `javascript:` or an event handler attribute. */
const MARKUP = /<\s*\/?\s*[a-z!?]|javascript\s*:|\bon[a-z]+\s*=/i;

/** Reads the form's fields from a body (strings only; anything else counts as empty). */
export function readContactValues(body: Readonly<Record<string, unknown>>): ContactValues {
  const text = (name: string) => {
    const value = body[name];
    // control characters (NUL above all: PostgreSQL text refuses it) never reach the store
    return typeof value === 'string'
      ? value
          .replace(/\r\n?/g, '\n')
          // eslint-disable-next-line no-control-regex
          .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
          .trim()
      : '';
  };
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(f)])) as Record<TextField, string>;
  const checked = Object.fromEntries(
    CHECKBOX_FIELDS.map((f) => [f, ['on', 'true', '1'].includes(text(f))]),
  ) as Record<CheckboxField, boolean>;
  return { ...values, ...checked, salutation: values.salutation || 'notSpecified' };
}

const COUNTRY: Readonly<Record<TenantId, 'DE' | 'AT' | 'CH' | 'NL'>> = {
  DE: 'DE',
  AT: 'AT',
  CH: 'CH',
  NL: 'NL',
};

/**
 * Field errors (message keys) of the contact form: the shared rules of @sf/validation (spec
 * section 5, with the subject's required fields), plus the phone format, the message length and
 * no markup or script in the message.
 */
export function contactFieldErrors(
  values: ContactValues,
  tenant: TenantId,
): Partial<Record<TextField, string>> {
  const subject = subjectOf(values.subject);
  const errors: Partial<Record<TextField, string>> = validateContactForm(
    { ...values, salutation: values.salutation === 'notSpecified' ? '' : values.salutation },
    {
      requireAddress: subject?.address ?? false,
      requireCustomerNumber: subject?.customerNumber ?? false,
      subjects: SUBJECT_IDS,
      country: COUNTRY[tenant],
    },
  );
  if (values.phone && !/^\+?[0-9 ()/-]{3,30}$/.test(values.phone)) errors.phone = 'contact.phone.invalid';
  if (!errors.message) {
    if (values.message.length > MESSAGE_MAX_LENGTH) errors.message = 'contact.message.tooLong';
    else if (MARKUP.test(values.message)) errors.message = 'contact.message.markup';
  }
  for (const field of TEXT_FIELDS) {
    if (field !== 'message' && !errors[field] && values[field].length > MAX_LENGTH) {
      errors[field] = 'noSpecialCharacters' satisfies ValidationMessageKey;
    }
  }
  return errors;
}
