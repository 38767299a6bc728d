import type { Locale } from '@sf/contracts';
import type { ContentBucket } from '@sf/server-kit';
import type { Promotion } from '../../shared/helper-state';

/** Promotion codes: letters, digits and dashes (they name content bucket documents). */
const CODE = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;

/** The promotion code of a page's query (`?promo=<code>`), or null. */
export function promoCodeOf(path: string): string | null {
  const code = new URL(path, 'http://page.invalid').searchParams.get('promo');
  return code && code.length <= 32 && CODE.test(code) ? code.toUpperCase() : null;
}

const text = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : null;

/**
 * The promotion of a code from the content bucket (`promotion-<code in lower case>` of the locale:
 * `{ title, text, href?, linkText?, validUntil? }`); null when there is none, it is malformed or has
 * ended (`validUntil` before today), or the bucket fails — the banner is then empty.
 */
export async function loadPromotion(
  bucket: ContentBucket | null,
  locale: Locale,
  code: string,
  now: Date,
): Promise<Promotion | null> {
  if (!bucket) return null;
  let doc: unknown;
  try {
    doc = await bucket.get<unknown>(locale, `promotion-${code.toLowerCase()}`);
  } catch {
    return null;
  }
  if (typeof doc !== 'object' || doc === null) return null;
  const d = doc as Record<string, unknown>;
  const title = text(d.title, 120);
  const body = text(d.text, 500);
  if (!title || !body) return null;
  const validUntil =
    typeof d.validUntil === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d.validUntil) ? d.validUntil : null;
  if (validUntil && validUntil < now.toISOString().slice(0, 10)) return null;
  const href = typeof d.href === 'string' && /^\/(?![/\\])[\x21-\x7e]*$/.test(d.href) ? d.href : null;
  return { code, title, text: body, href, linkText: href ? text(d.linkText, 80) : null, validUntil };
}
