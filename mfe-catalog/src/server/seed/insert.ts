import type { Db } from '@sf/data';
import type { SeedData } from './generate';
import { LANGUAGES } from './generate';
import { pictureSpecs } from './picture-specs';

const BATCH = 5000;

/** Runs one `INSERT … SELECT FROM unnest(…)` per batch of rows: one statement, typed arrays. */
async function insertColumns(db: Db, sql: string, columns: readonly unknown[][]): Promise<void> {
  const length = columns[0]?.length ?? 0;
  for (let start = 0; start < length; start += BATCH) {
    await db.query(
      sql,
      columns.map((column) => column.slice(start, start + BATCH)),
    );
  }
}

/**
 * Replaces the catalog's data with `data` in one transaction (bulk inserts through `unnest`, a
 * statement per 5,000 rows), so a reader sees the old catalog or the new one, never half of it.
 */
export async function writeCatalog(
  db: Db,
  data: SeedData,
  referenceDate = new Date('2026-11-01T10:00:00Z'),
): Promise<void> {
  const { products, variants, ratings } = data;
  const pictures = pictureSpecs(data);
  const counts = new Map<string, { n: number; sum: number }>();
  for (const r of ratings) {
    const c = counts.get(r.productSku) ?? { n: 0, sum: 0 };
    c.n += 1;
    c.sum += r.stars;
    counts.set(r.productSku, c);
  }
  await db.transaction(async (tx) => {
    await tx.query('TRUNCATE products, product_texts, variants, ratings, images RESTART IDENTITY CASCADE');
    const p = products;
    await insertColumns(
      tx,
      `INSERT INTO products (sku, category, department, kind, brand, price_eur, old_price_eur, price_chf, old_price_chf,
         dimension, colours_hidden, energy_class, tyre_fuel, tyre_wet_grip, tyre_noise_db, tyre_noise_class, downloads,
         delivery_min, delivery_max, popularity, novelty, image_seed, rating_count, rating_sum)
       SELECT t.sku, t.category, t.department, t.kind, t.brand, t.pe, t.ope, t.pc, t.opc, t.dim, t.ch, t.ec, t.tf, t.tw, t.tn, t.tc,
         string_to_array(t.dl, ','), t.dmin, t.dmax, t.pop, t.nov, t.seed, t.rc, t.rs
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::int[], $9::int[],
         $10::text[], $11::bool[], $12::text[], $13::text[], $14::text[], $15::smallint[], $16::text[], $17::text[],
         $18::smallint[], $19::smallint[], $20::int[], $21::int[], $22::int[], $23::int[], $24::int[])
         AS t(sku, category, department, kind, brand, pe, ope, pc, opc, dim, ch, ec, tf, tw, tn, tc, dl, dmin, dmax, pop, nov, seed, rc, rs)`,
      [
        p.map((x) => x.sku),
        p.map((x) => x.category),
        p.map((x) => x.department),
        p.map((x) => x.kind),
        p.map((x) => x.brand),
        p.map((x) => x.priceEur),
        p.map((x) => x.oldPriceEur),
        p.map((x) => x.priceChf),
        p.map((x) => x.oldPriceChf),
        p.map((x) => x.dimension),
        p.map((x) => x.coloursHidden),
        p.map((x) => x.energyClass),
        p.map((x) => x.tyre?.fuel ?? null),
        p.map((x) => x.tyre?.wetGrip ?? null),
        p.map((x) => x.tyre?.noiseDb ?? null),
        p.map((x) => x.tyre?.noiseClass ?? null),
        p.map((x) => x.downloads.join(',')),
        p.map((x) => x.delivery?.min ?? null),
        p.map((x) => x.delivery?.max ?? null),
        p.map((x) => x.popularity),
        p.map((x) => x.novelty),
        p.map((x) => x.imageSeed),
        p.map((x) => counts.get(x.sku)?.n ?? 0),
        p.map((x) => counts.get(x.sku)?.sum ?? 0),
      ],
    );
    const texts = p.flatMap((x) =>
      LANGUAGES.map((language, i) => ({
        sku: x.sku,
        language,
        name: x.names[i],
        slug: x.slugs[i],
        description: x.descriptions[i],
      })),
    );
    await insertColumns(
      tx,
      `INSERT INTO product_texts (sku, language, name, slug, description)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])`,
      [
        texts.map((t) => t.sku),
        texts.map((t) => t.language),
        texts.map((t) => t.name),
        texts.map((t) => t.slug),
        texts.map((t) => t.description),
      ],
    );
    const v = variants;
    await insertColumns(
      tx,
      `INSERT INTO variants (sku, product_sku, position, colour, colour_hex, size, stock, image_id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::smallint[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[])`,
      [
        v.map((x) => x.sku),
        v.map((x) => x.productSku),
        v.map((x) => x.position),
        v.map((x) => x.colour),
        v.map((x) => x.colourHex),
        v.map((x) => x.size),
        v.map((x) => x.stock),
        v.map((x) => pictures.byVariant.get(x.sku) ?? null),
      ],
    );
    const pics = pictures.rows;
    await insertColumns(
      tx,
      `INSERT INTO images (id, kind, colour, seed, view)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::smallint[])`,
      [
        pics.map((x) => x.id),
        pics.map((x) => x.spec.kind),
        pics.map((x) => x.spec.colour.toLowerCase()),
        pics.map((x) => x.spec.seed),
        pics.map((x) => x.spec.view),
      ],
    );
    const r = ratings;
    const day = 86_400_000;
    await insertColumns(
      tx,
      `INSERT INTO ratings (product_sku, stars, title, text, author, language, created_at)
       SELECT * FROM unnest($1::text[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])`,
      [
        r.map((x) => x.productSku),
        r.map((x) => x.stars),
        r.map((x) => x.title),
        r.map((x) => x.text),
        r.map((x) => x.author),
        r.map((x) => x.language),
        r.map((x) => new Date(referenceDate.getTime() - x.ageDays * day).toISOString()),
      ],
    );
  });
  // fresh statistics (without them the planner guesses, and a category page costs 10× more) and a
  // fresh visibility map, so counts and sorted pages read the indexes alone (outside the transaction:
  // PostgreSQL runs VACUUM in none; PGlite has no autovacuum to do it later)
  await db.query('VACUUM (ANALYZE) products, product_texts, variants, ratings, images');
}
