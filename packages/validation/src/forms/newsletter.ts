import type { ValidationErrors } from '../validation-text';
import { validateEmail } from '../rules/email';
import { asText, isBlank } from '../rules/text';

/** Salutations of the forms (contact form, newsletter). */
export const SALUTATIONS = ['female', 'male', 'notSpecified'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** Brand scope of the newsletter. */
export const NEWSLETTER_BRANDS = ['OTTO', 'LASCANA', 'both'] as const;
export type NewsletterBrand = (typeof NEWSLETTER_BRANDS)[number];

/** Option values of the unsubscribe form's radio field `newsletter` (spec section 3). */
export const NEWSLETTER_OPTIONS = [
  'frequency|0',
  'frequency|1',
  'frequency|2',
  'frequency|3',
  'unsubscribe|99',
  'unsubscribeFlexikonto|98',
  'pause|-100',
] as const;
export type NewsletterOption = (typeof NEWSLETTER_OPTIONS)[number];

/** The preselected choice of the unsubscribe form. */
export const DEFAULT_NEWSLETTER_OPTION: NewsletterOption = 'unsubscribe|99';

/** What a frequency option means. */
export const NEWSLETTER_FREQUENCIES = {
  'frequency|0': 'daily',
  'frequency|1': 'weekly',
  'frequency|2': 'biweekly',
  'frequency|3': 'monthly',
} as const satisfies Partial<Record<NewsletterOption, string>>;

/** Pause durations in days. */
export const PAUSE_DAYS = [7, 14, 21, 30] as const;
export type PauseDays = (typeof PAUSE_DAYS)[number];

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Whether a value is one of {@link SALUTATIONS}. */
export const isSalutation = (value: unknown): value is Salutation => isOneOf(SALUTATIONS, value);
/** Whether a value is one of {@link NEWSLETTER_BRANDS}. */
export const isNewsletterBrand = (value: unknown): value is NewsletterBrand =>
  isOneOf(NEWSLETTER_BRANDS, value);
/** Whether a value is one of {@link NEWSLETTER_OPTIONS}. */
export const isNewsletterOption = (value: unknown): value is NewsletterOption =>
  isOneOf(NEWSLETTER_OPTIONS, value);

/** `7`, `'7'` → 7; anything that is not one of {@link PAUSE_DAYS} → null. */
export function parsePauseDays(value: unknown): PauseDays | null {
  const text = asText(value);
  const days = /^[0-9]+$/.test(text) ? Number(text) : NaN;
  return (PAUSE_DAYS as readonly number[]).includes(days) ? (days as PauseDays) : null;
}

/** Values of the sign-up form (page 1 and the slide-in sheet); unknown on the server. */
export interface NewsletterSignupValues {
  readonly email?: unknown;
  readonly salutation?: unknown;
  readonly brands?: unknown;
}

/**
 * Sign-up form: e-mail required and valid; brands required (OTTO, LASCANA or both). The
 * salutation is optional (only the address is needed to send a newsletter — data minimisation);
 * empty means notSpecified, a value outside the list is an error.
 */
export function validateNewsletterSignup(
  values: NewsletterSignupValues,
): ValidationErrors<'email' | 'salutation' | 'brands'> {
  const errors: ValidationErrors<'email' | 'salutation' | 'brands'> = {};
  const email = validateEmail(values.email, 'form');
  if (email) errors.email = email;
  if (!isBlank(values.salutation) && !isSalutation(values.salutation))
    errors.salutation = 'salutation.invalid';
  if (isBlank(values.brands)) errors.brands = 'newsletter.brands.required';
  else if (!isNewsletterBrand(values.brands)) errors.brands = 'newsletter.brands.invalid';
  return errors;
}

/** Values of the unsubscribe form; unknown on the server. */
export interface NewsletterUnsubscribeValues {
  readonly email?: unknown;
  readonly newsletter?: unknown;
  readonly pauseDays?: unknown;
}

/**
 * Unsubscribe form: e-mail required and valid; a choice among the option values; the pause
 * duration (7, 14, 21 or 30 days) only when the choice is `pause|-100` and ignored otherwise.
 */
export function validateNewsletterUnsubscribe(
  values: NewsletterUnsubscribeValues,
): ValidationErrors<'email' | 'newsletter' | 'pauseDays'> {
  const errors: ValidationErrors<'email' | 'newsletter' | 'pauseDays'> = {};
  const email = validateEmail(values.email, 'form');
  if (email) errors.email = email;
  if (isBlank(values.newsletter)) errors.newsletter = 'newsletter.choice.required';
  else if (!isNewsletterOption(values.newsletter)) errors.newsletter = 'newsletter.choice.invalid';
  else if (values.newsletter === 'pause|-100') {
    if (isBlank(values.pauseDays)) errors.pauseDays = 'newsletter.pauseDays.required';
    else if (parsePauseDays(values.pauseDays) === null) errors.pauseDays = 'newsletter.pauseDays.invalid';
  }
  return errors;
}
