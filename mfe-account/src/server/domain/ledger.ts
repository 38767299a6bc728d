import type { Db } from '@sf/data';
import { isId } from './addresses';
import type { Country } from './area-validation';
import { returnDateAllowed } from './working-days';

/**
 * The customer account ledger (decision 0070): bookings (+ charges, − payments and credits),
 * invoices with their lines, maturities (payment dates, each linked to the booking it settles or
 * comes from), returns and vouchers. Every function takes the customer id of the verified
 * session and scopes every query by it: another customer's id finds nothing.
 */
export interface Booking {
  readonly id: string;
  readonly bookedOn: string;
  readonly kind: 'invoice' | 'payment' | 'return' | 'credit';
  readonly reference: string;
  readonly amountCents: number;
  readonly currency: string;
}
export interface InvoiceLine {
  readonly position: number;
  readonly description: string;
  readonly quantity: number;
  readonly unitCents: number;
  readonly lineCents: number;
}
export interface Invoice {
  readonly id: string;
  readonly invoiceNo: string;
  readonly issuedOn: string;
  readonly dueOn: string;
  readonly currency: string;
  readonly vatRateBp: number;
  readonly totalCents: number;
  readonly lines: readonly InvoiceLine[];
}
export interface Maturity {
  readonly id: string;
  readonly dueOn: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly paid: boolean;
  readonly bookingId: string | null;
}
export interface Return {
  readonly id: string;
  readonly returnNo: string;
  readonly productName: string;
  readonly registeredOn: string;
  readonly returnOn: string;
  readonly status: 'registered' | 'collected' | 'refunded';
}
export interface Voucher {
  readonly id: string;
  readonly code: string;
  readonly valueCents: number;
  readonly currency: string;
  readonly validUntil: string;
  readonly minOrderAfterReturnCents: number;
  readonly customerGroup: string;
}

/** The VAT a gross total contains at a rate in basis points (rounded to the cent). */
export function includedVat(totalCents: number, rateBp: number): number {
  return totalCents - Math.round((totalCents * 10_000) / (10_000 + rateBp));
}

const DAY = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

export async function listBookings(db: Db, customerId: string): Promise<Booking[]> {
  const { rows } = await db.query<{
    id: string;
    booked_on: string;
    kind: Booking['kind'];
    reference: string;
    amount_cents: number;
    currency: string;
  }>(
    `SELECT id, ${DAY('booked_on')} AS booked_on, kind, reference, amount_cents, currency FROM bookings WHERE customer_id = $1 ORDER BY booked_on DESC, id`,
    [customerId],
  );
  return rows.map((r) => ({
    id: r.id,
    bookedOn: r.booked_on,
    kind: r.kind,
    reference: r.reference,
    amountCents: Number(r.amount_cents),
    currency: r.currency,
  }));
}

type InvoiceRow = {
  id: string;
  invoice_no: string;
  issued_on: string;
  due_on: string;
  currency: string;
  vat_rate_bp: number;
  total_cents: number;
};
const INVOICE_COLUMNS = `id, invoice_no, ${DAY('issued_on')} AS issued_on, ${DAY('due_on')} AS due_on, currency, vat_rate_bp, total_cents`;

async function withLines(db: Db, rows: InvoiceRow[]): Promise<Invoice[]> {
  if (!rows.length) return [];
  const lines = await db.query<{
    invoice_id: string;
    position: number;
    description: string;
    quantity: number;
    unit_cents: number;
    line_cents: number;
  }>(
    'SELECT invoice_id, position, description, quantity, unit_cents, line_cents FROM invoice_lines WHERE invoice_id = ANY($1::uuid[]) ORDER BY invoice_id, position',
    [rows.map((r) => r.id)],
  );
  return rows.map((r) => ({
    id: r.id,
    invoiceNo: r.invoice_no,
    issuedOn: r.issued_on,
    dueOn: r.due_on,
    currency: r.currency,
    vatRateBp: r.vat_rate_bp,
    totalCents: Number(r.total_cents),
    lines: lines.rows
      .filter((l) => l.invoice_id === r.id)
      .map((l) => ({
        position: l.position,
        description: l.description,
        quantity: l.quantity,
        unitCents: Number(l.unit_cents),
        lineCents: Number(l.line_cents),
      })),
  }));
}

export async function listInvoices(db: Db, customerId: string): Promise<Invoice[]> {
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE customer_id = $1 ORDER BY issued_on DESC, invoice_no DESC`,
    [customerId],
  );
  return withLines(db, rows);
}

/** One invoice of the customer, or null (an unknown id and another customer's look the same). */
export async function findInvoice(db: Db, customerId: string, id: unknown): Promise<Invoice | null> {
  if (!isId(id)) return null;
  const { rows } = await db.query<InvoiceRow>(
    `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE customer_id = $1 AND id = $2`,
    [customerId, id],
  );
  return (await withLines(db, rows))[0] ?? null;
}

export async function listMaturities(db: Db, customerId: string): Promise<Maturity[]> {
  const { rows } = await db.query<{
    id: string;
    due_on: string;
    amount_cents: number;
    currency: string;
    paid: boolean;
    booking_id: string | null;
  }>(
    `SELECT id, ${DAY('due_on')} AS due_on, amount_cents, currency, paid, booking_id FROM maturities WHERE customer_id = $1 ORDER BY due_on, id`,
    [customerId],
  );
  return rows.map((r) => ({
    id: r.id,
    dueOn: r.due_on,
    amountCents: Number(r.amount_cents),
    currency: r.currency,
    paid: r.paid,
    bookingId: r.booking_id,
  }));
}

/** The balance (sum of the bookings: positive is owed) and the open payments (unpaid maturities). */
export async function accountBalance(
  db: Db,
  customerId: string,
  currency: string,
): Promise<{ balanceCents: number; openCents: number; openCount: number; currency: string }> {
  const { rows } = await db.query<{ balance: number | null; open: number | null; n: number }>(
    `SELECT (SELECT sum(amount_cents) FROM bookings WHERE customer_id = $1)::bigint AS balance,
            (SELECT sum(amount_cents) FROM maturities WHERE customer_id = $1 AND NOT paid)::bigint AS open,
            (SELECT count(*) FROM maturities WHERE customer_id = $1 AND NOT paid)::int AS n`,
    [customerId],
  );
  const r = rows[0];
  return {
    balanceCents: Number(r?.balance ?? 0),
    openCents: Number(r?.open ?? 0),
    openCount: r?.n ?? 0,
    currency,
  };
}

export async function listReturns(db: Db, customerId: string): Promise<Return[]> {
  const { rows } = await db.query<{
    id: string;
    return_no: string;
    product_name: string;
    registered_on: string;
    return_on: string;
    status: Return['status'];
  }>(
    `SELECT id, return_no, product_name, ${DAY('registered_on')} AS registered_on, ${DAY('return_on')} AS return_on, status FROM returns WHERE customer_id = $1 ORDER BY registered_on DESC, id`,
    [customerId],
  );
  return rows.map((r) => ({
    id: r.id,
    returnNo: r.return_no,
    productName: r.product_name,
    registeredOn: r.registered_on,
    returnOn: r.return_on,
    status: r.status,
  }));
}

/**
 * Moves the collection date of a registered (not yet collected) return of the customer: only to a
 * working day at least three working days ahead (decision 0071). `invalid-date` or `not-found`.
 */
export async function rescheduleReturn(
  db: Db,
  customerId: string,
  id: unknown,
  date: unknown,
  today: string,
  country: Country,
): Promise<'ok' | 'invalid-date' | 'not-found'> {
  if (!isId(id)) return 'not-found';
  if (typeof date !== 'string' || !returnDateAllowed(date, today, country)) return 'invalid-date';
  const { affectedRows } = await db.query(
    "UPDATE returns SET return_on = $3::date WHERE customer_id = $1 AND id = $2 AND status = 'registered'",
    [customerId, id, date],
  );
  return affectedRows ? 'ok' : 'not-found';
}

/** The customer's vouchers, split into active (valid until today or later) and expired. */
export async function listVouchers(
  db: Db,
  customerId: string,
  today: string,
): Promise<{ active: Voucher[]; expired: Voucher[] }> {
  const { rows } = await db.query<{
    id: string;
    code: string;
    value_cents: number;
    currency: string;
    valid_until: string;
    min_order_after_return_cents: number;
    customer_group: string;
  }>(
    `SELECT id, code, value_cents, currency, ${DAY('valid_until')} AS valid_until, min_order_after_return_cents, customer_group FROM vouchers WHERE customer_id = $1 ORDER BY valid_until DESC, code`,
    [customerId],
  );
  const all = rows.map((r) => ({
    id: r.id,
    code: r.code,
    valueCents: Number(r.value_cents),
    currency: r.currency,
    validUntil: r.valid_until,
    minOrderAfterReturnCents: Number(r.min_order_after_return_cents),
    customerGroup: r.customer_group,
  }));
  return {
    active: all.filter((v) => v.validUntil >= today),
    expired: all.filter((v) => v.validUntil < today),
  };
}
