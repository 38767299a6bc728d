import type { Db } from '@sf/data';
import type { TenantId } from '@sf/contracts';
import { conditionsOf } from './conditions';
import { rateProtectionFee } from './formulas';

export interface Booking {
  readonly bookedOn: string;
  readonly kind: 'purchase' | 'payment' | 'interest' | 'return' | 'rateProtection';
  readonly reference: string;
  /** Cents; positive raises the open balance. */
  readonly amount: number;
}

export interface RateProtectionState {
  readonly active: boolean;
  readonly since: string | null;
  /** 1.15 % of the open balance, cents per month (the customer's own figure). */
  readonly monthlyFee: number;
}

/** The Flexikonto overview of one customer (money in cents of the tenant's currency). */
export interface FlexikontoOverview {
  readonly customerId: string;
  readonly tenant: TenantId;
  readonly currency: 'EUR' | 'CHF';
  readonly creditLine: number;
  readonly openBalance: number;
  readonly available: number;
  readonly nextPaymentDate: string | null;
  readonly nextPaymentAmount: number;
  /** The credit-affinity flag: whether credit offers are shown to this customer. */
  readonly creditAffinity: boolean;
  readonly clubMember: boolean;
  readonly bookings: readonly Booking[];
  readonly rateProtection: RateProtectionState;
}

interface AccountRow {
  customer_id: string;
  tenant: TenantId;
  credit_line: number;
  open_balance: number;
  next_payment_date: string | Date | null;
  next_payment_amount: number;
  credit_affinity: boolean;
  club_member: boolean;
}

const day = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The customer's overview, or null when the customer has no credit account. */
export async function flexikontoOverview(db: Db, customerId: string): Promise<FlexikontoOverview | null> {
  const { rows } = await db.query<AccountRow>('SELECT * FROM credit_accounts WHERE customer_id = $1', [customerId]);
  const account = rows[0];
  if (!account) return null;
  const [bookings, orders] = await Promise.all([
    db.query<{ booked_on: string | Date; kind: Booking['kind']; reference: string; amount: number }>(
      'SELECT booked_on, kind, reference, amount FROM bookings WHERE customer_id = $1 ORDER BY booked_on DESC, id DESC LIMIT 20',
      [customerId],
    ),
    db.query<{ created_at: string | Date }>('SELECT created_at FROM rate_protection_orders WHERE customer_id = $1 ORDER BY created_at LIMIT 1', [customerId]),
  ]);
  const conditions = conditionsOf(account.tenant);
  const openBalance = Number(account.open_balance);
  const since = orders.rows[0] ? day(orders.rows[0].created_at) : null;
  return {
    customerId,
    tenant: account.tenant,
    currency: conditions.currency,
    creditLine: Number(account.credit_line),
    openBalance,
    available: Math.max(0, Number(account.credit_line) - openBalance),
    nextPaymentDate: day(account.next_payment_date),
    nextPaymentAmount: Number(account.next_payment_amount),
    creditAffinity: account.credit_affinity,
    clubMember: account.club_member,
    bookings: bookings.rows.map((b) => ({ bookedOn: day(b.booked_on)!, kind: b.kind, reference: b.reference, amount: Number(b.amount) })),
    rateProtection: { active: since !== null, since, monthlyFee: rateProtectionFee(openBalance, conditions) },
  };
}

/** Records a rate protection order (or update) with the fee of today's open balance. */
export async function orderRateProtection(
  db: Db,
  customerId: string,
  input: { kind: 'order' | 'update'; message: string },
  now: Date,
): Promise<{ monthlyFee: number; openBalance: number } | null> {
  const overview = await flexikontoOverview(db, customerId);
  if (!overview) return null;
  const monthlyFee = overview.rateProtection.monthlyFee;
  await db.query(
    'INSERT INTO rate_protection_orders (customer_id, kind, open_balance, monthly_fee, message, terms_accepted_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [customerId, input.kind, overview.openBalance, monthlyFee, input.message, now.toISOString()],
  );
  return { monthlyFee, openBalance: overview.openBalance };
}
