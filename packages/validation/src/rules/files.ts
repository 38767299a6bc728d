import type { ValidationMessageKey } from '../messages/de';

/** Upload limits of the spec: 10 files, 5 MB each, 5 MB together. */
export const FILE_LIMITS = {
  maxFiles: 10,
  maxFileBytes: 5 * 1024 * 1024,
  maxTotalBytes: 5 * 1024 * 1024,
} as const;

/** File name extensions accepted for upload (lower case, without dot). */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'heic', 'heif'] as const;

/** `accept` attribute for a file input. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

/** What the rules need of a file: a browser `File` qualifies, and so does a server upload. */
export interface FileLike {
  readonly name: string;
  readonly size: number;
}

/** A file that was not taken, and why. */
export interface FileRejection<F extends FileLike> {
  readonly file: F;
  readonly key: ValidationMessageKey;
}

/** `photo.JPG` → `jpg`; `''` without an extension. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a file name has an accepted upload extension. */
export function hasUploadExtension(name: string): boolean {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/**
 * Adds files to a selection by the spec's rules, in order: a name already selected is refused,
 * then the format, the size of each file (5 MB), the number (10) and the total (5 MB). Only the
 * first files that fit are kept; every refused file comes back with its message key.
 * @example const { files, rejected } = selectFiles(current, [...input.files])
 */
export function selectFiles<F extends FileLike>(
  existing: readonly F[],
  added: readonly F[],
): { files: F[]; rejected: FileRejection<F>[] } {
  const files = [...existing];
  const rejected: FileRejection<F>[] = [];
  const names = new Set(existing.map((f) => f.name));
  let total = existing.reduce((sum, f) => sum + f.size, 0);
  for (const file of added) {
    let key: ValidationMessageKey | undefined;
    if (names.has(file.name)) key = 'file.duplicateName';
    else if (!hasUploadExtension(file.name)) key = 'file.typeNotAllowed';
    else if (file.size > FILE_LIMITS.maxFileBytes) key = 'file.tooLarge';
    else if (files.length >= FILE_LIMITS.maxFiles) key = 'file.tooMany';
    else if (total + file.size > FILE_LIMITS.maxTotalBytes) key = 'file.totalTooLarge';
    if (key) {
      rejected.push({ file, key });
      continue;
    }
    files.push(file);
    names.add(file.name);
    total += file.size;
  }
  return { files, rejected };
}

/**
 * Content types the image check accepts (the spec: the upload formats plus tiff, svg, ico, avif,
 * apng), as `sniffFileType` of `@sf/server-kit` reports them.
 */
export const IMAGE_CHECK_MIME_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/heic',
  'image/heic-sequence',
  'image/heif',
  'image/heif-sequence',
  'image/avif',
  'image/tiff',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
];

const HEIF = ['image/heic', 'image/heic-sequence', 'image/heif', 'image/heif-sequence'];
/**
 * The content types each upload extension stands for (decision 0028): the bytes must be the image the
 * name says. SVG (script-capable) is the content of no upload extension, so it is never taken.
 * HEIC and HEIF are one container (`ftyp` brands `heic`, `mif1`, …), so either name takes any of them.
 */
const CONTENT_OF_EXTENSION: Readonly<Record<(typeof UPLOAD_EXTENSIONS)[number], readonly string[]>> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png', 'image/apng'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  bmp: ['image/bmp'],
  heic: HEIF,
  heif: HEIF,
};

/**
 * Server-side check of one uploaded file: its name must carry an upload extension and its content
 * must be the image that extension names (a PNG is no `.jpg`, an SVG no `.png`). The content type
 * comes from the server's sniffing (`(await sniffFileType(bytes))?.mime ?? null`, `@sf/server-kit`,
 * by `file-type`), so this package stays browser-safe and the magic numbers live in one place.
 */
export function validateUploadContent(
  name: string,
  sniffedMime: string | null,
): ValidationMessageKey | undefined {
  if (!hasUploadExtension(name)) return 'file.typeNotAllowed';
  const expected = CONTENT_OF_EXTENSION[fileExtension(name) as keyof typeof CONTENT_OF_EXTENSION];
  return sniffedMime !== null && expected.includes(sniffedMime) ? undefined : 'file.notAnImage';
}
