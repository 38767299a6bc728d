import type { Migration } from '@sf/data';

/**
 * Schema of the `credit` domain, applied in order by `migrate()` at server start (the search path is
 * the domain schema). Money in integer cents. The credit accounts are keyed by the customer id the
 * account domain issues (`x-sf-customer`, README "Customer contract"); 0002 seeds demo accounts.
 */
export const CREDIT_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-credit-accounts',
    sql: `
      CREATE TABLE credit_accounts (
        customer_id text PRIMARY KEY CHECK (length(customer_id) BETWEEN 1 AND 64),
        tenant text NOT NULL CHECK (tenant IN ('DE', 'AT', 'CH', 'NL')),
        credit_line bigint NOT NULL CHECK (credit_line >= 0),
        open_balance bigint NOT NULL CHECK (open_balance >= 0),
        next_payment_date date,
        next_payment_amount bigint NOT NULL DEFAULT 0 CHECK (next_payment_amount >= 0),
        credit_affinity boolean NOT NULL DEFAULT true,
        club_member boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE bookings (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        customer_id text NOT NULL REFERENCES credit_accounts (customer_id) ON DELETE CASCADE,
        booked_on date NOT NULL,
        kind text NOT NULL CHECK (kind IN ('purchase', 'payment', 'interest', 'return', 'rateProtection')),
        reference text NOT NULL,
        amount bigint NOT NULL
      );
      CREATE INDEX bookings_customer_idx ON bookings (customer_id, booked_on DESC, id DESC);

      CREATE TABLE rate_protection_orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_id text NOT NULL REFERENCES credit_accounts (customer_id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('order', 'update')),
        open_balance bigint NOT NULL CHECK (open_balance >= 0),
        monthly_fee bigint NOT NULL CHECK (monthly_fee >= 0),
        message text NOT NULL DEFAULT '' CHECK (length(message) <= 500),
        terms_accepted_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX rate_protection_orders_customer_idx ON rate_protection_orders (customer_id, created_at DESC);
    `,
  },
  {
    id: '0002-demo-accounts',
    sql: `
      INSERT INTO credit_accounts (customer_id, tenant, credit_line, open_balance, next_payment_date, next_payment_amount, credit_affinity, club_member)
      VALUES
        ('demo-credit-de', 'DE', 300000, 124990, DATE '2026-12-15', 6990, true, true),
        ('demo-credit-ch', 'CH', 400000, 59900, DATE '2026-12-20', 5030, true, false),
        ('demo-credit-nl', 'NL', 200000, 0, NULL, 0, true, false),
        ('demo-no-affinity', 'DE', 150000, 0, NULL, 0, false, false)
      ON CONFLICT (customer_id) DO NOTHING;
      INSERT INTO bookings (customer_id, booked_on, kind, reference, amount)
      VALUES
        ('demo-credit-de', DATE '2026-09-02', 'purchase', 'Auftrag 4711-0815', 149999),
        ('demo-credit-de', DATE '2026-10-15', 'payment', 'Rate 1/24', -6990),
        ('demo-credit-de', DATE '2026-11-15', 'payment', 'Rate 2/24', -6990),
        ('demo-credit-de', DATE '2026-11-16', 'interest', 'Zinsen November', -11029),
        ('demo-credit-ch', DATE '2026-10-01', 'purchase', 'Auftrag 5120-0042', 59900);
    `,
  },
  {
    // the account domain's demo customers (fixed ids, mfe-account README): Anna (DE) and Claire (CH)
    // have a Flexikonto, so a tester who logs in as them sees it
    id: '0003-demo-accounts-of-the-account-demo-customers',
    sql: `
      INSERT INTO credit_accounts (customer_id, tenant, credit_line, open_balance, next_payment_date, next_payment_amount, credit_affinity, club_member)
      VALUES
        ('00000000-0000-4000-8000-000000000001', 'DE', 300000, 124990, DATE '2026-12-15', 6990, true, true),
        ('00000000-0000-4000-8000-000000000003', 'CH', 400000, 59900, DATE '2026-12-20', 5030, true, false)
      ON CONFLICT (customer_id) DO NOTHING;
      INSERT INTO bookings (customer_id, booked_on, kind, reference, amount)
      VALUES
        ('00000000-0000-4000-8000-000000000001', DATE '2026-09-02', 'purchase', 'Auftrag 4711-0815', 149999),
        ('00000000-0000-4000-8000-000000000001', DATE '2026-10-15', 'payment', 'Rate 1/24', -6990),
        ('00000000-0000-4000-8000-000000000001', DATE '2026-11-15', 'payment', 'Rate 2/24', -6990),
        ('00000000-0000-4000-8000-000000000003', DATE '2026-10-01', 'purchase', 'Auftrag 5120-0042', 59900);
    `,
  },
  {
    // decision 0092: the account domain owns the customer's bookings, balance and maturities and the
    // credit-affinity flag; credit keeps its own credit line, club membership and rate protection orders
    id: '0004-ledger-belongs-to-the-account-domain',
    sql: `
      DROP TABLE bookings;
      ALTER TABLE credit_accounts
        DROP COLUMN open_balance,
        DROP COLUMN next_payment_date,
        DROP COLUMN next_payment_amount,
        DROP COLUMN credit_affinity;
    `,
  },
];
