import { encoder } from './html';

/**
 * A fragment's markup as the UTF-8 bytes its server sent, and the CSP nonce written into it. The
 * composer never decodes a fragment body: it writes the bytes into the page as they came (no
 * decode and re-encode of ~25 KB per page). A body fetched for another request (shared in flight or
 * cached) carries that request's nonce; {@link withBodyNonce} gives a copy with the current one.
 */
export interface FragmentBody {
  readonly bytes: Uint8Array;
  /** The nonce the bytes carry (`''`: none, nothing to swap). */
  readonly nonce: string;
}

/** Where a body's nonce occurs, found once per body (a cached body serves many requests). */
const positions = new WeakMap<FragmentBody, readonly number[]>();

interface Searchable {
  indexOf(value: Uint8Array, from: number): number;
}
const nodeBuffer = (
  globalThis as {
    Buffer?: { from(b: ArrayBufferLike, o: number, l: number): Searchable; isBuffer(v: unknown): boolean };
  }
).Buffer;

/** `bytes` as a Node `Buffer` (itself when it is one: fragment bodies and page chunks are). */
function searchable(bytes: Uint8Array): Searchable | null {
  if (!nodeBuffer) return null;
  return nodeBuffer.isBuffer(bytes)
    ? (bytes as unknown as Searchable)
    : nodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Whether `needle` occurs in `haystack` (stops at the first occurrence). */
export function contains(haystack: Uint8Array, needle: Uint8Array): boolean {
  if (needle.length === 0) return true;
  if (haystack.length < needle.length) return false;
  const view = searchable(haystack);
  return view ? view.indexOf(needle, 0) !== -1 : occurrences(haystack, needle).length > 0;
}

/** Every start of `needle` in `haystack` (Node's native `Buffer#indexOf` where there is one). */
export function occurrences(haystack: Uint8Array, needle: Uint8Array): number[] {
  const found: number[] = [];
  if (needle.length === 0 || haystack.length < needle.length) return found;
  const view = searchable(haystack);
  if (view) {
    for (let at = view.indexOf(needle, 0); at !== -1; at = view.indexOf(needle, at + needle.length))
      found.push(at);
    return found;
  }
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let at = haystack.indexOf(first!, 0); at !== -1 && at <= last; at = haystack.indexOf(first!, at + 1)) {
    let same = true;
    for (let k = 1; k < needle.length && same; k += 1) same = haystack[at + k] === needle[k];
    if (same) {
      found.push(at);
      at += needle.length - 1;
    }
  }
  return found;
}

/** A body from bytes that carry `nonce` (the one the fragment request sent). */
export function bodyOf(bytes: Uint8Array, nonce: string): FragmentBody {
  return { bytes, nonce };
}

/** A body from markup the composer made itself (fallbacks, the 404 content); it carries no nonce. */
export function bodyFromText(text: string): FragmentBody {
  return { bytes: encoder.encode(text), nonce: '' };
}

/** The body with `nonce` in place of the one it carries: the same object when nothing changes. */
export function withBodyNonce(body: FragmentBody, nonce: string): FragmentBody {
  if (body.nonce === '' || body.nonce === nonce) return body;
  let at = positions.get(body);
  if (!at) {
    at = occurrences(body.bytes, encoder.encode(body.nonce));
    positions.set(body, at);
  }
  if (at.length === 0) return body;
  const replacement = encoder.encode(nonce);
  const from = encoder.encode(body.nonce).length;
  const out = new Uint8Array(body.bytes.length + at.length * (replacement.length - from));
  let read = 0;
  let write = 0;
  for (const start of at) {
    out.set(body.bytes.subarray(read, start), write);
    write += start - read;
    out.set(replacement, write);
    write += replacement.length;
    read = start + from;
  }
  out.set(body.bytes.subarray(read), write);
  return { bytes: out, nonce };
}

const decoder = new TextDecoder();

/** The body as text (tests and the rare checks that need it). */
export function bodyText(body: FragmentBody): string {
  return decoder.decode(body.bytes);
}

/** Whether the body is empty or only ASCII whitespace. */
export function isBlank(body: FragmentBody): boolean {
  for (const byte of body.bytes)
    if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return false;
  return true;
}
