import type { Migration } from '@sf/data';

/**
 * Schema of the `credit` domain, applied in order by `migrate()` at server start (the search path is
 * the domain schema). Money in integer cents. The credit accounts are keyed by the customer id the
 * account domain issues (`x-sf-customer`, README "Customer contract"). Demo accounts: `demo-accounts.ts`.
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
  // 0002 and 0003 wrote demo accounts on every start, production too; the demo accounts are demo data
  // now (`demo-accounts.ts`: development features or `npm run seed:demo`, decision 0102). The ids stay
  // so databases that ran them keep their history.
  { id: '0002-demo-accounts', sql: 'SELECT 1' },
  { id: '0003-demo-accounts-of-the-account-demo-customers', sql: 'SELECT 1' },
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
