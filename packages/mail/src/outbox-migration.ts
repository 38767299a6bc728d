import type { Migration } from '@sf/data';

/**
 * The platform's outbox table, for any domain schema. Written so that it both creates the table in a
 * new domain and upgrades an older `outbox (id, to, subject, text, html, created_at, sent_at)` in place:
 * delivery state (`pending` → `sent` | `dead`), attempts, the next due time, the last error, extra
 * mail headers (e.g. `List-Unsubscribe`) and the times of sending and of giving up.
 */
export const OUTBOX_SQL = `
  CREATE TABLE IF NOT EXISTS outbox (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    "to" text NOT NULL,
    subject text NOT NULL,
    text text NOT NULL,
    html text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz
  );
  ALTER TABLE outbox
    ADD COLUMN IF NOT EXISTS headers jsonb NOT NULL DEFAULT '{}'::jsonb,
    ADD COLUMN IF NOT EXISTS state text NOT NULL DEFAULT 'pending',
    ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0,
    ADD COLUMN IF NOT EXISTS next_attempt_at timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN IF NOT EXISTS last_error text,
    ADD COLUMN IF NOT EXISTS dead_at timestamptz;
  UPDATE outbox SET state = 'sent' WHERE sent_at IS NOT NULL;
  UPDATE outbox SET next_attempt_at = created_at WHERE state = 'pending';
  ALTER TABLE outbox ADD CONSTRAINT outbox_state_check CHECK (state IN ('pending', 'sent', 'dead'));
  DROP INDEX IF EXISTS outbox_unsent_idx;
  CREATE INDEX IF NOT EXISTS outbox_due_idx ON outbox (next_attempt_at, id) WHERE state = 'pending';
`;

/**
 * The migration that gives a domain the platform outbox (append it to the domain's list; the id
 * is the domain's choice so it sorts after the domain's own migrations).
 */
export function outboxMigration(id: string): Migration {
  return { id, sql: OUTBOX_SQL };
}

/**
 * Adds the `attachments` column (file references, see `MailAttachment`) to a domain's outbox; for
 * domains that send files (append it after {@link outboxMigration}).
 */
export function outboxAttachmentsMigration(id: string): Migration {
  return {
    id,
    sql: `ALTER TABLE outbox ADD COLUMN IF NOT EXISTS attachments jsonb NOT NULL DEFAULT '[]'::jsonb;`,
  };
}
