import type { Db } from '@sf/data';
import type { Country } from './area-validation';
import { DEMO_CUSTOMERS } from './demo-customers';
import { earliestReturnDate } from './working-days';

/** A demo row id: `00000000-0000-4000-8<kind>0<customer>-<n>` (fixed, so tests and testers can name them). */
export const demoId = (kind: number, customer: number, n: number): string =>
  `00000000-0000-4000-8${kind}0${customer}-${String(n).padStart(12, '0')}`;

const SHOP: Readonly<
  Record<
    string,
    {
      country: Country;
      currency: string;
      vatBp: number;
      street: string;
      postal: string;
      city: string;
      products: readonly [string, number][];
    }
  >
> = {
  DE: {
    country: 'DE',
    currency: 'EUR',
    vatBp: 1900,
    street: 'Lindenstraße',
    postal: '20095',
    city: 'Hamburg',
    products: [
      ['Sofa „Lina“, 3-Sitzer', 79_900],
      ['Stehleuchte „Arco“', 12_999],
      ['Bettwäsche-Set Satin', 4_999],
    ],
  },
  AT: {
    country: 'AT',
    currency: 'EUR',
    vatBp: 2000,
    street: 'Mariahilfer Straße',
    postal: '1070',
    city: 'Wien',
    products: [
      ['Waschmaschine 8 kg', 54_900],
      ['Wanderschuhe „Alpin“', 13_995],
      ['Thermoskanne 1 l', 2_499],
    ],
  },
  CH: {
    country: 'CH',
    currency: 'CHF',
    vatBp: 810,
    street: 'Rue du Lac',
    postal: '1003',
    city: 'Lausanne',
    products: [
      ['Canapé « Léa », 3 places', 89_900],
      ['Machine à café', 34_900],
      ['Coussin déco', 3_990],
    ],
  },
  NL: {
    country: 'NL',
    currency: 'EUR',
    vatBp: 2100,
    street: 'Prinsengracht',
    postal: '1015 DV',
    city: 'Amsterdam',
    products: [
      ['Fiets „Stad“ 28 inch', 69_900],
      ['Regenjas', 8_995],
      ['Koffiemok set', 1_995],
    ],
  },
};

/** description, quantity, unit price in cents */
type Line = readonly [string, number, number];

const PHONE_PREFIX: Readonly<Record<string, string>> = { DE: '+49', AT: '+43', CH: '+41', NL: '+31' };

/**
 * Writes the account-area demo data (README) for the demo customers that exist, once: when no
 * invoice exists yet. Deterministic: fixed ids, dates and amounts; the return's collection date
 * follows the working-day rule from its registration day. The number of customers written.
 */
export async function seedDemoLedger(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM invoices');
  if ((rows[0]?.n ?? 0) > 0) return 0;
  let written = 0;
  for (const [index, c] of DEMO_CUSTOMERS.entries()) {
    const i = index + 1;
    const exists = await db.query('SELECT 1 FROM customers WHERE id = $1', [c.id]);
    if (!exists.rows.length) continue;
    const shop = SHOP[c.tenant]!;
    await db.transaction(async (tx) => {
      // birth dates come with the demo customers themselves (README; the customer-number login uses them)
      await tx.query('UPDATE customers SET phone = $2, payback_number = $3 WHERE id = $1', [
        c.id,
        `${PHONE_PREFIX[c.tenant]} 40 5550${i}0${i}`,
        c.tenant === 'DE' || c.tenant === 'AT' ? `30000000${i}${i}` : null,
      ]);
      const address = `INSERT INTO addresses (id, customer_id, salutation, first_name, last_name, street, house_number, postal_code, city, country, is_default, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;
      await tx.query(address, [
        demoId(1, i, 1),
        c.id,
        c.salutation,
        c.firstName,
        c.lastName,
        shop.street,
        `${10 + i}`,
        shop.postal,
        shop.city,
        shop.country,
        true,
        '2026-01-01T00:00:00Z',
      ]);
      await tx.query(address, [
        demoId(1, i, 2),
        c.id,
        c.salutation,
        c.firstName,
        c.lastName,
        shop.street,
        `${20 + i}a`,
        shop.postal,
        shop.city,
        shop.country,
        false,
        '2026-01-02T00:00:00Z',
      ]);
      // two invoices: the first paid off in instalments (maturities), the second with one open payment date
      const invoices: { n: number; issued: string; due: string; lines: Line[] }[] = [
        {
          n: 1,
          issued: '2026-09-14',
          due: '2026-10-15',
          lines: [
            [shop.products[0]![0], 1, shop.products[0]![1]],
            [shop.products[2]![0], 2, shop.products[2]![1]],
          ],
        },
        {
          n: 2,
          issued: '2026-11-02',
          due: '2026-12-02',
          lines: [[shop.products[1]![0], 1, shop.products[1]![1]]],
        },
      ];
      for (const inv of invoices) {
        const total = inv.lines.reduce((sum, [, q, unit]) => sum + q * unit, 0);
        await tx.query(
          'INSERT INTO invoices (id, customer_id, invoice_no, issued_on, due_on, currency, vat_rate_bp, total_cents) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [
            demoId(2, i, inv.n),
            c.id,
            `R-2026-${i}${String(inv.n).padStart(5, '0')}`,
            inv.issued,
            inv.due,
            shop.currency,
            shop.vatBp,
            total,
          ],
        );
        for (const [p, [description, quantity, unit]] of inv.lines.entries()) {
          await tx.query(
            'INSERT INTO invoice_lines (invoice_id, position, description, quantity, unit_cents, line_cents) VALUES ($1, $2, $3, $4, $5, $6)',
            [demoId(2, i, inv.n), p + 1, description, quantity, unit, quantity * unit],
          );
        }
        await tx.query(
          'INSERT INTO bookings (id, customer_id, booked_on, kind, reference, amount_cents, currency, invoice_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
          [
            demoId(3, i, inv.n),
            c.id,
            inv.issued,
            'invoice',
            `R-2026-${i}${String(inv.n).padStart(5, '0')}`,
            total,
            shop.currency,
            demoId(2, i, inv.n),
          ],
        );
      }
      const first = invoices[0]!.lines.reduce((sum, [, q, unit]) => sum + q * unit, 0);
      const part = Math.floor(first / 4);
      const parts = [part, part, part, first - 3 * part];
      const dates = ['2026-10-15', '2026-11-15', '2026-12-15', '2027-01-15'];
      for (const [k, amount] of parts.entries()) {
        const paid = k < 2;
        if (paid) {
          await tx.query(
            'INSERT INTO bookings (id, customer_id, booked_on, kind, reference, amount_cents, currency) VALUES ($1, $2, $3, $4, $5, $6, $7)',
            [demoId(3, i, 10 + k), c.id, dates[k], 'payment', `Zahlung ${k + 1}/4`, -amount, shop.currency],
          );
        }
        await tx.query(
          'INSERT INTO maturities (id, customer_id, due_on, amount_cents, currency, paid, booking_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
          [
            demoId(4, i, k + 1),
            c.id,
            dates[k],
            amount,
            shop.currency,
            paid,
            paid ? demoId(3, i, 10 + k) : demoId(3, i, 1),
          ],
        );
      }
      const second = invoices[1]!.lines.reduce((sum, [, q, unit]) => sum + q * unit, 0);
      await tx.query(
        'INSERT INTO maturities (id, customer_id, due_on, amount_cents, currency, paid, booking_id) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [demoId(4, i, 5), c.id, '2026-12-02', second, shop.currency, false, demoId(3, i, 2)],
      );
      // a refunded return (credited) and one registered, collected three working days ahead at the earliest
      const refunded = shop.products[2]![1];
      await tx.query(
        'INSERT INTO bookings (id, customer_id, booked_on, kind, reference, amount_cents, currency) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [demoId(3, i, 20), c.id, '2026-10-09', 'return', `RT-${i}0001`, -refunded, shop.currency],
      );
      const ret =
        'INSERT INTO returns (id, customer_id, return_no, product_name, registered_on, return_on, status) VALUES ($1, $2, $3, $4, $5, $6, $7)';
      await tx.query(ret, [
        demoId(5, i, 1),
        c.id,
        `RT-${i}0001`,
        shop.products[2]![0],
        '2026-10-01',
        earliestReturnDate('2026-10-01', shop.country),
        'refunded',
      ]);
      await tx.query(ret, [
        demoId(5, i, 2),
        c.id,
        `RT-${i}0002`,
        shop.products[1]![0],
        '2026-11-23',
        earliestReturnDate('2026-11-23', shop.country),
        'registered',
      ]);
      const voucher =
        'INSERT INTO vouchers (id, customer_id, code, value_cents, currency, valid_until, min_order_after_return_cents, customer_group) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)';
      await tx.query(voucher, [
        demoId(6, i, 1),
        c.id,
        `WILLKOMMEN${i}5`,
        1500,
        shop.currency,
        '2027-03-31',
        9000,
        'Neukunden',
      ]);
      await tx.query(voucher, [
        demoId(6, i, 2),
        c.id,
        `SOMMER${i}10`,
        1000,
        shop.currency,
        '2026-08-31',
        5000,
        'Stammkunden',
      ]);
    });
    written += 1;
  }
  return written;
}
