import { readStreamLimited } from '@sf/server-kit';

/** Edge limit of request bodies of JSON/form APIs (1 MB). */
export const API_BODY_LIMIT = 1024 * 1024;
/**
 * Limit of upload requests (`multipart/form-data`): the spec allows 5 MB of files in total;
 * the extra megabyte is room for the other form fields and the multipart framing. The domain
 * server checks the exact file rules again.
 */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

/** The limit that applies to a request, by its content type. */
export function bodyLimitOf(request: Request): number {
  const type = request.headers.get('content-type') ?? '';
  return /^multipart\/form-data/i.test(type) ? UPLOAD_BODY_LIMIT : API_BODY_LIMIT;
}

/** A body within the limit (`null` for bodiless requests), or `tooLarge`. */
export type LimitedBody =
  | { readonly tooLarge: false; readonly body: ReadableStream<Uint8Array> | Uint8Array | null }
  | { readonly tooLarge: true };

/**
 * Enforces `limit` on a request body before anything is forwarded. A declared `content-length`
 * within the limit streams through unchanged (HTTP framing bounds it); a body without one
 * (chunked) is read up to the limit and forwarded as bytes, so an upstream never sees a
 * truncated body (workerd ends a request body quietly when its source stream errors).
 */
export async function limitBody(request: Request, limit: number): Promise<LimitedBody> {
  if (!request.body) return { tooLarge: false, body: null };
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared.trim())) {
    if (Number(declared) > limit) {
      await request.body.cancel().catch(() => undefined);
      return { tooLarge: true };
    }
    return { tooLarge: false, body: request.body };
  }
  const bytes = await readStreamLimited(request.body, limit);
  return bytes === null ? { tooLarge: true } : { tooLarge: false, body: bytes };
}
