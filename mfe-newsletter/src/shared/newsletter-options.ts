/**
 * The newsletter's option vocabularies (spec section 3). The value lists are @sf/validation's (one
 * source for forms and servers); this module adds the display order of the unsubscribe choices and
 * decodes a choice into what it asks for.
 */
import {
  NEWSLETTER_BRANDS,
  PAUSE_DAYS,
  SALUTATIONS,
  isNewsletterBrand,
  isNewsletterOption,
  isSalutation,
  parsePauseDays,
  type NewsletterBrand,
  type NewsletterOption,
  type PauseDays,
  type Salutation,
} from '@sf/validation';

export { PAUSE_DAYS, SALUTATIONS, isSalutation, type PauseDays, type Salutation };

/** Brand scopes a subscriber can choose (OTTO, LASCANA, both). */
export const BRAND_SCOPES = NEWSLETTER_BRANDS;
/** A brand scope value. */
export type BrandScope = NewsletterBrand;
/** True for a brand scope value. */
export const isBrandScope = isNewsletterBrand;

/** One radio value of the unsubscribe form. */
export type UnsubscribeOption = NewsletterOption;

/** Radio values of the unsubscribe form in display order: frequencies, pause, then the two unsubscribes. */
export const UNSUBSCRIBE_OPTIONS: readonly UnsubscribeOption[] = [
  'frequency|0',
  'frequency|1',
  'frequency|2',
  'frequency|3',
  'pause|-100',
  'unsubscribeFlexikonto|98',
  'unsubscribe|99',
];

/** The preselected unsubscribe choice (spec section 4). */
export const DEFAULT_UNSUBSCRIBE_OPTION: UnsubscribeOption = 'unsubscribe|99';

/** Newsletter frequencies: 0 daily, 1 weekly, 2 biweekly, 3 monthly. */
export type Frequency = 0 | 1 | 2 | 3;

/** What an unsubscribe option asks for, decoded from its radio value. */
export type UnsubscribeAction =
  | { readonly type: 'frequency'; readonly frequency: Frequency }
  | { readonly type: 'unsubscribe' }
  | { readonly type: 'unsubscribeFlexikonto' }
  | { readonly type: 'pause' };

/** An allowed pause duration from a number or numeric string, else `null`. */
export function toPauseDays(value: unknown): PauseDays | null {
  return parsePauseDays(value);
}

/**
 * Decodes a radio value (`frequency|2`, `pause|-100`, …) into its action; `null` for anything else.
 * @example parseUnsubscribeOption('frequency|3') // { type: 'frequency', frequency: 3 }
 */
export function parseUnsubscribeOption(value: unknown): UnsubscribeAction | null {
  if (!isNewsletterOption(value)) return null;
  const [type, code] = value.split('|') as [string, string];
  if (type === 'frequency') return { type: 'frequency', frequency: Number(code) as Frequency };
  if (type === 'pause') return { type: 'pause' };
  if (type === 'unsubscribeFlexikonto') return { type: 'unsubscribeFlexikonto' };
  return { type: 'unsubscribe' };
}
