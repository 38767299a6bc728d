import type { Db } from '@sf/data';
import { IMAGE_KINDS, type ImageKind, type ImageSpec } from '../images';

const KINDS: ReadonlySet<string> = new Set(IMAGE_KINDS);

/** The spec the seed recorded for a picture id (`images` table), or null for an id the catalog does not know. */
export async function pictureSpecOf(db: Db, id: string): Promise<ImageSpec | null> {
  if (!/^[0-9a-f]{64}$/.test(id)) return null;
  const { rows } = await db.query<{ kind: string; colour: string; seed: number; view: number }>(
    'SELECT kind, colour, seed, view FROM images WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row || !KINDS.has(row.kind)) return null;
  return { kind: row.kind as ImageKind, colour: row.colour, seed: row.seed, view: row.view };
}
