/**
 * The image-transform endpoint: `GET|HEAD /:id/:width.:format` (mounted by the catalog server at
 * `/api/catalog/images`). Widths from IMAGE_WIDTHS only, formats avif, webp and jpeg; bad input gets
 * a 400/404 with a short text, never a 5xx. Answers are immutable (content-addressed id + fixed
 * settings), with a strong ETag derived from the request, so a revalidation is a 304 without any
 * image work.
 */
import { Hono, type Context } from 'hono';
import { isImageId, type DiskImageStore, type ImageStore } from './store';
import { createTransformCache, type TransformCache, type TransformCacheOptions } from './transform-cache';
import { TRANSFORM_TAG } from './transform';
import type { ImageFormat } from './types';
import { IMAGE_CONTENT_TYPES, IMAGE_WIDTHS, isImageFormat } from './urls';

/** Options of {@link imageRoutes}; the first two are the contract's, the rest tune and test. */
export interface ImageRoutesOptions {
  /** Folder of transformed files; default `<store dir>-cache` for a disk store, else memory only. */
  cacheDir?: string;
  logger?: { error(m: string, f?: object): void };
  /** Bytes of transformed pictures kept in memory (default 32 MiB). */
  memoryBytes?: number;
  /** Transforms running at once (default 2). */
  concurrency?: number;
  /** Replaces the sharp transform (tests). */
  transform?: TransformCacheOptions['transform'];
  /** Receives the cache, so tests and the bench can read its stats. */
  onCache?: (cache: TransformCache) => void;
}

/** Served pictures never change: a year, immutable. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const FILE = /^(\d{1,6})\.([A-Za-z0-9]{1,10})$/;

function problem(c: Context, status: 400 | 404 | 405 | 500, message: string): Response {
  c.header('cache-control', 'no-store');
  c.header('x-content-type-options', 'nosniff');
  return c.text(message, status);
}

/** The strong ETag of one transformed picture (same id, width, format and settings → same bytes). */
export function imageEtag(id: string, width: number, format: ImageFormat): string {
  return `"${id}-${width}-${format}-${TRANSFORM_TAG}"`;
}

/** Whether an `If-None-Match` value matches `etag` (weak comparison, as RFC 9110 says for it). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Hono sub-app answering `GET /:id/:width.:format` (mounted by the catalog server at `/api/catalog/images`). */
export function imageRoutes(store: ImageStore, opts: ImageRoutesOptions = {}): Hono {
  const cacheDir =
    opts.cacheDir ??
    ('dir' in store && typeof store.dir === 'string' ? `${(store as DiskImageStore).dir}-cache` : undefined);
  const cache = createTransformCache(store, {
    cacheDir,
    logger: opts.logger,
    ...(opts.memoryBytes === undefined ? {} : { memoryBytes: opts.memoryBytes }),
    ...(opts.concurrency === undefined ? {} : { concurrency: opts.concurrency }),
    ...(opts.transform === undefined ? {} : { transform: opts.transform }),
  });
  opts.onCache?.(cache);
  const app = new Hono();

  // Hono answers HEAD with this GET handler and drops the body
  app.get('/:id/:file', async (c) => {
    const id = c.req.param('id');
    const file = FILE.exec(c.req.param('file'));
    if (!isImageId(id)) return problem(c, 400, 'Invalid image id: expected 64 lowercase hexadecimal digits.');
    if (!file) return problem(c, 400, 'Invalid image name: expected <width>.<format>, for example 640.avif.');
    const width = Number(file[1]);
    const format = file[2] ?? '';
    if (!IMAGE_WIDTHS.includes(width))
      return problem(c, 400, `Unsupported width ${width}: use one of ${IMAGE_WIDTHS.join(', ')}.`);
    if (!isImageFormat(format))
      return problem(c, 400, `Unsupported format "${format}": use avif, webp or jpeg.`);

    const etag = imageEtag(id, width, format);
    if (matches(c.req.header('if-none-match'), etag) && (await store.has(id))) {
      return c.body(null, 304, { etag, 'cache-control': IMAGE_CACHE_CONTROL });
    }
    let bytes: Uint8Array | null;
    try {
      bytes = await cache.get(id, width, format);
    } catch (error) {
      // a master sharp cannot read is our fault, not the shopper's
      opts.logger?.error('image transform failed', { id, width, format, error: String(error) });
      return problem(c, 500, 'The image could not be made.');
    }
    if (bytes === null) return problem(c, 404, 'Image not found.');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': IMAGE_CONTENT_TYPES[format],
      'content-length': String(bytes.byteLength),
      'cache-control': IMAGE_CACHE_CONTROL,
      etag,
      'x-content-type-options': 'nosniff',
    });
  });
  app.all('/:id/:file', (c) => {
    c.header('allow', 'GET, HEAD');
    return problem(c, 405, 'Method not allowed: use GET or HEAD.');
  });
  app.all('*', (c) => problem(c, 404, 'Not found: image URLs look like /<id>/<width>.<format>.'));
  return app;
}
