import { outboxMigration } from '@sf/mail';
import type { Migration } from '@sf/data';

/**
 * Tables of the `basket` schema. A visitor is a random id (the `sf_basket` cookie); items are
 * keyed by visitor and variation sku, so one sku is one line whatever happens concurrently.
 * Quantities are bounded in the table too (1..99), a second guard behind the service's checks.
 * Prices are never stored with a line: they are read from the offers the catalog publishes, kept in
 * this domain's own read model (decision 0220), on every read and write.
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
    // checkout and orders (decision 0066): one checkout per visitor, orders written once per idempotency key
    id: '0004-checkouts-orders',
    sql: `
      ALTER TABLE vouchers ADD COLUMN single_use boolean NOT NULL DEFAULT false;
      CREATE TABLE checkouts (
        visitor_id text PRIMARY KEY REFERENCES visitors (id) ON DELETE CASCADE,
        mode text NOT NULL CHECK (mode IN ('guest', 'customer')),
        customer_id text CHECK (customer_id IS NULL OR length(customer_id) BETWEEN 1 AND 64),
        address jsonb,
        delivery jsonb,
        payment_method text CHECK (payment_method IS NULL OR length(payment_method) <= 32),
        payment_id text,
        draft jsonb,
        order_key uuid NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE SEQUENCE order_numbers START 40000001;
      CREATE TABLE orders (
        order_no text PRIMARY KEY,
        idempotency_key uuid NOT NULL UNIQUE,
        visitor_id text NOT NULL,
        customer_id text,
        tenant text NOT NULL,
        locale text NOT NULL,
        currency text NOT NULL CHECK (currency IN ('EUR', 'CHF')),
        status text NOT NULL CHECK (status IN ('placed', 'paid', 'cancelled')),
        subtotal_cents integer NOT NULL CHECK (subtotal_cents > 0),
        discount_cents integer NOT NULL CHECK (discount_cents >= 0),
        voucher_code text,
        shipping_cents integer NOT NULL CHECK (shipping_cents >= 0),
        co2_cents integer NOT NULL CHECK (co2_cents >= 0),
        surcharge_cents integer NOT NULL CHECK (surcharge_cents >= 0),
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        address jsonb NOT NULL,
        delivery jsonb NOT NULL,
        payment_method text NOT NULL,
        payment_id text,
        placed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX orders_customer_idx ON orders (customer_id, placed_at DESC) WHERE customer_id IS NOT NULL;
      CREATE TABLE order_lines (
        order_no text NOT NULL REFERENCES orders (order_no) ON DELETE CASCADE,
        line_no integer NOT NULL CHECK (line_no > 0),
        sku text NOT NULL,
        product_name text NOT NULL,
        variant_label text,
        quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
        line_total_cents integer NOT NULL CHECK (line_total_cents = unit_price_cents * quantity),
        PRIMARY KEY (order_no, line_no)
      );
      CREATE TABLE voucher_redemptions (
        order_no text PRIMARY KEY REFERENCES orders (order_no) ON DELETE CASCADE,
        code text NOT NULL REFERENCES vouchers (code),
        customer_id text,
        redeemed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX voucher_redemptions_code_idx ON voucher_redemptions (code, redeemed_at);
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        topic text NOT NULL,
        key text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        UNIQUE (topic, key)
      );
    `,
  },
  {
    // the provider payments of checkouts (decision 0067): authorized before the order, settled by the return, the notification or the reconciliation
    id: '0005-payments',
    sql: `
      CREATE TABLE payments (
        id uuid PRIMARY KEY,
        visitor_id text NOT NULL REFERENCES visitors (id) ON DELETE CASCADE,
        method text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL CHECK (currency IN ('EUR', 'CHF')),
        status text NOT NULL CHECK (status IN ('pending', 'authorized', 'cancelled', 'failed')),
        provider_ref text,
        redirect_url text CHECK (redirect_url IS NULL OR redirect_url ~ '^https?://'),
        order_no text REFERENCES orders (order_no),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX payments_pending_idx ON payments (created_at) WHERE status = 'pending';
    `,
  },
  {
    // decision 0078: a logged-in customer's basket and wishlist are one row of theirs, found by the
    // customer id the composer vouches for; an anonymous row is merged into it on login
    id: '0010-customer-baskets',
    sql: `ALTER TABLE visitors ADD COLUMN customer_id text UNIQUE CHECK (length(customer_id) BETWEEN 1 AND 64);`,
  },
  {
    // payment links (decision 0085): a one-time token per link, stored only as its SHA-256 hash (a
    // copy of the database holds no usable link); a provider payment made through a link names it
    id: '0011-paylinks',
    sql: `
      CREATE TABLE paylinks (
        token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        order_no text NOT NULL REFERENCES orders (order_no) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        used_at timestamptz
      );
      CREATE INDEX paylinks_order_idx ON paylinks (order_no);
      ALTER TABLE payments ADD COLUMN paylink text REFERENCES paylinks (token_hash) ON DELETE SET NULL;
    `,
  },
  {
    // the newsletter's vouchers (decision 0086): a copy of their terms, written when one is put on a basket
    id: '0012-newsletter-vouchers',
    sql: `ALTER TABLE vouchers ADD COLUMN origin text NOT NULL DEFAULT 'basket' CHECK (origin IN ('basket', 'newsletter'));`,
  },
  {
    // the wishlist's edit view (issue 9): an item keeps the quantity the shopper chose, moved to the basket as such
    id: '0013-wishlist-quantity',
    sql: `ALTER TABLE wishlist_items ADD COLUMN quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 99);`,
  },
  {
    // "a discount code once per day" for guests too (decision 0111): the order e-mail's digest, normalised
    id: '0014-voucher-redeemer-email',
    sql: `ALTER TABLE voucher_redemptions ADD COLUMN email_key text;
          CREATE INDEX voucher_redemptions_email_idx ON voucher_redemptions (code, email_key, redeemed_at);`,
  },
  {
    // every advertised method (decision 0160): the SEPA mandate of a direct debit and the payment
    // pause's terms, with the checkout and then with the order; the pause's due day
    id: '0015-payment-details',
    sql: `ALTER TABLE checkouts ADD COLUMN payment_details jsonb;
          ALTER TABLE checkouts ADD COLUMN payment_draft jsonb;
          ALTER TABLE orders ADD COLUMN payment_details jsonb;
          ALTER TABLE orders ADD COLUMN payment_due_on date;`,
  },
  {
    // the order confirmation mail (decision 0187): the domain's event table gives the platform's mail
    // outbox (@sf/mail) its name, which every domain's mail worker and /dev/mailbox read
    id: '0016-order-events',
    sql: `ALTER TABLE outbox RENAME TO order_events;`,
  },
  outboxMigration('0017-mail-outbox'),
  {
    // the basket's own read model of the catalog's offers (decision 0220), kept fresh from the
    // catalog's feed as search's index is: a product's prices and texts, its variations' labels per
    // shop, bound and picture. Written only by the feed follower; read by every basket read and change
    id: '0018-offer-read-model',
    sql: `
      CREATE TABLE offer_products (
        sku text PRIMARY KEY CHECK (sku ~ '^[0-9]{1,8}$'),
        version text NOT NULL,
        brand text NOT NULL,
        price_eur integer NOT NULL CHECK (price_eur >= 0),
        price_chf integer NOT NULL CHECK (price_chf >= 0),
        old_price_eur integer,
        old_price_chf integer,
        names jsonb NOT NULL,
        slugs jsonb NOT NULL,
        synced_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE offer_variations (
        sku text PRIMARY KEY CHECK (sku ~ '^[0-9]{1,12}$'),
        product_sku text NOT NULL REFERENCES offer_products (sku) ON DELETE CASCADE,
        position smallint NOT NULL,
        labels jsonb NOT NULL,
        max_quantity integer NOT NULL CHECK (max_quantity BETWEEN 0 AND 99),
        image_id text
      );
      CREATE INDEX offer_variations_product_idx ON offer_variations (product_sku, position);
    `,
  },
];
