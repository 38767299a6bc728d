import { isLocale, type Locale } from '@sf/contracts';
import { Hono } from 'hono';

/** Reads one document of the bucket; `null` when it does not exist. */
export type BucketReader = (locale: Locale, identifier: string) => Promise<string | null>;

/** Where a locale looks when it has no document of its own: de-AT and de-CH hold only what differs from de-DE. */
export const LOCALE_FALLBACK: Readonly<Partial<Record<Locale, Locale>>> = {
  'de-AT': 'de-DE',
  'de-CH': 'de-DE',
};

/** Identifiers are lower-case words joined by dashes (path separators already turned into dashes). */
const IDENTIFIER = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The static content bucket (the CMS of the embedded default): `GET /<locale>/<identifier>.json`
 * answers the document with `cache-control: public, max-age=900`; a de-AT or de-CH request
 * without its own document gets the de-DE one; anything else is a 404.
 */
export function createContentBucketServer(read: BucketReader): Hono {
  const app = new Hono();
  app.get('/:locale/:file', async (c) => {
    const locale = c.req.param('locale');
    const file = c.req.param('file');
    const identifier = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    if (!isLocale(locale) || !IDENTIFIER.test(identifier)) return c.text('Not Found', 404);
    const fallback = LOCALE_FALLBACK[locale];
    const body = (await read(locale, identifier)) ?? (fallback ? await read(fallback, identifier) : null);
    if (body === null) return c.text('Not Found', 404);
    return c.body(body, 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=900',
    });
  });
  app.notFound((c) => c.text('Not Found', 404));
  return app;
}
