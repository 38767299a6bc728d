import type { Locale } from '@sf/contracts';
import { MESSAGES_DE, type ValidationMessageKey } from './messages/de';
import { MESSAGES_FR } from './messages/fr';
import { MESSAGES_NL } from './messages/nl';

/** Field → message key of its first failing rule; an empty object means valid. */
export type ValidationErrors<F extends string = string> = Partial<Record<F, ValidationMessageKey>>;

/** Whether a string is one of the message keys (for keys arriving from a server as JSON). */
export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES_DE, value);
}

/**
 * The text of a message key in a locale. de-AT uses German as is; de-CH writes "ss" for "ß"
 * (Swiss Standard German); fr-CH French; nl-NL Dutch. An unknown key is returned unchanged.
 * @example validationText('required', 'fr-CH') // 'Ce champ est obligatoire.'
 */
export function validationText(key: ValidationMessageKey, locale: Locale): string {
  if (!isValidationMessageKey(key)) return String(key);
  switch (locale) {
    case 'fr-CH':
      return MESSAGES_FR[key];
    case 'nl-NL':
      return MESSAGES_NL[key];
    case 'de-CH':
      return MESSAGES_DE[key].replace(/ß/g, 'ss');
    case 'de-DE':
    case 'de-AT':
      return MESSAGES_DE[key];
  }
}

/** Every text of a locale, e.g. to ship to a client or to check translations. */
export function validationMessages(locale: Locale): Record<ValidationMessageKey, string> {
  const keys = Object.keys(MESSAGES_DE) as ValidationMessageKey[];
  return Object.fromEntries(keys.map((k) => [k, validationText(k, locale)])) as Record<
    ValidationMessageKey,
    string
  >;
}

/**
 * Turns a form-level validator (returning message keys) into a react-final-form `validate`
 * function that returns texts in a locale.
 * @example <Form validate={makeFormValidator(validateNewsletterSignup, locale)} … />
 */
export function makeFormValidator<V, F extends string>(
  validate: (values: V) => ValidationErrors<F>,
  locale: Locale,
): (values: V) => Partial<Record<F, string>> {
  return (values) => {
    const errors = validate(values);
    const texts: Partial<Record<F, string>> = {};
    for (const field of Object.keys(errors) as F[]) {
      const key = errors[field];
      if (key !== undefined) texts[field] = validationText(key, locale);
    }
    return texts;
  };
}

/**
 * Turns a field rule (returning a message key or undefined) into a react-final-form `<Field
 * validate>` function that returns the text in a locale.
 */
export function makeFieldValidator<T = unknown>(
  rule: (value: T) => ValidationMessageKey | undefined,
  locale: Locale,
): (value: T) => string | undefined {
  return (value) => {
    const key = rule(value);
    return key === undefined ? undefined : validationText(key, locale);
  };
}
