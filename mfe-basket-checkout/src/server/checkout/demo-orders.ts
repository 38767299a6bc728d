import type { Db } from '@sf/data';
import type { Address, Delivery } from './types';

/**
 * Demo orders for the account domain's demo customers (their ids in
 * `mfe-account/src/server/domain/demo-customers.ts`; copied, not imported: no remote imports another),
 * so "Mein Konto" shows orders to testers. Order numbers 30000001… lie below the order sequence
 * (40000001…), so a real order never takes one; keys are fixed, so seeding again writes nothing.
 */
interface DemoLine {
  readonly sku: string;
  readonly name: string;
  readonly variant: string | null;
  readonly quantity: number;
  readonly unitCents: number;
}

interface DemoOrder {
  readonly orderNo: string;
  readonly key: string;
  readonly customerId: string;
  readonly tenant: 'DE' | 'AT' | 'CH' | 'NL';
  readonly locale: 'de-DE' | 'de-AT' | 'fr-CH' | 'nl-NL';
  readonly status: 'placed' | 'paid';
  readonly placedAt: string;
  readonly address: Address;
  readonly delivery: Delivery;
  readonly paymentMethod: 'invoice' | 'paypal' | 'visa';
  readonly lines: readonly DemoLine[];
}

const ANNA = '00000000-0000-4000-8000-000000000001';
const LUKAS = '00000000-0000-4000-8000-000000000002';
const CLAIRE = '00000000-0000-4000-8000-000000000003';
const DAAN = '00000000-0000-4000-8000-000000000004';

const anna: Address = {
  salutation: 'female',
  firstname: 'Anna',
  lastname: 'Schmidt',
  street: 'Hauptstraße',
  housenumber: '12',
  postalcode: '20095',
  city: 'Hamburg',
  country: 'DE',
  email: 'anna.schmidt@example.com',
};
const lukas: Address = {
  salutation: 'male',
  firstname: 'Lukas',
  lastname: 'Huber',
  street: 'Mariahilfer Straße',
  housenumber: '40',
  postalcode: '1070',
  city: 'Wien',
  country: 'AT',
  email: 'lukas.huber@example.com',
};
const claire: Address = {
  salutation: 'female',
  firstname: 'Claire',
  lastname: 'Favre',
  street: 'Rue du Lac',
  housenumber: '8',
  postalcode: '1003',
  city: 'Lausanne',
  country: 'CH',
  email: 'claire.favre@example.com',
};
const daan: Address = {
  salutation: 'male',
  firstname: 'Daan',
  lastname: 'de Vries',
  street: 'Prinsengracht',
  housenumber: '263',
  postalcode: '1016 GV',
  city: 'Amsterdam',
  country: 'NL',
  email: 'daan.devries@example.com',
};
const home: Delivery = { kind: 'home' };

/** Two orders per demo customer, in their shop's currency and language (lines as the catalog named them then). */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    orderNo: '30000001',
    key: '00000000-0000-4000-9000-000000000001',
    customerId: ANNA,
    tenant: 'DE',
    locale: 'de-DE',
    status: 'paid',
    placedAt: '2026-09-14T09:12:00Z',
    address: anna,
    delivery: home,
    paymentMethod: 'paypal',
    lines: [
      { sku: '123456-38', name: 'Sommerkleid', variant: 'Rot, 38', quantity: 1, unitCents: 4999 },
      { sku: '234567-01', name: 'Strandtuch', variant: null, quantity: 2, unitCents: 1999 },
    ],
  },
  {
    orderNo: '30000002',
    key: '00000000-0000-4000-9000-000000000002',
    customerId: ANNA,
    tenant: 'DE',
    locale: 'de-DE',
    status: 'placed',
    placedAt: '2026-11-02T17:40:00Z',
    address: anna,
    delivery: home,
    paymentMethod: 'invoice',
    lines: [{ sku: '345678-02', name: 'Wolldecke', variant: 'Grau', quantity: 1, unitCents: 3999 }],
  },
  {
    orderNo: '30000003',
    key: '00000000-0000-4000-9000-000000000003',
    customerId: LUKAS,
    tenant: 'AT',
    locale: 'de-AT',
    status: 'paid',
    placedAt: '2026-08-21T11:05:00Z',
    address: lukas,
    delivery: home,
    paymentMethod: 'visa',
    lines: [{ sku: '456789-44', name: 'Wanderschuhe', variant: '44', quantity: 1, unitCents: 8999 }],
  },
  {
    orderNo: '30000004',
    key: '00000000-0000-4000-9000-000000000004',
    customerId: LUKAS,
    tenant: 'AT',
    locale: 'de-AT',
    status: 'placed',
    placedAt: '2026-10-30T08:30:00Z',
    address: lukas,
    delivery: home,
    paymentMethod: 'invoice',
    lines: [{ sku: '567890-01', name: 'Thermoskanne', variant: null, quantity: 2, unitCents: 2499 }],
  },
  {
    orderNo: '30000005',
    key: '00000000-0000-4000-9000-000000000005',
    customerId: CLAIRE,
    tenant: 'CH',
    locale: 'fr-CH',
    status: 'paid',
    placedAt: '2026-09-03T14:22:00Z',
    address: claire,
    delivery: home,
    paymentMethod: 'visa',
    lines: [
      { sku: '123456-38', name: "Robe d'été", variant: 'Rot, 38', quantity: 1, unitCents: 5490 },
      { sku: '678901-02', name: 'Coussin', variant: 'Bleu', quantity: 2, unitCents: 1990 },
    ],
  },
  {
    orderNo: '30000006',
    key: '00000000-0000-4000-9000-000000000006',
    customerId: CLAIRE,
    tenant: 'CH',
    locale: 'fr-CH',
    status: 'placed',
    placedAt: '2026-11-10T19:01:00Z',
    address: claire,
    delivery: home,
    paymentMethod: 'invoice',
    lines: [{ sku: '789012-01', name: 'Lampe de table', variant: null, quantity: 1, unitCents: 6990 }],
  },
  {
    orderNo: '30000007',
    key: '00000000-0000-4000-9000-000000000007',
    customerId: DAAN,
    tenant: 'NL',
    locale: 'nl-NL',
    status: 'paid',
    placedAt: '2026-07-28T10:45:00Z',
    address: daan,
    delivery: home,
    paymentMethod: 'paypal',
    lines: [{ sku: '890123-42', name: 'Regenjas', variant: 'Navy, 42', quantity: 1, unitCents: 7999 }],
  },
  {
    orderNo: '30000008',
    key: '00000000-0000-4000-9000-000000000008',
    customerId: DAAN,
    tenant: 'NL',
    locale: 'nl-NL',
    status: 'placed',
    placedAt: '2026-11-18T16:15:00Z',
    address: daan,
    delivery: home,
    paymentMethod: 'invoice',
    lines: [{ sku: '901234-01', name: 'Koffiemok', variant: null, quantity: 4, unitCents: 899 }],
  },
];

/** Shipping as the checkout charges it (decision 0057): free from 75.00, else 5.95 EUR / 7.95 CHF. */
function shippingOf(subtotal: number, currency: 'EUR' | 'CHF'): number {
  if (subtotal >= 7500) return 0;
  return currency === 'CHF' ? 795 : 595;
}

/**
 * Writes the demo orders that are missing (each with its lines and `order-placed` outbox row, one
 * transaction); answers how many were written now — 0 on every later start.
 */
export async function seedDemoOrders(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let written = 0;
    for (const o of DEMO_ORDERS) {
      const currency = o.tenant === 'CH' ? 'CHF' : 'EUR';
      const subtotal = o.lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
      const shipping = shippingOf(subtotal, currency);
      const total = subtotal + shipping;
      const { affectedRows } = await tx.query(
        `INSERT INTO orders (order_no, idempotency_key, visitor_id, customer_id, tenant, locale, currency, status, subtotal_cents, discount_cents, voucher_code,
           shipping_cents, co2_cents, surcharge_cents, total_cents, address, delivery, payment_method, payment_id, placed_at)
         VALUES ($1, $2, 'demo-seed', $3, $4, $5, $6, $7, $8, 0, NULL, $9, 0, 0, $10, $11, $12, $13, NULL, $14)
         ON CONFLICT DO NOTHING`,
        [
          o.orderNo,
          o.key,
          o.customerId,
          o.tenant,
          o.locale,
          currency,
          o.status,
          subtotal,
          shipping,
          total,
          JSON.stringify(o.address),
          JSON.stringify(o.delivery),
          o.paymentMethod,
          o.placedAt,
        ],
      );
      if (affectedRows === 0) continue; // there already (or its number or key taken): never touched again
      written += 1;
      let lineNo = 0;
      for (const l of o.lines) {
        lineNo += 1;
        await tx.query(
          'INSERT INTO order_lines (order_no, line_no, sku, product_name, variant_label, quantity, unit_price_cents, line_total_cents) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [o.orderNo, lineNo, l.sku, l.name, l.variant, l.quantity, l.unitCents, l.quantity * l.unitCents],
        );
      }
      const payload = {
        orderNo: o.orderNo,
        customerId: o.customerId,
        tenant: o.tenant,
        currency,
        totalCents: total,
        lines: o.lines.length,
      };
      // published already: history, not news for whoever reads the outbox later
      await tx.query(
        `INSERT INTO order_events (topic, key, payload, created_at, published_at) VALUES ('order-placed', $1, $2, $3, $3) ON CONFLICT DO NOTHING`,
        [o.orderNo, JSON.stringify(payload), o.placedAt],
      );
    }
    return written;
  });
}
