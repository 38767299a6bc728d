import type { Migration } from '@sf/data';
import { outboxAttachmentsMigration, outboxMigration } from '@sf/mail';

/**
 * Schema `contact`: the messages shoppers sent, their attachments' metadata (the bytes live in the
 * file store under `storage_key`), the captcha challenges already used (replay protection), and
 * the platform outbox with attachment references.
 */
export const CONTACT_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-messages',
    sql: `
      CREATE TABLE messages (
        id uuid PRIMARY KEY,
        reference text NOT NULL UNIQUE,
        tenant text NOT NULL,
        locale text NOT NULL,
        subject text NOT NULL,
        salutation text NOT NULL,
        firstname text NOT NULL,
        lastname text NOT NULL,
        email text NOT NULL,
        phone text NOT NULL DEFAULT '',
        customernumber text NOT NULL DEFAULT '',
        birthday text NOT NULL DEFAULT '',
        street text NOT NULL DEFAULT '',
        housenumber text NOT NULL DEFAULT '',
        postalcode text NOT NULL DEFAULT '',
        city text NOT NULL DEFAULT '',
        message text NOT NULL,
        cancel_nl boolean NOT NULL DEFAULT false,
        cancel_advertising boolean NOT NULL DEFAULT false,
        cancel_marketing boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX messages_email_idx ON messages (email, created_at);
      CREATE TABLE attachments (
        id uuid PRIMARY KEY,
        message_id uuid NOT NULL REFERENCES messages(id) ON DELETE CASCADE,
        position integer NOT NULL,
        name text NOT NULL,
        content_type text NOT NULL,
        size integer NOT NULL CHECK (size > 0 AND size <= 5242880),
        sha256 text NOT NULL,
        storage_key text NOT NULL UNIQUE,
        UNIQUE (message_id, position),
        UNIQUE (message_id, name)
      );
      CREATE TABLE used_challenges (
        signature text PRIMARY KEY,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NOT NULL
      );
      CREATE INDEX used_challenges_expiry_idx ON used_challenges (expires_at);
    `,
  },
  outboxMigration('0002-outbox'),
  outboxAttachmentsMigration('0003-outbox-attachments'),
  {
    // the entered values of a refused post without JavaScript, for the form to show again
    id: '0004-drafts',
    sql: `
      CREATE TABLE drafts (
        id text PRIMARY KEY,
        values jsonb NOT NULL,
        errors jsonb NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX drafts_expiry_idx ON drafts (expires_at);
    `,
  },
  {
    // answers of the customer survey (page helper): a rating, an optional comment, where it was given
    id: '0005-survey-answers',
    sql: `
      CREATE TABLE survey_answers (
        id uuid PRIMARY KEY,
        tenant text NOT NULL,
        locale text NOT NULL,
        path text NOT NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment text NOT NULL DEFAULT '' CHECK (length(comment) <= 1000),
        created_at timestamptz NOT NULL
      );
      CREATE INDEX survey_answers_created_idx ON survey_answers (created_at);
    `,
  },
];
