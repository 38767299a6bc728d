import type { Db } from '@sf/data';
import { PERSONAL_DATA_FIELDS as DRAFT_FIELDS, type PersonalDataValues } from '../../shared/area-state';
import type { PersonalData } from './personal-data';

export type { PersonalDataValues } from '../../shared/area-state';

/** How long a refused form's input is shown again (the page right after the refusal, a reload of it). */
export const DRAFT_TTL_MS = 15 * 60_000;

/** No field of the form is longer (the e-mail's 254 with room); the body limit bounds the rest. */
const MAX_FIELD = 300;

/** The form's fields of a posted body (strings only, each cut to a sane length). */
export function draftOf(body: Readonly<Record<string, unknown>>): PersonalDataValues {
  const value = (v: unknown) => (typeof v === 'string' ? v.slice(0, MAX_FIELD) : '');
  return Object.fromEntries(DRAFT_FIELDS.map((f) => [f, value(body[f])])) as PersonalDataValues;
}

/** The stored data as the form's values. */
export function valuesOf(data: PersonalData): PersonalDataValues {
  return {
    salutation: data.salutation,
    firstName: data.firstName,
    lastName: data.lastName,
    birthDate: data.birthDate ?? '',
    phone: data.phone ?? '',
    email: data.email,
  };
}

/**
 * Keeps what a refused form held (WCAG 3.3.7, decision 0200): the post answers 303 to the page with
 * the message ids only, and the page shows this input again. Stale drafts of anyone go on each write.
 */
export async function saveDraft(
  db: Db,
  customerId: string,
  draft: PersonalDataValues,
  now: Date,
): Promise<void> {
  await dropStale(db, now);
  await db.query(
    `INSERT INTO personal_data_drafts (customer_id, draft, saved_at) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id) DO UPDATE SET draft = EXCLUDED.draft, saved_at = EXCLUDED.saved_at`,
    [customerId, JSON.stringify(draft), now.toISOString()],
  );
}

/** Drops every draft older than 15 minutes (each write and each read does, so none lingers). */
async function dropStale(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM personal_data_drafts WHERE saved_at < $1', [
    new Date(now.getTime() - DRAFT_TTL_MS).toISOString(),
  ]);
}

/** The customer's refused input of the last 15 minutes, or null. */
export async function readDraft(db: Db, customerId: string, now: Date): Promise<PersonalDataValues | null> {
  await dropStale(db, now);
  const { rows } = await db.query<{ draft: unknown }>(
    'SELECT draft FROM personal_data_drafts WHERE customer_id = $1 AND saved_at >= $2',
    [customerId, new Date(now.getTime() - DRAFT_TTL_MS).toISOString()],
  );
  const raw = rows[0]?.draft;
  if (!raw) return null;
  return draftOf((typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, unknown>);
}

/** A saved form leaves no draft behind. */
export async function dropDraft(db: Db, customerId: string): Promise<void> {
  await db.query('DELETE FROM personal_data_drafts WHERE customer_id = $1', [customerId]);
}
