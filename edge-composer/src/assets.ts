import type { AssetsHandler } from './types';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  webmanifest: 'application/manifest+json',
  wasm: 'application/wasm',
};

/** Content type of a file name (octet-stream when unknown). */
export function contentTypeOf(file: string): string {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/**
 * Splits `/_assets/<app>/<version>/<file…>` into safe segments; `null` for anything that could
 * leave the assets folder (`..`, `.`, empty or encoded separators, backslashes, NUL).
 */
export function assetSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/_assets/')) return null;
  const raw = pathname.slice('/_assets/'.length).split('/');
  const segments: string[] = [];
  for (const part of raw) {
    let seg: string;
    try {
      seg = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (seg === '' || seg === '.' || seg === '..' || /[/\\\0]/.test(seg)) return null;
    segments.push(seg);
  }
  return segments.length >= 3 ? segments : null;
}

/** Reads a file below the assets root by safe segments; `null` when it does not exist. */
export type AssetReader = (segments: readonly string[]) => Promise<Uint8Array | null>;

/**
 * The `/_assets/` handler over a reader: immutable caching (file names carry the version),
 * `access-control-allow-origin: *` (the federation runtime fetches `mf-manifest.json`).
 */
export function createAssetsHandler(read: AssetReader): AssetsHandler {
  return async (pathname) => {
    const segments = assetSegments(pathname);
    if (!segments) return null;
    const bytes = await read(segments);
    if (!bytes) return null;
    const file = segments[segments.length - 1] ?? '';
    return new Response(bytes, {
      status: 200,
      headers: {
        'content-type': contentTypeOf(file),
        'content-length': String(bytes.byteLength),
        'cache-control': 'public, max-age=31536000, immutable',
        'access-control-allow-origin': '*',
        'x-content-type-options': 'nosniff',
      },
    });
  };
}
