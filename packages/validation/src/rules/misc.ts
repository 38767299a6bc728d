import type { ValidationMessageKey } from '../messages/de';
import { isBlank } from './text';

/** Search: "Bitte geben Sie zunächst Ihren Suchbegriff ein." for an empty term. */
export function validateSearchTerm(term: unknown): ValidationMessageKey | undefined {
  return isBlank(term) ? 'search.empty' : undefined;
}

/** Add to basket: "Bitte wählen Sie zuerst eine Variante aus!" when no variant is chosen. */
export function validateVariantSelected(variant: unknown): ValidationMessageKey | undefined {
  return isBlank(variant) ? 'basket.variantRequired' : undefined;
}

/** Captcha is a required field: its token must be present. */
export function validateCaptcha(token: unknown): ValidationMessageKey | undefined {
  return isBlank(token) ? 'captcha.required' : undefined;
}
