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
];
