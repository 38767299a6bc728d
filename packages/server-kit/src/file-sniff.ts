import { fileTypeFromBuffer } from 'file-type';

/** A file's type as its content says (never its name or declared type). */
export interface SniffedType {
  /** e.g. `image/png`, `image/apng`, `image/heic`, `application/pdf`, `image/svg+xml`. */
  readonly mime: string;
  /** e.g. `png`, `heic`, `pdf`, `svg`. */
  readonly ext: string;
}

/** The first bytes are all `file-type` needs; SVG is looked for in the first 4 KB. */
const HEAD_BYTES = 4100;

/**
 * An SVG document: optional BOM, XML declaration, comments and doctype, then `<svg`. `file-type`
 * reads binary signatures only (it detects no text formats), so this one text format is checked here.
 */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  return /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i.test(
    head,
  );
}

/**
 * The type of file content by its magic numbers (`file-type`, the maintained library), plus SVG
 * by its text; `null` when unknown. Server-side only: the browser-side validation package checks
 * names and sizes, the server checks content with this.
 * @example (await sniffFileType(bytes))?.mime // 'image/jpeg'
 */
export async function sniffFileType(bytes: Uint8Array): Promise<SniffedType | null> {
  if (bytes.byteLength === 0) return null;
  const head = bytes.subarray(0, HEAD_BYTES);
  let found: { mime: string; ext: string } | undefined;
  try {
    found = await fileTypeFromBuffer(head);
  } catch {
    found = undefined; // a malformed container is not a known type
  }
  if (found && found.mime !== 'application/xml') return { mime: found.mime, ext: found.ext };
  return isSvg(head) ? { mime: 'image/svg+xml', ext: 'svg' } : null;
}
