import type { Migration } from '@sf/data';

/**
 * The platform team's tables in the platform schema (decision 0150): its users (separate from the
 * shop's customers), their sessions (only a hash of each token), the audit log of every action, and
 * the composer's fragment measurements (decision 0151), one row per composer, minute, remote
 * version, fragment and outcome class, with the duration histogram's bucket counts.
 */
export const PLATFORM_TEAM_MIGRATIONS: readonly Migration[] = [
  {
    id: '0002-platform-team',
    sql: `
      CREATE TABLE platform_users (
        id bigserial PRIMARY KEY,
        name text NOT NULL UNIQUE CHECK (name ~ '^[a-z0-9][a-z0-9._-]{1,31}$'),
        role text NOT NULL CHECK (role IN ('viewer', 'operator', 'admin')),
        password_hash text NOT NULL,
        disabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE platform_sessions (
        token_hash text PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES platform_users (id) ON DELETE CASCADE,
        csrf text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE platform_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor text,
        action text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('ok', 'refused')),
        detail text NOT NULL DEFAULT '',
        address text
      );
      CREATE INDEX platform_audit_at ON platform_audit (at);
    `,
  },
  {
    id: '0003-fragment-metrics',
    sql: `
      CREATE TABLE fragment_metrics (
        id bigserial PRIMARY KEY,
        minute timestamptz NOT NULL,
        source text NOT NULL,
        remote text NOT NULL,
        version text NOT NULL,
        fragment text NOT NULL,
        count integer NOT NULL CHECK (count > 0),
        errors integer NOT NULL CHECK (errors >= 0),
        timeouts integer NOT NULL CHECK (timeouts >= 0),
        fallbacks integer NOT NULL CHECK (fallbacks >= 0),
        sum_ms double precision NOT NULL CHECK (sum_ms >= 0),
        buckets integer[] NOT NULL
      );
      CREATE INDEX fragment_metrics_minute ON fragment_metrics (minute);
    `,
  },
];
