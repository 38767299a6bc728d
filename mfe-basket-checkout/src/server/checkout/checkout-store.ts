import type { Db } from '@sf/data';
import type { Address, CheckoutPaymentMethod, CheckoutState, Delivery, PaymentDetails } from './types';

interface CheckoutRow {
  visitor_id: string;
  mode: 'guest' | 'customer';
  customer_id: string | null;
  address: Address | null;
  delivery: Delivery | null;
  payment_method: CheckoutPaymentMethod | null;
  payment_id: string | null;
  payment_details: PaymentDetails | null;
  order_key: string;
}

const toState = (r: CheckoutRow): CheckoutState => ({
  visitorId: r.visitor_id,
  mode: r.mode,
  customerId: r.customer_id,
  address: r.address,
  delivery: r.delivery,
  paymentMethod: r.payment_method,
  paymentId: r.payment_id,
  paymentDetails: r.payment_details,
  orderKey: r.order_key,
});

/** The visitor's checkout, or null when none was started. `lock` holds the row for the transaction. */
export async function readCheckout(
  db: Db,
  visitorId: string | null,
  lock = false,
): Promise<CheckoutState | null> {
  if (!visitorId) return null;
  const { rows } = await db.query<CheckoutRow>(
    `SELECT visitor_id, mode, customer_id, address, delivery, payment_method, payment_id, payment_details, order_key::text AS order_key FROM checkouts WHERE visitor_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [visitorId],
  );
  return rows[0] ? toState(rows[0]) : null;
}

/**
 * Starts (or restarts) the visitor's checkout as a guest or as the logged-in customer; what was
 * entered before (address, delivery) is kept, so it is offered again (WCAG 3.3.7).
 */
export async function startCheckout(
  db: Db,
  visitorId: string,
  mode: 'guest' | 'customer',
  customerId: string | null,
): Promise<CheckoutState> {
  await db.query(
    `INSERT INTO checkouts (visitor_id, mode, customer_id, order_key) VALUES ($1, $2, $3, $4)
     ON CONFLICT (visitor_id) DO UPDATE SET mode = EXCLUDED.mode, customer_id = EXCLUDED.customer_id, updated_at = now()`,
    [visitorId, mode, customerId, crypto.randomUUID()],
  );
  return (await readCheckout(db, visitorId))!;
}

/** What a refused (or searching) address form keeps for the page to show again: the entered values and the errors. */
export interface DeliveryDraft {
  readonly values: Readonly<Record<string, string>>;
  readonly errors: Readonly<Record<string, string>>;
}

/** The visitor's draft of the delivery form (null: none). */
export async function readDraft(db: Db, visitorId: string | null): Promise<DeliveryDraft | null> {
  if (!visitorId) return null;
  const { rows } = await db.query<{ draft: DeliveryDraft | null }>(
    'SELECT draft FROM checkouts WHERE visitor_id = $1',
    [visitorId],
  );
  return rows[0]?.draft ?? null;
}

/** Keeps the entered values (and errors) of the delivery form; false when the visitor has no checkout. */
export async function saveDraft(db: Db, visitorId: string, draft: DeliveryDraft): Promise<boolean> {
  const { affectedRows } = await db.query(
    'UPDATE checkouts SET draft = $2, updated_at = now() WHERE visitor_id = $1',
    [visitorId, JSON.stringify(draft)],
  );
  return affectedRows > 0;
}

/** Stores the address and the delivery (the draft is done with); false when the visitor has no checkout. */
export async function saveDelivery(
  db: Db,
  visitorId: string,
  address: Address,
  delivery: Delivery,
): Promise<boolean> {
  const { affectedRows } = await db.query(
    'UPDATE checkouts SET address = $2, delivery = $3, draft = NULL, updated_at = now() WHERE visitor_id = $1',
    [visitorId, JSON.stringify(address), JSON.stringify(delivery)],
  );
  return affectedRows > 0;
}

/** What a refused direct-debit form keeps to show again: the entered IBAN and holder, the refusals' keys. */
export interface PaymentDraft {
  readonly values: { readonly iban: string; readonly accountHolder: string };
  readonly errors: Readonly<Partial<Record<'iban' | 'accountHolder' | 'mandate', string>>>;
}

/** The visitor's draft of the direct-debit form (null: none). */
export async function readPaymentDraft(db: Db, visitorId: string | null): Promise<PaymentDraft | null> {
  if (!visitorId) return null;
  const { rows } = await db.query<{ payment_draft: PaymentDraft | null }>(
    'SELECT payment_draft FROM checkouts WHERE visitor_id = $1',
    [visitorId],
  );
  return rows[0]?.payment_draft ?? null;
}

/** Keeps the entered values (and refusals) of the direct-debit form. */
export async function savePaymentDraft(db: Db, visitorId: string, draft: PaymentDraft): Promise<void> {
  await db.query('UPDATE checkouts SET payment_draft = $2, updated_at = now() WHERE visitor_id = $1', [
    visitorId,
    JSON.stringify(draft),
  ]);
}

/**
 * Stores the payment method (and the provider payment, for methods paid at the provider; the
 * mandate or the pause's terms, decision 0160).
 */
export async function savePayment(
  db: Db,
  visitorId: string,
  method: CheckoutPaymentMethod,
  paymentId: string | null,
  details: PaymentDetails | null = null,
): Promise<boolean> {
  const { affectedRows } = await db.query(
    'UPDATE checkouts SET payment_method = $2, payment_id = $3, payment_details = $4, payment_draft = NULL, updated_at = now() WHERE visitor_id = $1',
    [visitorId, method, paymentId, details ? JSON.stringify(details) : null],
  );
  return affectedRows > 0;
}

/**
 * After an order: a new order key (the next order is another order), the payment forgotten (it
 * paid this one); address and delivery stay to be offered again.
 */
export async function closeCheckout(tx: Db, visitorId: string): Promise<void> {
  await tx.query(
    'UPDATE checkouts SET order_key = $2, payment_method = NULL, payment_id = NULL, payment_details = NULL, updated_at = now() WHERE visitor_id = $1',
    [visitorId, crypto.randomUUID()],
  );
}
