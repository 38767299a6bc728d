import {
  validateNewsletterSignup,
  validateNewsletterUnsubscribe,
  type NewsletterSignupValues,
  type NewsletterUnsubscribeValues,
  type ValidationErrors,
} from '@sf/validation';

/**
 * The newsletter forms report an invalid address with the spec's 'Die E-Mail-Adresse ist nicht
 * gültig.' (brief of this remote); @sf/validation's form variant says 'Bitte geben Sie eine gültige
 * E-Mail-Adresse an.', so that one key is swapped. Everything else is @sf/validation's.
 */
function withNewsletterEmailText<F extends string>(
  errors: ValidationErrors<F | 'email'>,
): ValidationErrors<F | 'email'> {
  return errors.email === 'email.invalidPleaseEnter' ? { ...errors, email: 'email.invalid' } : errors;
}

/** Rules of page 1 (message keys per field; empty = valid). Browser and server use the same. */
export function validateSignup(
  values: NewsletterSignupValues,
): ValidationErrors<'email' | 'salutation' | 'brands'> {
  return withNewsletterEmailText(validateNewsletterSignup(values));
}

/** Rules of the unsubscribe form (message keys per field; empty = valid). Browser and server use the same. */
export function validateUnsubscribe(
  values: NewsletterUnsubscribeValues,
): ValidationErrors<'email' | 'newsletter' | 'pauseDays'> {
  return withNewsletterEmailText(validateNewsletterUnsubscribe(values));
}
