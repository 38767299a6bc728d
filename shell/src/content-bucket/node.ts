/**
 * Node adapter of the content bucket: reads `shell/content/<locale>/<identifier>.json` and
 * listens on 127.0.0.1:`CONTENT_BUCKET_PORT` (default 3100).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createContentBucketServer, type BucketReader } from './server';

/** The folder of the bucket: `CONTENT_BUCKET_DIR`, else `shell/content` (two levels above this file and above dist/server). */
export const CONTENT_DIR =
  process.env.CONTENT_BUCKET_DIR ?? resolve(fileURLToPath(new URL('../../content', import.meta.url)));

/** Reads documents from a folder; a missing file is `null`, other errors are thrown. */
export function fileReader(dir: string): BucketReader {
  return async (locale, identifier) => {
    try {
      return await readFile(join(dir, locale, `${identifier}.json`), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
}

const port = Number(process.env.CONTENT_BUCKET_PORT ?? 3100);
const server = serve(
  { fetch: createContentBucketServer(fileReader(CONTENT_DIR)).fetch, hostname: '127.0.0.1', port },
  (info) => {
    console.log(`content bucket on http://127.0.0.1:${info.port}/ serving ${CONTENT_DIR}`);
  },
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
