import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { appError } from '@sf/contracts';
import { errorResponse, HttpError } from './errors';
import { generalErrorMessage } from './locale-message';
import { readStreamLimited } from './read-limited';

/**
 * hono's `bodyLimit` answering 413 `API-413` JSON instead of plain text (checks `Content-Length`
 * and counts streamed bytes).
 */
export function bodyLimit(opts: { maxSize: number }): MiddlewareHandler {
  return honoBodyLimit({
    maxSize: opts.maxSize,
    onError: (c) => errorResponse(appError('API-413', generalErrorMessage(c))),
  });
}

/** Options of {@link readBody}. */
export interface ReadBodyOptions {
  /** Largest body accepted; more answers 413 `API-413`. */
  maxBytes: number;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_TYPE = 'multipart/form-data';

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Reads the raw body, refusing (413) as soon as it passes `maxBytes`, declared or streamed. */
async function readLimited(
  c: Context,
  maxBytes: number,
  request: Request = c.req.raw,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => HttpError.of('API-413', generalErrorMessage(c));
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const bytes = await readStreamLimited(request.body, maxBytes);
  if (!bytes) throw tooLarge();
  return bytes;
}

function jsonFields(c: Context, text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw HttpError.of('API-400', generalErrorMessage(c));
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw HttpError.of('API-400', generalErrorMessage(c));
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
    else throw HttpError.of('API-400', generalErrorMessage(c));
  }
  return fields;
}

function formFields(entries: Iterable<[string, unknown]>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of entries) {
    // the first value of a repeated field wins; files are left to parseUploads
    if (typeof value === 'string' && !Object.hasOwn(fields, key)) fields[key] = value;
  }
  return fields;
}

/**
 * Reads a submitted form as a plain object of strings, whether it came as JSON (an object of
 * strings, numbers, booleans; `null` fields dropped), `application/x-www-form-urlencoded` (a form
 * posted without JavaScript) or `multipart/form-data` (files ignored: see `readFormData`).
 * Other content types → 415 `API-415`; larger than `maxBytes` → 413; malformed → 400.
 * Throws {@link HttpError}s, so `errorHandler` answers them.
 */
export function readBody(c: Context, opts: ReadBodyOptions): Promise<Record<string, string>> {
  return readFields(c, opts.maxBytes, c.req.raw);
}

/**
 * The fields {@link readBody} will read, without consuming the body (a clone is read): for
 * middlewares that key on a field, e.g. a per-e-mail rate limit. A body `readBody` would refuse
 * gives `{}`; the handler then refuses it with the proper error.
 */
export async function peekBody(c: Context, opts: ReadBodyOptions): Promise<Record<string, string>> {
  if (c.req.raw.bodyUsed) return {};
  try {
    return await readFields(c, opts.maxBytes, c.req.raw.clone());
  } catch {
    return {};
  }
}

async function readFields(c: Context, maxBytes: number, request: Request): Promise<Record<string, string>> {
  const type = mediaType(c);
  if (type !== JSON_TYPE && type !== FORM_TYPE && type !== MULTIPART_TYPE) {
    throw HttpError.of('API-415', generalErrorMessage(c));
  }
  const bytes = await readLimited(c, maxBytes, request);
  if (type === MULTIPART_TYPE) {
    return formFields(await parseMultipart(c, bytes));
  }
  const text = new TextDecoder().decode(bytes);
  return type === JSON_TYPE ? jsonFields(c, text) : formFields(new URLSearchParams(text));
}

async function parseMultipart(c: Context, bytes: Uint8Array<ArrayBuffer>): Promise<FormData> {
  try {
    return await new Response(bytes, {
      headers: { 'content-type': c.req.header('content-type') ?? '' },
    }).formData();
  } catch {
    throw HttpError.of('API-400', generalErrorMessage(c));
  }
}

/**
 * Reads a `multipart/form-data` body (with files) within `maxBytes`; other types → 415.
 * Pair with `parseUploads` to check the files.
 */
export async function readFormData(c: Context, opts: ReadBodyOptions): Promise<FormData> {
  if (mediaType(c) !== MULTIPART_TYPE) throw HttpError.of('API-415', generalErrorMessage(c));
  return parseMultipart(c, await readLimited(c, opts.maxBytes));
}
