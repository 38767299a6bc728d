import type { Migration } from '@sf/data';
import { outboxMigration } from '@sf/mail';

/**
 * The account domain's schema: customers with their Argon2id password hashes, the server-side
 * sessions (a token names its session; logout and login end it), and the signing keys of the
 * session tokens (Ed25519, the public halves served as JWKS).
 */
export const ACCOUNT_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-customers-sessions-keys',
    sql: `
      CREATE TABLE customers (
        id uuid PRIMARY KEY,
        customer_number text NOT NULL UNIQUE,
        business_partner_no text NOT NULL UNIQUE,
        email text NOT NULL UNIQUE,
        password_hash text,
        salutation text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        birth_date date,
        tenant text NOT NULL,
        credit_affinity boolean NOT NULL DEFAULT false,
        bonus_program boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE SEQUENCE customer_numbers START 40000001;
      CREATE TABLE sessions (
        id text PRIMARY KEY,
        customer_id uuid REFERENCES customers(id) ON DELETE CASCADE,
        type smallint NOT NULL,
        authenticated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX sessions_customer_idx ON sessions (customer_id);
      CREATE TABLE signing_keys (
        kid text PRIMARY KEY,
        private_jwk jsonb NOT NULL,
        public_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  // the platform's transactional outbox (password-reset mails), delivered by the worker in node.ts
  outboxMigration('0002-outbox'),
  {
    id: '0003-password-resets',
    sql: `
      CREATE TABLE password_resets (
        token_hash text PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX password_resets_customer_idx ON password_resets (customer_id);
    `,
  },
  // the account area (decision 0070): personal data, address book, the customer account ledger
  {
    id: '0004-account-area',
    sql: `
      ALTER TABLE customers ADD COLUMN phone text;
      ALTER TABLE customers ADD COLUMN payback_number text;
      CREATE TABLE addresses (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        salutation text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        street text NOT NULL,
        house_number text NOT NULL,
        postal_code text NOT NULL,
        city text NOT NULL,
        country text NOT NULL,
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX addresses_customer_idx ON addresses (customer_id, created_at);
      CREATE UNIQUE INDEX addresses_one_default ON addresses (customer_id) WHERE is_default;
      CREATE TABLE invoices (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        invoice_no text NOT NULL UNIQUE,
        issued_on date NOT NULL,
        due_on date NOT NULL,
        currency text NOT NULL,
        vat_rate_bp integer NOT NULL,
        total_cents bigint NOT NULL
      );
      CREATE INDEX invoices_customer_idx ON invoices (customer_id, issued_on);
      CREATE TABLE invoice_lines (
        invoice_id uuid NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
        position integer NOT NULL,
        description text NOT NULL,
        quantity integer NOT NULL,
        unit_cents bigint NOT NULL,
        line_cents bigint NOT NULL,
        PRIMARY KEY (invoice_id, position)
      );
      CREATE TABLE bookings (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        booked_on date NOT NULL,
        kind text NOT NULL,
        reference text NOT NULL,
        amount_cents bigint NOT NULL,
        currency text NOT NULL,
        invoice_id uuid REFERENCES invoices(id) ON DELETE SET NULL
      );
      CREATE INDEX bookings_customer_idx ON bookings (customer_id, booked_on);
      CREATE TABLE maturities (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        due_on date NOT NULL,
        amount_cents bigint NOT NULL,
        currency text NOT NULL,
        paid boolean NOT NULL DEFAULT false,
        booking_id uuid REFERENCES bookings(id) ON DELETE SET NULL
      );
      CREATE INDEX maturities_customer_idx ON maturities (customer_id, due_on);
      CREATE TABLE returns (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        return_no text NOT NULL UNIQUE,
        product_name text NOT NULL,
        registered_on date NOT NULL,
        return_on date NOT NULL,
        status text NOT NULL
      );
      CREATE INDEX returns_customer_idx ON returns (customer_id, registered_on);
      CREATE TABLE vouchers (
        id uuid PRIMARY KEY,
        customer_id uuid NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
        code text NOT NULL,
        value_cents bigint NOT NULL,
        currency text NOT NULL,
        valid_until date NOT NULL,
        min_order_after_return_cents bigint NOT NULL,
        customer_group text NOT NULL
      );
      CREATE INDEX vouchers_customer_idx ON vouchers (customer_id, valid_until);
    `,
  },
  {
    // decision 0114: login throttling by account, client address and both, with a captcha step;
    // counted here so a restart (PGlite) or another process (PostgreSQL) keeps them
    id: '0005-login-throttle',
    sql: `
      CREATE TABLE login_failures (
        scope text NOT NULL CHECK (scope IN ('account', 'address', 'pair')),
        key text NOT NULL,
        failures integer NOT NULL,
        window_start timestamptz NOT NULL,
        PRIMARY KEY (scope, key)
      );
      CREATE INDEX login_failures_window_idx ON login_failures (window_start);
      CREATE TABLE login_captchas_used (
        signature text PRIMARY KEY,
        expires_at timestamptz NOT NULL
      );
      CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // decision 0185: the bonus programme's points are earned by orders placed from the day of joining
    id: '0006-bonus-programme-since',
    sql: `
      ALTER TABLE customers ADD COLUMN bonus_since timestamptz;
      UPDATE customers SET bonus_since = created_at WHERE bonus_program;
    `,
  },
  {
    // decision 0200: what a refused personal-data form held, shown again on the page after the 303
    // (never in the URL); one row per customer, dropped by a save and read for 15 minutes only
    id: '0007-personal-data-drafts',
    sql: `
      CREATE TABLE personal_data_drafts (
        customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
        draft jsonb NOT NULL,
        saved_at timestamptz NOT NULL
      );
    `,
  },
];
