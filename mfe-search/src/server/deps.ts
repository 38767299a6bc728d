import type { Logger, RateLimitStore } from '@sf/server-kit';
import type { Db } from '@sf/data';
import type { SearchEngine } from './domain/engine';
import type { SearchSeoFile } from './seo-file';

/** What the search's routes share. */
export interface ServerDeps {
  readonly db: Db;
  readonly engine: SearchEngine;
  readonly logger: Logger;
  /** Origins besides the request's own that may post (CSRF check). */
  readonly trustedOrigins: readonly string[];
  /** Search API requests (searchv2, filter, seo, suggest) per minute and client address. */
  readonly searchPerMinute: number;
  /** History changes per minute and client address. */
  readonly historyPerMinute: number;
  readonly rateLimitStore?: RateLimitStore;
  /** Terms whose result pages are landing pages search engines may index (lower case). */
  readonly curatedTerms: ReadonlySet<string>;
  /** The locale's SEO file from the content bucket (landing terms with their titles), or null. */
  readonly seoFile?: (locale: string) => Promise<SearchSeoFile | null>;
  readonly devFeatures: boolean;
}

/** Largest request body of the search's POSTs (4 KB: a term is at most 100 characters). */
export const MAX_BODY_BYTES = 4 * 1024;
