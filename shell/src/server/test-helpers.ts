import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fragmentRequestHeaders, type Locale, type TenantId } from '@sf/contracts';
import type { Logger } from '@sf/server-kit';
import { createContentBucketServer } from '../content-bucket/server';
import { createShellServer } from './index';

/** The repo's content folder (shell/content). */
export const CONTENT_DIR = join(__dirname, '..', '..', 'content');

/** A logger that records lines (and prints nothing). */
export function memoryLogger(): Logger & {
  readonly lines: { level: string; msg: string; fields?: Record<string, unknown> }[];
} {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => {
    lines.push(fields ? { level, msg, fields } : { level, msg });
  };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** The content bucket app over the real content folder. */
export function bucketApp() {
  return createContentBucketServer(async (locale, identifier) => {
    try {
      return await readFile(join(CONTENT_DIR, locale, `${identifier}.json`), 'utf8');
    } catch {
      return null;
    }
  });
}

/** A shell server reading the real content through the bucket app (or a failing fetch). */
export function shellWithContent(options: { failing?: boolean } = {}) {
  const logger = memoryLogger();
  const bucket = bucketApp();
  const fetchImpl: typeof fetch = options.failing
    ? async () => {
        throw new TypeError('fetch failed (connect ECONNREFUSED 127.0.0.1:3100)');
      }
    : async (input, init) => bucket.request(String(input instanceof Request ? input.url : input), init);
  const app = createShellServer({ contentBucketUrl: 'http://bucket.test', fetch: fetchImpl, logger });
  return { app, logger };
}

/** Fragment request headers as the composer sends them. */
export function fragmentHeaders(
  tenant: TenantId,
  locale: Locale,
  path: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    ...fragmentRequestHeaders({
      tenant,
      locale,
      path,
      session: { loggedIn: false, softLoggedIn: false },
      requestId: 'test-1',
    }),
    ...extra,
  };
}
