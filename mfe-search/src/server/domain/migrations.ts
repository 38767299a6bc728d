import type { Migration } from '@sf/data';

/**
 * Schema of the `search` domain (decision 0043): one row per product and language, written only
 * by the index writer from the catalog's public feed; the search history per owner (an anonymous
 * visitor id or a customer id). Table names are unqualified: the search path is the domain schema.
 * `pg_trgm` is loaded into PGlite by `openDatabase({ extensions: ['pg_trgm'] })`; on PostgreSQL the
 * server provides it (the migration's role needs the right to create it, or a DBA does it once).
 */
export const SEARCH_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-index',
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      CREATE TABLE docs (
        sku text NOT NULL CHECK (sku ~ '^[0-9]{1,8}$'),
        language text NOT NULL CHECK (language IN ('de', 'fr', 'nl')),
        version text NOT NULL,
        name text NOT NULL,
        slug text NOT NULL,
        brand text NOT NULL,
        categories text[] NOT NULL,
        category_titles text[] NOT NULL,
        colours text[] NOT NULL,
        sizes text[] NOT NULL,
        price_eur integer NOT NULL,
        price_chf integer NOT NULL,
        old_price_eur integer,
        old_price_chf integer,
        rating10 integer NOT NULL DEFAULT 0,
        rating_count integer NOT NULL DEFAULT 0,
        popularity integer NOT NULL DEFAULT 0,
        novelty integer NOT NULL DEFAULT 0,
        image_id text,
        -- what full-text search matches (weighted: name and brand A, categories B, colours and sizes C, description D)
        doc tsvector NOT NULL,
        -- the words of name, brand and category titles, lower case, with accent-free spellings, space-separated
        -- (trigram similarity for typos; the source of the words table)
        label text NOT NULL,
        synced_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (language, sku)
      );
      CREATE INDEX docs_doc_idx ON docs USING gin (doc);
      CREATE INDEX docs_label_trgm_idx ON docs USING gin (label gin_trgm_ops);
      CREATE INDEX docs_popularity_idx ON docs (language, popularity DESC, sku);

      -- the words of the index per language: typo fallback ("jens" → "jeans") and "did you mean"
      CREATE TABLE words (
        language text NOT NULL,
        word text NOT NULL,
        products integer NOT NULL,
        PRIMARY KEY (language, word)
      );
      CREATE INDEX words_trgm_idx ON words USING gin (word gin_trgm_ops);

      CREATE TABLE sync_runs (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('full', 'refresh')),
        products integer NOT NULL,
        changed integer NOT NULL,
        removed integer NOT NULL,
        millis integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE history (
        owner text NOT NULL CHECK (length(owner) BETWEEN 1 AND 80),
        term text NOT NULL CHECK (length(term) BETWEEN 1 AND 100),
        searched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner, term)
      );
      CREATE INDEX history_owner_idx ON history (owner, searched_at DESC);
    `,
  },
  {
    id: '0002-history-links',
    sql: `
      -- an anonymous visitor whose history was joined into a customer's (join-with-fi): reads and
      -- writes of that visitor go to the customer's history from then on
      CREATE TABLE history_links (
        visitor text PRIMARY KEY CHECK (length(visitor) BETWEEN 1 AND 80),
        customer text NOT NULL CHECK (length(customer) BETWEEN 1 AND 80),
        linked_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '0003-suggest-head',
    sql: `
      -- the name, brand and category-title part of doc (weights A and B, kept by ts_filter): what
      -- suggestions match and rank. A fraction of doc's size, so ranking the many matches of a short
      -- prefix reads no description words (decision 0081)
      ALTER TABLE docs ADD COLUMN head tsvector GENERATED ALWAYS AS (ts_filter(doc, '{a,b}')) STORED;
      CREATE INDEX docs_head_idx ON docs USING gin (head);
    `,
  },
  {
    id: '0004-history-order',
    sql: `
      -- the order terms were recorded in: two searches within one clock tick (PGlite's clock is
      -- coarse) kept no order by time; a global sequence does, across processes too
      CREATE SEQUENCE history_seq;
      ALTER TABLE history ADD COLUMN seq bigint NOT NULL DEFAULT nextval('history_seq');
      DROP INDEX history_owner_idx;
      CREATE INDEX history_owner_idx ON history (owner, seq DESC);
    `,
  },
];
