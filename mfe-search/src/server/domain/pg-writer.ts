import type { Db } from '@sf/data';
import { colourName } from '../../shared/colours';
import type { IndexProduct, IndexWriter } from './engine';
import { foldAccents, LANGUAGES, TS_CONFIG, type Language } from './terms';

/** Products per INSERT statement. */
const BATCH = 250;

/** The lower-case words of a text with their accent-free spellings, space-separated. */
export function labelOf(...texts: readonly string[]): string {
  const words =
    texts
      .join(' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.flatMap((w) => [w, foldAccents(w)]))].join(' ');
}

function rowsOf(p: IndexProduct) {
  return LANGUAGES.map((language: Language) => {
    const text = p.texts[language];
    const titles = p.categoryTitles[language];
    const colours = p.colours.map((c) => colourName(c, language));
    return {
      sku: p.sku,
      language,
      cfg: TS_CONFIG[language],
      version: p.version,
      name: text.name,
      slug: text.slug,
      brand: p.brand,
      categories: p.categories,
      category_titles: titles,
      colours: p.colours,
      sizes: p.sizes,
      price_eur: p.prices.EUR,
      price_chf: p.prices.CHF,
      old_price_eur: p.oldPrices.EUR,
      old_price_chf: p.oldPrices.CHF,
      rating10: p.rating10,
      rating_count: p.ratingCount,
      popularity: p.popularity,
      novelty: p.novelty,
      image_id: p.imageId,
      // accent-free spellings beside the originals: `canape` finds `canapé`
      a: labelOf(text.name, p.brand),
      b: labelOf(...titles),
      c: [...colours, ...p.sizes].join(' ') + ' ' + labelOf(...colours),
      d: text.description,
      label: labelOf(text.name, p.brand, ...titles),
    };
  });
}

/** The index writer on PostgreSQL/PGlite: one row per product and language in `docs`. */
export function createPgWriter(db: Db): IndexWriter {
  return {
    async upsert(products) {
      for (let i = 0; i < products.length; i += BATCH) {
        const rows = products.slice(i, i + BATCH).flatMap(rowsOf);
        await db.query(
          `INSERT INTO docs (sku, language, version, name, slug, brand, categories, category_titles, colours, sizes,
                             price_eur, price_chf, old_price_eur, old_price_chf, rating10, rating_count, popularity, novelty,
                             image_id, doc, label, synced_at)
           SELECT r.sku, r.language, r.version, r.name, r.slug, r.brand, r.categories, r.category_titles, r.colours, r.sizes,
                  r.price_eur, r.price_chf, r.old_price_eur, r.old_price_chf, r.rating10, r.rating_count, r.popularity, r.novelty,
                  r.image_id,
                  setweight(to_tsvector(r.cfg::regconfig, r.a), 'A') || setweight(to_tsvector('simple', r.a), 'A')
                    || setweight(to_tsvector(r.cfg::regconfig, r.b), 'B') || setweight(to_tsvector('simple', r.c), 'C')
                    || setweight(to_tsvector(r.cfg::regconfig, r.d), 'D'),
                  r.label, now()
             FROM json_to_recordset($1::json) AS r(sku text, language text, cfg text, version text, name text, slug text, brand text,
                  categories text[], category_titles text[], colours text[], sizes text[], price_eur integer, price_chf integer,
                  old_price_eur integer, old_price_chf integer, rating10 integer, rating_count integer, popularity integer,
                  novelty integer, image_id text, a text, b text, c text, d text, label text)
           ON CONFLICT (language, sku) DO UPDATE SET
             version = EXCLUDED.version, name = EXCLUDED.name, slug = EXCLUDED.slug, brand = EXCLUDED.brand,
             categories = EXCLUDED.categories, category_titles = EXCLUDED.category_titles, colours = EXCLUDED.colours,
             sizes = EXCLUDED.sizes, price_eur = EXCLUDED.price_eur, price_chf = EXCLUDED.price_chf,
             old_price_eur = EXCLUDED.old_price_eur, old_price_chf = EXCLUDED.old_price_chf, rating10 = EXCLUDED.rating10,
             rating_count = EXCLUDED.rating_count, popularity = EXCLUDED.popularity, novelty = EXCLUDED.novelty,
             image_id = EXCLUDED.image_id, doc = EXCLUDED.doc, label = EXCLUDED.label, synced_at = now()`,
          [JSON.stringify(rows)],
        );
      }
    },
    async remove(skus) {
      if (!skus.length) return 0;
      const { affectedRows } = await db.query(
        "DELETE FROM docs WHERE sku = ANY($1::text[]) AND language = 'de'",
        [skus],
      );
      await db.query('DELETE FROM docs WHERE sku = ANY($1::text[])', [skus]);
      return affectedRows;
    },
    async versions() {
      const { rows } = await db.query<{ sku: string; version: string }>(
        "SELECT sku, version FROM docs WHERE language = 'de'",
      );
      return new Map(rows.map((r) => [r.sku, r.version]));
    },
    async refresh() {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM words');
        await tx.query(
          `INSERT INTO words (language, word, products)
           SELECT language, w, count(DISTINCT sku)::int FROM docs, unnest(string_to_array(label, ' ')) AS w
            WHERE length(w) >= 2 GROUP BY language, w`,
        );
      });
    },
    async clear() {
      await db.query('DELETE FROM docs');
      await db.query('DELETE FROM words');
    },
  };
}
