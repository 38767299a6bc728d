import type { Migration } from '@sf/data';

/**
 * Schema of the `catalog` domain, applied in order by `migrate()` at server start and by the seed.
 * Table names are unqualified: the connection's search path is the domain schema. Prices are
 * integer cents per currency (EUR; CHF for the CH tenant).
 */
export const CATALOG_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-products',
    sql: `
      CREATE TABLE products (
        sku text PRIMARY KEY CHECK (sku ~ '^[0-9]{6}$'),
        category text NOT NULL,
        department text NOT NULL,
        kind text NOT NULL,
        brand text NOT NULL,
        price_eur integer NOT NULL CHECK (price_eur > 0),
        old_price_eur integer CHECK (old_price_eur > price_eur),
        price_chf integer NOT NULL CHECK (price_chf > 0),
        old_price_chf integer,
        dimension text NOT NULL CHECK (dimension IN ('COLOUR_SIZE', 'COLOUR', 'SIZE', 'BAND_CUP', 'NONE')),
        colours_hidden boolean NOT NULL DEFAULT false,
        energy_class text CHECK (energy_class ~ '^[A-G]$'),
        tyre_fuel text,
        tyre_wet_grip text,
        tyre_noise_db smallint,
        tyre_noise_class text,
        downloads text[] NOT NULL DEFAULT '{}',
        delivery_min smallint,
        delivery_max smallint,
        popularity integer NOT NULL DEFAULT 0,
        novelty integer NOT NULL DEFAULT 0,
        image_seed integer NOT NULL DEFAULT 0,
        rating_count integer NOT NULL DEFAULT 0,
        rating_sum integer NOT NULL DEFAULT 0
      );
      CREATE INDEX products_category_idx ON products (category, popularity DESC, sku);
      CREATE INDEX products_department_idx ON products (department, popularity DESC, sku);
      CREATE INDEX products_sale_idx ON products (department, popularity DESC, sku) WHERE old_price_eur IS NOT NULL;
      CREATE INDEX products_brand_idx ON products (brand);

      CREATE TABLE product_texts (
        sku text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
        language text NOT NULL CHECK (language IN ('de', 'fr', 'nl')),
        name text NOT NULL,
        slug text NOT NULL,
        description text NOT NULL,
        PRIMARY KEY (sku, language)
      );

      CREATE TABLE variants (
        sku text PRIMARY KEY CHECK (sku ~ '^[0-9]{8}$'),
        product_sku text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
        position smallint NOT NULL,
        colour text,
        colour_hex text,
        size text,
        stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
        image_id text,
        UNIQUE (product_sku, position)
      );
      CREATE INDEX variants_colour_idx ON variants (colour, product_sku);
      CREATE INDEX variants_size_idx ON variants (size, product_sku);

      CREATE TABLE ratings (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        product_sku text NOT NULL REFERENCES products (sku) ON DELETE CASCADE,
        stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
        text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
        author text NOT NULL CHECK (length(author) BETWEEN 1 AND 50),
        language text NOT NULL,
        helpful integer NOT NULL DEFAULT 0,
        not_helpful integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX ratings_product_idx ON ratings (product_sku, created_at DESC, id DESC);

      CREATE TABLE seed_runs (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        products integer NOT NULL,
        seed integer NOT NULL,
        millis integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '0002-images',
    sql: `
      -- the spec of every product picture: the image endpoint draws a picture on its first request
      -- (mfe-catalog/src/server/images/lazy-store.ts), only for ids listed here
      CREATE TABLE images (
        id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
        kind text NOT NULL,
        colour text NOT NULL CHECK (colour ~ '^#[0-9a-f]{6}$'),
        seed integer NOT NULL,
        view smallint NOT NULL CHECK (view BETWEEN 0 AND 3)
      );
    `,
  },
  {
    // decision 0079: the feed tells other domains what changed since a time, not everything again
    id: '0003-feed-changes',
    sql: `
      ALTER TABLE products ADD COLUMN changed_at timestamptz NOT NULL DEFAULT clock_timestamp();
      CREATE INDEX products_changed_idx ON products (changed_at, sku);
      CREATE TABLE product_removals (
        sku text PRIMARY KEY,
        removed_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE FUNCTION feed_touch_product() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.changed_at := clock_timestamp();
        RETURN NEW;
      END $$;
      CREATE TRIGGER products_touch BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION feed_touch_product();
      -- texts and variants are part of the published product: a change touches the product, once per
      -- statement; products written in the same transaction (the seed) are already fresh and skipped
      CREATE FUNCTION feed_touch_by_texts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE products SET changed_at = clock_timestamp() WHERE sku IN (SELECT sku FROM changed) AND changed_at < now();
        RETURN NULL;
      END $$;
      CREATE FUNCTION feed_touch_by_variants() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE products SET changed_at = clock_timestamp() WHERE sku IN (SELECT product_sku FROM changed) AND changed_at < now();
        RETURN NULL;
      END $$;
      CREATE TRIGGER product_texts_inserted AFTER INSERT ON product_texts REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION feed_touch_by_texts();
      CREATE TRIGGER product_texts_updated AFTER UPDATE ON product_texts REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION feed_touch_by_texts();
      CREATE TRIGGER product_texts_deleted AFTER DELETE ON product_texts REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION feed_touch_by_texts();
      CREATE TRIGGER variants_inserted AFTER INSERT ON variants REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION feed_touch_by_variants();
      CREATE TRIGGER variants_updated AFTER UPDATE ON variants REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION feed_touch_by_variants();
      CREATE TRIGGER variants_deleted AFTER DELETE ON variants REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION feed_touch_by_variants();
      CREATE FUNCTION feed_note_removal() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO product_removals (sku) VALUES (OLD.sku) ON CONFLICT (sku) DO UPDATE SET removed_at = clock_timestamp();
        RETURN NULL;
      END $$;
      CREATE TRIGGER products_removed AFTER DELETE ON products FOR EACH ROW EXECUTE FUNCTION feed_note_removal();
    `,
  },
  {
    // decision 0112: one "helpful" vote per rating and voter (customer or client address, as SHA-256)
    id: '0004-rating-votes',
    sql: `
      CREATE TABLE rating_votes (
        rating_id bigint NOT NULL REFERENCES ratings (id) ON DELETE CASCADE,
        voter text NOT NULL,
        helpful boolean NOT NULL,
        voted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (rating_id, voter)
      );
    `,
  },
];
