import type { Locale, TenantId } from '@sf/contracts';
import type { Db } from '@sf/data';
import type { CreditCustomer } from '../customer';
import type { CustomerLedger, LedgerSource } from './account-ledger';
import { conditionsOf } from './conditions';
import { DEMO_LEDGERS } from './demo-ledgers';
import { rateProtectionFee } from './formulas';

export interface Booking {
  readonly bookedOn: string;
  readonly kind: 'purchase' | 'payment' | 'interest' | 'return' | 'rateProtection' | 'invoice' | 'credit';
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
  /** The credit-affinity flag (the account's `flags.creditAffinity`): whether credit offers are shown. */
  readonly creditAffinity: boolean;
  readonly clubMember: boolean;
  readonly bookings: readonly Booking[];
  readonly rateProtection: RateProtectionState;
}

/**
 * `none`: no credit account; `unavailable`: the account domain's ledger could not be read (or the
 * composer passed no token); `unauthorized`: the account refused the session or named another customer.
 */
export type OverviewResult =
  | { readonly kind: 'overview'; readonly overview: FlexikontoOverview }
  | { readonly kind: 'none' }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'unauthorized' };

/** What the overview needs: credit's own database and the account domain's ledger. */
export interface OverviewDeps {
  readonly db: Db;
  readonly ledger?: LedgerSource | undefined;
}

/** The request's shop, for asking the account domain as the shopper. */
export interface ShopContext {
  readonly https: boolean;
  readonly host: string | null;
  readonly tenant: TenantId;
  readonly locale: Locale;
  readonly requestId: string | null;
}

const BOOKING_KINDS = new Set<string>([
  'purchase',
  'payment',
  'interest',
  'return',
  'rateProtection',
  'invoice',
  'credit',
]);
// a kind the account adds later is shown as a charge or a credit, never dropped
const kindOf = (kind: string, amount: number): Booking['kind'] =>
  BOOKING_KINDS.has(kind) ? (kind as Booking['kind']) : amount >= 0 ? 'invoice' : 'credit';

const day = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

async function ledgerOf(
  deps: OverviewDeps,
  customer: CreditCustomer,
  shop: ShopContext,
): Promise<{ kind: 'ledger'; ledger: CustomerLedger } | { kind: 'unavailable' | 'unauthorized' }> {
  if (customer.demo) {
    const demo = DEMO_LEDGERS[customer.id];
    return demo ? { kind: 'ledger', ledger: demo } : { kind: 'unavailable' };
  }
  if (!customer.token || !deps.ledger) return { kind: 'unavailable' };
  const result = await deps.ledger.read({ token: customer.token, ...shop });
  // the session the account verified must be the customer the composer named
  if (result.kind === 'ledger' && result.ledger.customerId !== customer.id) return { kind: 'unauthorized' };
  return result;
}

/**
 * The customer's overview (decision 0092): credit line and club membership are credit's own
 * (`credit_accounts`), the rate protection orders too; balance, next payment, bookings and the
 * credit-affinity flag are the account domain's, read through the edge as the shopper.
 */
export async function flexikontoOverview(
  deps: OverviewDeps,
  customer: CreditCustomer,
  shop: ShopContext,
): Promise<OverviewResult> {
  const { rows } = await deps.db.query<{ tenant: TenantId; credit_line: number; club_member: boolean }>(
    'SELECT tenant, credit_line, club_member FROM credit_accounts WHERE customer_id = $1',
    [customer.id],
  );
  const account = rows[0];
  if (!account) return { kind: 'none' };
  const [read, orders] = await Promise.all([
    ledgerOf(deps, customer, shop),
    deps.db.query<{ created_at: string | Date }>(
      'SELECT created_at FROM rate_protection_orders WHERE customer_id = $1 ORDER BY created_at LIMIT 1',
      [customer.id],
    ),
  ]);
  if (read.kind !== 'ledger') return { kind: read.kind };
  const { ledger } = read;
  const conditions = conditionsOf(account.tenant);
  if (ledger.currency !== conditions.currency) return { kind: 'unavailable' };
  // a credit balance (negative) owes nothing
  const openBalance = Math.max(0, ledger.balanceCents);
  const creditLine = Number(account.credit_line);
  const since = orders.rows[0] ? day(orders.rows[0].created_at) : null;
  return {
    kind: 'overview',
    overview: {
      customerId: customer.id,
      tenant: account.tenant,
      currency: conditions.currency,
      creditLine,
      openBalance,
      available: Math.max(0, creditLine - openBalance),
      nextPaymentDate: ledger.nextMaturity?.dueOn ?? null,
      nextPaymentAmount: ledger.nextMaturity?.amountCents ?? 0,
      creditAffinity: ledger.creditAffinity,
      clubMember: account.club_member,
      bookings: ledger.bookings.slice(0, 20).map((b) => ({
        bookedOn: b.bookedOn,
        kind: kindOf(b.kind, b.amountCents),
        reference: b.reference,
        amount: b.amountCents,
      })),
      rateProtection: {
        active: since !== null,
        since,
        monthlyFee: rateProtectionFee(openBalance, conditions),
      },
    },
  };
}

/** Records a rate protection order (or update) with the fee of today's open balance (the account's figure). */
export async function orderRateProtection(
  deps: OverviewDeps,
  customer: CreditCustomer,
  shop: ShopContext,
  input: { kind: 'order' | 'update'; message: string },
  now: Date,
): Promise<
  Exclude<OverviewResult, { kind: 'overview' }> | { kind: 'ordered'; monthlyFee: number; openBalance: number }
> {
  const result = await flexikontoOverview(deps, customer, shop);
  if (result.kind !== 'overview') return result;
  const { monthlyFee } = result.overview.rateProtection;
  const { openBalance } = result.overview;
  await deps.db.query(
    'INSERT INTO rate_protection_orders (customer_id, kind, open_balance, monthly_fee, message, terms_accepted_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [customer.id, input.kind, openBalance, monthlyFee, input.message, now.toISOString()],
  );
  return { kind: 'ordered', monthlyFee, openBalance };
}

/** The customer's credit-affinity flag alone (the widgets): false hides credit offers; null: unknown, shown. */
export async function creditAffinityOf(
  deps: OverviewDeps,
  customer: CreditCustomer,
  shop: ShopContext,
): Promise<boolean | null> {
  if (customer.demo) return DEMO_LEDGERS[customer.id]?.creditAffinity ?? null;
  if (!customer.token || !deps.ledger) return null;
  return deps.ledger.creditAffinity({ token: customer.token, ...shop });
}
