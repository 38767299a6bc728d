import { getMimeType } from 'hono/utils/mime';
import { isCompressibleType, type Encoding } from './compression';
import { parseAccept } from 'hono/utils/accept';
import type { AssetsHandler } from './types';

/** Content type of a file name by hono's MIME table (octet-stream when unknown). */
export function contentTypeOf(file: string): string {
  const dot = file.lastIndexOf('.');
  return (
    getMimeType(dot < 0 ? file : file.slice(0, dot) + file.slice(dot).toLowerCase()) ??
    'application/octet-stream'
  );
}

/** Precompressed siblings written at build time (`@sf/federation`), best first. */
const VARIANTS: readonly { readonly encoding: Encoding; readonly suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

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

/** The encodings an `Accept-Encoding` header allows (q > 0), lower-cased. */
function acceptedEncodings(header: string | null | undefined): Set<string> {
  return new Set(
    header
      ? parseAccept(header)
          .filter((e) => e.q > 0)
          .map((e) => e.type.toLowerCase())
      : [],
  );
}

/**
 * The `/_assets/` handler over a reader: immutable caching (file names carry the version),
 * `access-control-allow-origin: *` (the federation runtime fetches `mf-manifest.json`), and the
 * build's precompressed sibling (`.br`, else `.gz`) when the client accepts it, with
 * `vary: accept-encoding` on every compressible file. A request for a `.br`/`.gz` file itself is a 404.
 */
export function createAssetsHandler(read: AssetReader): AssetsHandler {
  return async (pathname, acceptEncoding) => {
    const segments = assetSegments(pathname);
    if (!segments) return null;
    const file = segments[segments.length - 1] ?? '';
    if (VARIANTS.some((v) => file.endsWith(v.suffix))) return null;
    const type = contentTypeOf(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    };
    if (isCompressibleType(type)) {
      headers.vary = 'accept-encoding';
      const accepted = acceptedEncodings(acceptEncoding);
      for (const variant of VARIANTS) {
        if (!accepted.has(variant.encoding) && !accepted.has('*')) continue;
        const packed = await read([...segments.slice(0, -1), file + variant.suffix]);
        if (packed) return asset(packed, { ...headers, 'content-encoding': variant.encoding });
      }
    }
    const bytes = await read(segments);
    return bytes ? asset(bytes, headers) : null;
  };
}

function asset(bytes: Uint8Array, headers: Record<string, string>): Response {
  return new Response(bytes, {
    status: 200,
    headers: { ...headers, 'content-length': String(bytes.byteLength) },
  });
}
