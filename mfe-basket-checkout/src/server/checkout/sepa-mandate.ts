import type { Locale, TenantId } from '@sf/contracts';
import { getTenantConfig } from '@sf/tenant-config';
import { normalizeIban, validateIban, type ValidationMessageKey } from '@sf/validation';
import { serverText } from '../domain';
import { printable } from './address';
import type { PaymentDetails } from './types';

/** Bound of the account holder's name (SEPA allows 70 characters). */
export const HOLDER_MAX = 70;

/** A refusal of the mandate form: a validation message (the IBAN) or one of the checkout's own. */
export type MandateError =
  | { readonly field: 'iban'; readonly key: ValidationMessageKey }
  | { readonly field: 'accountHolder' | 'mandate'; readonly key: string };

/** The mandate's text as the shopper reads it (the tenant's company and creditor id in it). */
export function mandateText(locale: Locale, tenant: TenantId): string {
  const { company, bank } = getTenantConfig(tenant);
  return serverText(locale, 'checkout.mandate.text', {
    creditor: company.name,
    creditorId: bank.sepaCreditorId ?? '',
  });
}

/** What the shopper entered (shown again after a refusal; never the mandate's acceptance). */
export function enteredMandate(form: Record<string, unknown>): { iban: string; accountHolder: string } {
  const text = (v: unknown, max: number) => (typeof v === 'string' ? printable(v).slice(0, max) : '');
  return { iban: text(form['iban'], 42), accountHolder: text(form['accountHolder'], HOLDER_MAX + 1) };
}

/**
 * Checks the direct debit's form (decision 0160): the IBAN (`@sf/validation`, ibantools: structure,
 * check digits, SEPA country), the account holder (required, at most 70 characters) and the
 * mandate's acceptance (`mandate=yes`). Valid: the mandate to store, with its text in the shopper's
 * language and the moment it was given.
 */
export function checkMandate(
  form: Record<string, unknown>,
  tenant: TenantId,
  locale: Locale,
  now: Date,
): { ok: true; details: PaymentDetails } | { ok: false; errors: MandateError[] } {
  const entered = enteredMandate(form);
  const errors: MandateError[] = [];
  const ibanError = validateIban(entered.iban);
  if (ibanError) errors.push({ field: 'iban', key: ibanError });
  const holder = entered.accountHolder.trim();
  if (!holder || holder.length > HOLDER_MAX)
    errors.push({ field: 'accountHolder', key: 'checkout.mandate.holderRequired' });
  if (form['mandate'] !== 'yes') errors.push({ field: 'mandate', key: 'checkout.mandate.acceptRequired' });
  const creditorId = getTenantConfig(tenant).bank.sepaCreditorId;
  if (errors.length || !creditorId) return { ok: false, errors };
  return {
    ok: true,
    details: {
      kind: 'sepa-mandate',
      iban: normalizeIban(entered.iban)!,
      accountHolder: holder,
      creditorId,
      mandateText: mandateText(locale, tenant),
      acceptedAt: now.toISOString(),
    },
  };
}
