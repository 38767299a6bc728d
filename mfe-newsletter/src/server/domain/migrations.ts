import type { Migration } from '@sf/data';
import { outboxMigration } from '@sf/mail';

/**
 * Schema of the `newsletter` domain, applied in order by `migrate()` at server start.
 * Table names are unqualified: the connection's search path is the domain schema.
 */
export const NEWSLETTER_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-subscriptions',
    sql: `
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
        salutation text NOT NULL CHECK (salutation IN ('female', 'male', 'notSpecified')),
        brands text NOT NULL CHECK (brands IN ('OTTO', 'LASCANA', 'both')),
        tenant text NOT NULL,
        locale text NOT NULL,
        shop_origin text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'paused', 'unsubscribed')),
        frequency smallint NOT NULL DEFAULT 1 CHECK (frequency BETWEEN 0 AND 3),
        paused_until timestamptz,
        flexikonto_optout boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE confirmation_tokens (
        token_hash text PRIMARY KEY,
        subscription_id uuid NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX confirmation_tokens_subscription_idx ON confirmation_tokens (subscription_id);

      CREATE TABLE vouchers (
        code text PRIMARY KEY,
        subscription_id uuid NOT NULL UNIQUE REFERENCES subscriptions (id) ON DELETE CASCADE,
        value_eur numeric(10, 2) NOT NULL,
        minimum_order_eur numeric(10, 2) NOT NULL,
        single_use boolean NOT NULL DEFAULT true,
        customer_group text NOT NULL,
        valid_until timestamptz NOT NULL,
        redeemed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE outbox (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "to" text NOT NULL,
        subject text NOT NULL,
        text text NOT NULL,
        html text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      );
      CREATE INDEX outbox_unsent_idx ON outbox (created_at) WHERE sent_at IS NULL;

      CREATE TABLE settings (
        key text PRIMARY KEY,
        value text NOT NULL
      );
    `,
  },
  // the platform outbox of @sf/mail: delivery state, attempts, backoff, dead letters, headers
  outboxMigration('0002-outbox-delivery'),
  {
    id: '0003-unsubscribe-requests',
    sql: `
      CREATE TABLE unsubscribe_requests (
        token_hash text PRIMARY KEY,
        email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
        option text NOT NULL,
        pause_days smallint,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX unsubscribe_requests_email_idx ON unsubscribe_requests (email, created_at);
    `,
  },
  {
    // the basket-checkout server marks a voucher redeemed with its order (decision 0086): which order, for idempotent retries
    id: '0004-voucher-redemption-reference',
    sql: `ALTER TABLE vouchers ADD COLUMN redeemed_reference text CHECK (redeemed_reference IS NULL OR length(redeemed_reference) BETWEEN 1 AND 64);`,
  },
];
