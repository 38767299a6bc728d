import type { TenantId } from '@sf/contracts';
import type { Db } from '@sf/data';
import { TENANTS_CONFIG } from '@sf/tenant-config';
import { targetKey, type RateLimitSpec, type RateLimitStore } from '@sf/server-kit';
import { findCustomer, type Customer } from './customers';
import type { LoginOutcome } from './login';
import type { FieldErrors } from './validation';

/**
 * The second login tab: customer number and birth date (spec section 2; off by default, decision
 * 0080). Neither is a secret like a password, so such a login opens a soft-logged-in session
 * (type 1): sensitive pages ask for the password first. Five misses for one customer number within
 * 15 minutes lock it for the rest of the window, as the e-mail login does (decision 0063).
 */
export const NUMBER_LOGIN_FAILURES: RateLimitSpec = {
  name: 'account-number-login-failures',
  points: 5,
  windowMs: 15 * 60_000,
};

/** Whether a tenant offers the customer-number tab: its flag, or the operator's `enabledTenants` (env). */
export function numberLoginEnabled(tenant: TenantId, enabledTenants: readonly string[] = []): boolean {
  return TENANTS_CONFIG[tenant].features.loginByCustomerNumber || enabledTenants.includes(tenant);
}

const DATE_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_DE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** A birth date as typed (`1979-11-02` from a date field, `2.11.1979` by hand) → ISO, or null when not a real date. */
export function parseBirthDate(value: string): string | null {
  const iso = DATE_ISO.exec(value);
  const de = DATE_DE.exec(value);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : de ? [de[3], de[2], de[1]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(m) - 1 ||
    date.getUTCDate() !== Number(d)
  )
    return null;
  const out = date.toISOString().slice(0, 10);
  return out >= '1900-01-01' && out <= new Date().toISOString().slice(0, 10) ? out : null;
}

/** Checks the tab's fields: both required, an 8-digit customer number, a real birth date. */
export function parseNumberLogin(
  body: Readonly<Record<string, unknown>>,
): { customerNumber: string; birthDate: string } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const number = typeof body.customerNumber === 'string' ? body.customerNumber.replace(/\s+/g, '') : '';
  const rawDate = typeof body.birthDate === 'string' ? body.birthDate.trim() : '';
  if (!number) errors.customerNumber = 'account.required';
  else if (!/^\d{8}$/.test(number)) errors.customerNumber = 'account.customerNumber.invalid';
  const birthDate = rawDate ? parseBirthDate(rawDate) : null;
  if (!rawDate) errors.birthDate = 'account.required';
  else if (!birthDate) errors.birthDate = 'account.birthDate.invalid';
  return Object.keys(errors).length || !birthDate ? { errors } : { customerNumber: number, birthDate };
}

/** Checks customer number and birth date of the shop's customer; a locked number is refused before anything is read. */
export async function loginByNumber(
  db: Db,
  store: RateLimitStore,
  tenant: TenantId,
  customerNumber: string,
  birthDate: string,
): Promise<LoginOutcome> {
  const key = await targetKey(`customer-number:${customerNumber}`);
  const before = await store.peek(NUMBER_LOGIN_FAILURES, key);
  if (before.used >= NUMBER_LOGIN_FAILURES.points)
    return { ok: false, reason: 'locked', retryAfterS: Math.max(1, Math.ceil(before.resetMs / 1000)) };
  const { rows } = await db.query<{ id: string }>(
    "SELECT id FROM customers WHERE customer_number = $1 AND tenant = $2 AND to_char(birth_date, 'YYYY-MM-DD') = $3",
    [customerNumber, tenant, birthDate],
  );
  const customer: Customer | null = rows[0] ? await findCustomer(db, rows[0].id) : null;
  if (customer) {
    await store.reset(NUMBER_LOGIN_FAILURES, key);
    return { ok: true, customer };
  }
  const counted = await store.consume(NUMBER_LOGIN_FAILURES, key);
  return counted.allowed && counted.remaining > 0
    ? { ok: false, reason: 'failed', captcha: false }
    : { ok: false, reason: 'locked', retryAfterS: Math.max(1, Math.ceil(counted.resetMs / 1000)) };
}
