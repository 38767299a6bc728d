import type { Migration } from '@sf/data';

/**
 * The platform's own schema (`platform`): web vitals reported by shoppers' browsers. No address,
 * cookie or identifier of the shopper is stored; the user agent is kept (truncated) to tell
 * browsers apart. Rows older than the retention are deleted by {@link pruneVitals}.
 */
export const PLATFORM_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-vitals',
    sql: `
      CREATE TABLE vitals (
        id bigserial PRIMARY KEY,
        received_at timestamptz NOT NULL DEFAULT now(),
        tenant text NOT NULL,
        metric_id text NOT NULL,
        name text NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS', 'TTFB', 'FCP')),
        value double precision NOT NULL CHECK (value >= 0),
        delta double precision NOT NULL,
        rating text NOT NULL CHECK (rating IN ('good', 'needs-improvement', 'poor')),
        pathname text NOT NULL,
        page_type text NOT NULL,
        navigation_type text NOT NULL,
        interaction_type text,
        target text,
        load_state text,
        connection text NOT NULL,
        device_type text NOT NULL,
        environment text NOT NULL,
        user_agent text NOT NULL
      );
      CREATE INDEX vitals_received_at ON vitals (received_at);
      CREATE INDEX vitals_summary ON vitals (tenant, page_type, name, received_at);
    `,
  },
];
