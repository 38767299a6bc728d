import type { SurveyTexts } from '../../shared/helper-state';

/** The content bucket's identifier of the survey's texts. */
export const SURVEY_DOCUMENT = 'survey';

const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim() && v.length <= max && !/[<>]/.test(v) ? v.trim() : null;

/**
 * The survey's texts from the bucket's `survey` document (`{ title, question, scale, comment }`, each
 * plain text, title ≤ 80, the others ≤ 200 characters); null when one is missing or malformed, so a
 * broken document shows no survey rather than a half one.
 */
export function parseSurveyDocument(doc: unknown): SurveyTexts | null {
  if (typeof doc !== 'object' || doc === null) return null;
  const d = doc as Record<string, unknown>;
  const title = text(d.title, 80);
  const question = text(d.question, 200);
  const scale = text(d.scale, 200);
  const comment = text(d.comment, 200);
  return title && question && scale && comment ? { title, question, scale, comment } : null;
}
