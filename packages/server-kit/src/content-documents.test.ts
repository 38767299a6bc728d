import type { ContentBucket } from './content-bucket';
import { createContentDocuments } from './content-documents';

interface Survey {
  readonly question: string;
}
const parseSurvey = (doc: unknown): Survey | null => {
  const q = (doc as { question?: unknown } | null)?.question;
  return typeof q === 'string' && q ? { question: q } : null;
};
const tick = () => new Promise((r) => setImmediate(r));

/** A bucket whose documents a test changes; counts its reads. */
function bucketOf(docs: Record<string, unknown>) {
  const reads: string[] = [];
  const bucket = {
    address: (l: string, id: string) => `http://bucket.test/${l}/${id}.json`,
    get: async <T>(locale: string, id: string) => {
      reads.push(`${locale}/${id}`);
      return (docs[`${locale}/${id}`] ?? null) as T | null;
    },
  } as ContentBucket;
  return { bucket, reads };
}

describe('createContentDocuments', () => {
  it('reads and checks a document once, keeps it 15 s, then serves it while it is read again', async () => {
    let now = 1_000;
    const docs: Record<string, unknown> = { 'de-DE/survey': { question: 'Wie zufrieden?' } };
    const { bucket, reads } = bucketOf(docs);
    const documents = createContentDocuments({ bucket, now: () => now });
    expect(await documents.get('de-DE', 'survey', parseSurvey)).toEqual({ question: 'Wie zufrieden?' });
    docs['de-DE/survey'] = { question: 'Wie gefällt es Ihnen?' };
    now = 15_999;
    expect(await documents.get('de-DE', 'survey', parseSurvey)).toEqual({ question: 'Wie zufrieden?' });
    expect(reads).toHaveLength(1);
    now = 16_001; // due: the kept one at once, the new one read in the background
    expect(await documents.get('de-DE', 'survey', parseSurvey)).toEqual({ question: 'Wie zufrieden?' });
    await tick();
    expect(await documents.get('de-DE', 'survey', parseSurvey)).toEqual({
      question: 'Wie gefällt es Ihnen?',
    });
    expect(reads).toHaveLength(2);
  });

  it('gives null for a missing or malformed document and without a bucket; keeps documents per locale', async () => {
    const { bucket } = bucketOf({
      'de-DE/survey': { question: 42 },
      'fr-CH/survey': { question: 'Satisfait ?' },
    });
    const documents = createContentDocuments({ bucket });
    expect(await documents.get('de-DE', 'survey', parseSurvey)).toBeNull();
    expect(await documents.get('nl-NL', 'survey', parseSurvey)).toBeNull();
    expect(await documents.get('fr-CH', 'survey', parseSurvey)).toEqual({ question: 'Satisfait ?' });
    expect(await createContentDocuments({ bucket: null }).get('de-DE', 'survey', parseSurvey)).toBeNull();
  });

  it('keeps the older document when a regeneration is refused', async () => {
    let now = 1_000;
    const docs: Record<string, unknown> = { 'de-DE/seo': { question: 'alt' } };
    const { bucket } = bucketOf(docs);
    const documents = createContentDocuments({ bucket, now: () => now });
    await documents.get('de-DE', 'seo', parseSurvey);
    docs['de-DE/seo'] = { question: 7 };
    now = 20_000;
    await documents.get('de-DE', 'seo', parseSurvey);
    for (let i = 0; i < 5; i++) await tick();
    now = 20_001;
    expect(await documents.get('de-DE', 'seo', parseSurvey)).toEqual({ question: 'alt' });
  });
});
