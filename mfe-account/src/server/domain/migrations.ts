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
];
