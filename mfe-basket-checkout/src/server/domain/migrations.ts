import type { Migration } from '@sf/data';

/**
 * Tables of the `basket` schema. A visitor is a random id (the `sf_basket` cookie); items are
 * keyed by visitor and variation sku, so one sku is one line whatever happens concurrently.
 * Quantities are bounded in the table too (1..99), a second guard behind the service's checks.
 * Prices are never stored: they are read from the catalog on every read and write.
 */
export const BASKET_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-visitors-baskets-wishlists',
    sql: `
      CREATE TABLE visitors (
        id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE basket_items (
        visitor_id text NOT NULL REFERENCES visitors (id) ON DELETE CASCADE,
        sku text NOT NULL CHECK (length(sku) BETWEEN 1 AND 64),
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        added_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (visitor_id, sku)
      );
      CREATE TABLE wishlist_items (
        visitor_id text NOT NULL REFERENCES visitors (id) ON DELETE CASCADE,
        sku text NOT NULL CHECK (length(sku) BETWEEN 1 AND 64),
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (visitor_id, sku)
      );
    `,
  },
  {
    id: '0002-vouchers',
    sql: `
      CREATE TABLE vouchers (
        code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9-]{4,32}$'),
        value_cents integer NOT NULL CHECK (value_cents > 0),
        currency text NOT NULL CHECK (currency IN ('EUR', 'CHF')),
        minimum_order_cents integer NOT NULL DEFAULT 0 CHECK (minimum_order_cents >= 0),
        customer_group text NOT NULL DEFAULT 'all' CHECK (customer_group IN ('all', 'customers')),
        valid_until timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE basket_vouchers (
        visitor_id text PRIMARY KEY REFERENCES visitors (id) ON DELETE CASCADE,
        code text NOT NULL REFERENCES vouchers (code),
        applied_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '0003-co2-compensation',
    sql: `ALTER TABLE visitors ADD COLUMN co2_compensation boolean NOT NULL DEFAULT false;`,
  },
  {
    // decision 0078: a logged-in customer's basket and wishlist are one row of theirs, found by the
    // customer id the composer vouches for; an anonymous row is merged into it on login
    id: '0010-customer-baskets',
    sql: `ALTER TABLE visitors ADD COLUMN customer_id text UNIQUE CHECK (length(customer_id) BETWEEN 1 AND 64);`,
  },
];
