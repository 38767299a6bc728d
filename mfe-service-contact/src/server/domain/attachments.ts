import { safeFileName, sniffFileType } from '@sf/server-kit';
import { selectFiles, validateUploadContent, type ValidationMessageKey } from '@sf/validation';

/** A file of the form, checked by the spec's rules and by its content. */
export interface CheckedFile {
  readonly name: string;
  /** The content type the bytes show (`file-type`), never the declared one. */
  readonly contentType: string;
  readonly size: number;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/** A refused file and the key of its message. */
export interface FileProblem {
  readonly name: string;
  readonly key: ValidationMessageKey;
}

/**
 * Checks the uploaded files in order by the spec's rules (duplicate name, format by name, 5 MB
 * each, 10 files, 5 MB in total; `selectFiles` of @sf/validation, as the browser does) and then
 * each accepted file by its content (`sniffFileType`: a renamed `.exe` is no `.jpg`). Any refused
 * file refuses the upload: the shopper sees which one and why, and nothing is stored.
 */
export async function checkAttachments(
  files: readonly File[],
): Promise<{ ok: true; files: CheckedFile[] } | { ok: false; problem: FileProblem }> {
  const named = files
    .filter((f) => f.size > 0)
    .map((file) => ({ file, name: safeFileName(file.name), size: file.size }));
  const { files: accepted, rejected } = selectFiles([], named);
  const first = rejected[0];
  if (first) return { ok: false, problem: { name: first.file.name, key: first.key } };
  const checked: CheckedFile[] = [];
  for (const { file, name } of accepted) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sniffed = await sniffFileType(bytes);
    const key = validateUploadContent(name, sniffed?.mime ?? null);
    if (key || !sniffed) return { ok: false, problem: { name, key: key ?? 'file.notAnImage' } };
    checked.push({ name, contentType: sniffed.mime, size: bytes.byteLength, bytes });
  }
  return { ok: true, files: checked };
}

/**
 * The content type a stored file is handed on with: an SVG (allowed by the image check) is
 * script-capable, so it never travels as `image/svg+xml` — mail clients and any later download get
 * `application/octet-stream` and an attachment disposition.
 */
export function deliveredContentType(contentType: string): string {
  return contentType === 'image/svg+xml' ? 'application/octet-stream' : contentType;
}
