import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { tenantOfLocale } from '@sf/tenant-config';
import { asText, validationText, type ValidationErrors } from '@sf/validation';
import { isSalutation, type BrandScope, type Salutation } from '../shared/newsletter-options';
import { validateSignup, validateUnsubscribe } from '../shared/newsletter-validation';
import { unsubscribeResultText } from '../shared/result-text';
import type { FieldErrors, UnsubscribeResult } from '../shared/state';
import {
  NewsletterError,
  requestSignup,
  requestUnsubscribe,
  type NewsletterContext,
  type UnsubscribeOutcome,
} from './domain';
import { serverIntl } from './domain/mail-intl';

/** Where a request comes from: the page's locale and the shop origin for links in mails. */
export interface RequestInfo {
  readonly locale: Locale;
  readonly origin: string;
}

/** Raw input as it arrives (JSON, form fields or GraphQL input). */
export type RawInput = Readonly<Record<string, unknown>>;

/** Outcome of a sign-up request in the terms of every API. */
export type SignupAnswer =
  | { readonly status: 'pending' | 'existing'; readonly nextPath: string }
  | {
      readonly status: 'invalid';
      readonly fieldErrors: FieldErrors;
      readonly keys: Readonly<Record<string, string>>;
    };

/**
 * Outcome of an unsubscribe form submit in the terms of every API: `requested` for every valid
 * submit, whether the address is subscribed or not (the mail's link applies the change).
 */
export type UnsubscribeAnswer =
  | { readonly status: 'requested'; readonly result: UnsubscribeResult; readonly message: string }
  | {
      readonly status: 'invalid';
      readonly fieldErrors: FieldErrors;
      readonly keys: Readonly<Record<string, string>>;
      /** The choice is none of the seven values (400 rather than 422). */
      readonly unknownOption: boolean;
    };

function localize(
  errors: ValidationErrors,
  locale: Locale,
): { fieldErrors: FieldErrors; keys: Record<string, string> } {
  const keys: Record<string, string> = {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) {
    if (key === undefined) continue;
    keys[field] = key;
    fieldErrors[field] = validationText(key, locale);
  }
  return { fieldErrors, keys };
}

/** Validates and runs a sign-up (page 1), for REST and GraphQL alike. */
export async function signupUseCase(
  ctx: NewsletterContext,
  raw: RawInput,
  info: RequestInfo,
): Promise<SignupAnswer> {
  const errors = validateSignup(raw);
  if (Object.keys(errors).length > 0) return { status: 'invalid', ...localize(errors, info.locale) };
  const salutation: Salutation = isSalutation(raw.salutation) ? raw.salutation : 'notSpecified';
  const status = await requestSignup(ctx, {
    email: asText(raw.email),
    salutation,
    brands: asText(raw.brands) as BrandScope,
    tenant: tenantOfLocale(info.locale),
    locale: info.locale,
    origin: info.origin,
  });
  const next = status === 'pending' ? 'newsletter-signup-pending' : 'newsletter-signup-existing';
  return { status, nextPath: localizedPath(next, info.locale) };
}

/**
 * Validates an unsubscribe form submit and sends the confirmation mail (for REST and GraphQL alike).
 * Known and unknown addresses get the same answer; nothing but the request and its mail is written.
 */
export async function unsubscribeUseCase(
  ctx: NewsletterContext,
  raw: RawInput,
  info: RequestInfo,
): Promise<UnsubscribeAnswer> {
  const errors = validateUnsubscribe(raw);
  if (Object.keys(errors).length > 0) {
    return {
      status: 'invalid',
      ...localize(errors, info.locale),
      unknownOption: errors.newsletter === 'newsletter.choice.invalid',
    };
  }
  try {
    await requestUnsubscribe(ctx, {
      email: asText(raw.email),
      newsletter: asText(raw.newsletter),
      pauseDays: asText(raw.pauseDays),
      locale: info.locale,
      origin: info.origin,
    });
  } catch (error) {
    if (
      error instanceof NewsletterError &&
      (error.reason === 'unknown-option' || error.reason === 'invalid-input')
    ) {
      const unknownOption = error.reason === 'unknown-option';
      const errors: ValidationErrors = unknownOption
        ? { newsletter: 'newsletter.choice.invalid' }
        : { pauseDays: 'newsletter.pauseDays.invalid' };
      return { status: 'invalid', ...localize(errors, info.locale), unknownOption };
    }
    throw error;
  }
  const result: UnsubscribeResult = { kind: 'requested' };
  return { status: 'requested', result, message: unsubscribeResultText(serverIntl(info.locale), result) };
}

/** The page result of an applied unsubscribe option. */
export function toUnsubscribeResult(outcome: UnsubscribeOutcome): UnsubscribeResult {
  if (outcome.status === 'not-found') return { kind: 'not-found' };
  if (outcome.action === 'frequency') return { kind: 'frequency', frequency: outcome.frequency };
  if (outcome.action === 'pause') return { kind: 'pause', pausedUntil: outcome.pausedUntil };
  return { kind: outcome.action };
}
