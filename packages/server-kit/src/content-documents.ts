import type { ContentBucket } from './content-bucket';
import { createRegeneratingCache } from './regenerating-cache';

/** How long a read document is used before it is read again in the background (spec § 9, "regeneration 15 s"). */
export const CONTENT_DOCUMENT_REGENERATION_MS = 15_000;

/** Options of {@link createContentDocuments}. */
export interface ContentDocumentsOptions {
  /** The content bucket; null = none (every document is missing). */
  readonly bucket: ContentBucket | null;
  /** Default {@link CONTENT_DOCUMENT_REGENERATION_MS}. */
  readonly regenerateMs?: number;
  /** Clock in ms (tests). */
  readonly now?: () => number;
  /** Most documents kept (default 500). */
  readonly maxEntries?: number;
}

/** Checked documents of the content bucket, kept and regenerated (see {@link createContentDocuments}). */
export interface ContentDocuments {
  /**
   * The document `identifier` of `locale` as `parse` reads it; null when the bucket has none, it
   * fails and no older copy is kept, or `parse` refuses it (a malformed document is never shown).
   */
  get<T extends object>(
    locale: string,
    identifier: string,
    parse: (doc: unknown) => T | null,
  ): Promise<T | null>;
}

/**
 * A server's documents from the content bucket (the survey, the SEO file, the voucher texts, …)
 * as the shell keeps its content pages: a checked document is used for `regenerateMs` (15 s), then the
 * next request still gets it at once while it is read and checked again in the background
 * (`createRegeneratingCache`); a failed or refused read keeps the older one. The bucket below
 * revalidates every 900 s and logs its failures (`createContentBucket`).
 * @example const survey = await documents.get(locale, 'survey', parseSurvey);
 */
export function createContentDocuments(opts: ContentDocumentsOptions): ContentDocuments {
  const kept = createRegeneratingCache<object>({
    regenerateMs: opts.regenerateMs ?? CONTENT_DOCUMENT_REGENERATION_MS,
    ...(opts.now ? { now: opts.now } : {}),
    ...(opts.maxEntries ? { maxEntries: opts.maxEntries } : {}),
  });
  const bucket = opts.bucket;
  return {
    async get<T extends object>(locale: string, identifier: string, parse: (doc: unknown) => T | null) {
      if (!bucket) return null;
      const doc = await kept.get(`${locale}|${identifier}`, async () => {
        const raw = await bucket.get<unknown>(locale, identifier);
        return raw === null ? null : parse(raw);
      });
      return doc as T | null;
    },
  };
}
