import type { Db } from '@sf/data';
import { CHECKBOX_FIELDS, TEXT_FIELDS, type ContactValues } from '../../shared/contact-fields';

/** Minutes a draft is kept (long enough to correct the form, short enough to hold no data for long). */
export const DRAFT_MINUTES = 30;

/** What a refused no-JS post leaves for the form: the values (never files) and the error keys. */
export interface Draft {
  readonly values: Partial<ContactValues>;
  readonly errors: Readonly<Record<string, string>>;
}

const DRAFT_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * Keeps the values of a refused post without JavaScript under a random 256-bit id, so the form
 * page (`?draft=<id>`) shows them again with the errors: nothing typed is lost, and no personal
 * data travels in the URL. Expired drafts are removed on the way.
 */
export async function saveDraft(db: Db, draft: Draft, now: Date): Promise<string> {
  const id = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  await db.query('DELETE FROM drafts WHERE expires_at < $1', [now.toISOString()]);
  await db.query(
    'INSERT INTO drafts (id, values, errors, expires_at) VALUES ($1, $2::jsonb, $3::jsonb, $4)',
    [
      id,
      JSON.stringify(draft.values),
      JSON.stringify(draft.errors),
      new Date(now.getTime() + DRAFT_MINUTES * 60_000).toISOString(),
    ],
  );
  return id;
}

/** The draft with this id while it is valid; null otherwise (reading changes nothing). */
export async function readDraft(db: Db, id: string | null, now: Date): Promise<Draft | null> {
  if (!id || !DRAFT_ID.test(id)) return null;
  const { rows } = await db.query<{ values: unknown; errors: unknown }>(
    'SELECT values, errors FROM drafts WHERE id = $1 AND expires_at >= $2',
    [id, now.toISOString()],
  );
  const row = rows[0];
  if (!row) return null;
  const parse = (v: unknown) =>
    (typeof v === 'string' ? (JSON.parse(v) as unknown) : v) as Record<string, unknown>;
  const rawValues = parse(row.values);
  const values: Record<string, string | boolean> = {};
  for (const f of TEXT_FIELDS) if (typeof rawValues[f] === 'string') values[f] = rawValues[f];
  for (const f of CHECKBOX_FIELDS) if (typeof rawValues[f] === 'boolean') values[f] = rawValues[f];
  const errors = Object.fromEntries(
    Object.entries(parse(row.errors)).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  return { values: values as Partial<ContactValues>, errors };
}
