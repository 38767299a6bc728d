import type { Db } from '@sf/data';
import type { Locale, TenantId } from '@sf/contracts';

/** A survey answer as posted: `rating` 1–5 (required), `comment` ≤ 1000 characters without markup. */
export type SurveyInput = { readonly rating: number; readonly comment: string };

/** The answer of a post's fields, or the text id of what is wrong with it. */
export function readSurveyAnswer(
  fields: Readonly<Record<string, string>>,
): SurveyInput | 'survey.required' | 'survey.invalid' {
  const raw = fields.rating ?? '';
  if (!/^[1-5]$/.test(raw)) return 'survey.required';
  const comment = (fields.comment ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (comment.length > 1000 || /[<>\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(comment))
    return 'survey.invalid';
  return { rating: Number(raw), comment };
}

/** Stores one answer in `contact.survey_answers`. */
export async function storeSurveyAnswer(
  db: Db,
  answer: SurveyInput & { readonly tenant: TenantId; readonly locale: Locale; readonly path: string },
  now: Date,
): Promise<void> {
  await db.query(
    'INSERT INTO survey_answers (id, tenant, locale, path, rating, comment, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      crypto.randomUUID(),
      answer.tenant,
      answer.locale,
      answer.path.slice(0, 500),
      answer.rating,
      answer.comment,
      now.toISOString(),
    ],
  );
}
