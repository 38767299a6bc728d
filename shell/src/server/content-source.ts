import type { Locale } from '@sf/contracts';
import { createContentBucket, type ContentBucket, type Logger } from '@sf/server-kit';

/** What a read from the bucket gave: the document, `missing` (the bucket answered 404) or `failed`. */
export type ContentResult<T> =
  { readonly kind: 'ok'; readonly doc: T } | { readonly kind: 'missing' } | { readonly kind: 'failed' };

/** The shell's view of the CMS: typed, guarded reads that tell a missing page from an outage. */
export interface ContentSource {
  read<T>(locale: Locale, identifier: string, guard: (v: unknown) => v is T): Promise<ContentResult<T>>;
}

/** Options of {@link createContentSource}. */
export interface ContentSourceOptions {
  readonly baseUrl: string;
  readonly logger: Logger;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

/**
 * Reads CMS documents through @sf/server-kit's content bucket (900 s revalidation, stale copies on
 * failure, failures logged as `Endpoint: {url} - Status {status}: {statusText}`). The last HTTP
 * status per address is remembered so a content page can answer 404 for a page the CMS does not
 * have, but not for an outage. Documents that fail their guard count as failed (logged).
 */
export function createContentSource(opts: ContentSourceOptions): ContentSource {
  const lastStatus = new Map<string, number>();
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const bucket: ContentBucket = createContentBucket({
    baseUrl: opts.baseUrl,
    revalidateSeconds: 900,
    ...(opts.now ? { now: opts.now } : {}),
    // a page the CMS does not have is a normal 404, not an outage
    logger: (line) =>
      / - Status 404: /.test(line)
        ? opts.logger.info(line, { code: 'CONTENT-001' })
        : opts.logger.error(line, { code: 'CONTENT-001' }),
    fetch: async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      try {
        const res = await doFetch(input, init);
        lastStatus.set(url, res.status);
        return res;
      } catch (error) {
        lastStatus.set(url, 0);
        throw error;
      }
    },
  });
  return {
    async read<T>(
      locale: Locale,
      identifier: string,
      guard: (v: unknown) => v is T,
    ): Promise<ContentResult<T>> {
      const doc = await bucket.get<unknown>(locale, identifier);
      if (doc === null)
        return lastStatus.get(bucket.address(locale, identifier)) === 404
          ? { kind: 'missing' }
          : { kind: 'failed' };
      if (guard(doc)) return { kind: 'ok', doc };
      opts.logger.error(`CONTENT-001: malformed document ${bucket.address(locale, identifier)}`, {
        code: 'CONTENT-001',
        locale,
        identifier,
      });
      return { kind: 'failed' };
    },
  };
}

/** The document of a result, or null. */
export function docOf<T>(result: ContentResult<T>): T | null {
  return result.kind === 'ok' ? result.doc : null;
}
