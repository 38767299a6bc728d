import { sniffFileType } from './file-sniff';

/** File types recognised by their first bytes. */
export type UploadType =
  'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/heic' | 'application/pdf';

/** What one form field may carry. */
export interface UploadRule {
  /** Accepted types, checked by content (magic numbers), never by name or declared type. */
  types: readonly UploadType[];
  /** Largest file in bytes. */
  maxBytes: number;
  /** Most files in this field (default 1). */
  maxFiles?: number;
  /** At least one file needed. */
  required?: boolean;
}

/** A file that passed its rule. */
export interface UploadedFile {
  field: string;
  /** The client's file name without any path, control characters or quotes, at most 200 chars. */
  name: string;
  /** The type detected from the content. */
  type: UploadType;
  size: number;
  bytes: Uint8Array;
}

/** Why a field failed (map these to the domain's message keys). */
export type UploadProblem = 'required' | 'too-many' | 'too-large' | 'type';

/** The outcome of {@link parseUploads}: files by field, or problems by field. */
export type UploadResult =
  | { ok: true; files: Record<string, UploadedFile[]> }
  | { ok: false; problems: Record<string, UploadProblem> };

/** The upload type of each content type `file-type` reports (HEIF variants count as HEIC, as phones send them). */
const UPLOAD_TYPE_OF: Readonly<Record<string, UploadType>> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
  'image/heic': 'image/heic',
  'image/heic-sequence': 'image/heic',
  'image/heif': 'image/heic',
  'image/heif-sequence': 'image/heic',
  'application/pdf': 'application/pdf',
};

/** The type of a file by its content (`file-type`, see {@link sniffFileType}), `null` when none of {@link UploadType} matches. */
export async function detectUploadType(bytes: Uint8Array): Promise<UploadType | null> {
  const sniffed = await sniffFileType(bytes);
  return (sniffed && UPLOAD_TYPE_OF[sniffed.mime]) ?? null;
}

/** A file name safe to log and store: no path, control characters or quotes. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'upload';
}

function isFile(value: File | string): value is File {
  return typeof value !== 'string';
}

/**
 * Checks the files of a submitted form against per-field rules, by content: a renamed `.exe`
 * is not a PDF. Empty file inputs (size 0, as browsers send them) count as absent. Files in
 * fields without a rule are refused (`type`).
 *
 * @example parseUploads(await readFormData(c, { maxBytes: 11e6 }), { attachment: { types: ['image/jpeg', 'application/pdf'], maxBytes: 5e6, maxFiles: 2 } })
 */
export async function parseUploads(
  formData: FormData,
  rules: Readonly<Record<string, UploadRule>>,
): Promise<UploadResult> {
  const files: Record<string, UploadedFile[]> = {};
  const problems: Record<string, UploadProblem> = {};
  const byField = new Map<string, File[]>();
  for (const [field, value] of formData.entries()) {
    if (!isFile(value) || value.size === 0) continue;
    if (!Object.hasOwn(rules, field)) {
      problems[field] = 'type';
      continue;
    }
    byField.set(field, [...(byField.get(field) ?? []), value]);
  }
  for (const [field, rule] of Object.entries(rules)) {
    const list = byField.get(field) ?? [];
    if (list.length === 0) {
      if (rule.required) problems[field] = 'required';
      continue;
    }
    if (list.length > (rule.maxFiles ?? 1)) {
      problems[field] = 'too-many';
      continue;
    }
    const accepted: UploadedFile[] = [];
    for (const file of list) {
      if (file.size > rule.maxBytes) {
        problems[field] = 'too-large';
        break;
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = await detectUploadType(bytes);
      if (!type || !rule.types.includes(type)) {
        problems[field] = 'type';
        break;
      }
      accepted.push({ field, name: safeFileName(file.name), type, size: bytes.byteLength, bytes });
    }
    if (!problems[field]) files[field] = accepted;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, files };
}
