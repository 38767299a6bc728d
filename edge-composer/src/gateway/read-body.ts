import { readStreamLimited } from '@sf/server-kit';

/**
 * Reads a request body as UTF-8 text, stopping as soon as it exceeds `maxBytes`
 * (checked against `content-length` first, then while streaming, so a chunked
 * upload cannot make the gateway buffer more than the limit).
 * @returns the text, or `null` when the body is too large.
 */
export async function readLimitedText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  const bytes = await readStreamLimited(request.body, maxBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}
