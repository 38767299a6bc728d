/** Image types the content check recognizes. */
export type ImageType =
  'jpeg' | 'png' | 'apng' | 'gif' | 'webp' | 'bmp' | 'heic' | 'heif' | 'avif' | 'tiff' | 'svg' | 'ico';

const startsWith = (bytes: Uint8Array, sig: readonly number[], offset = 0) =>
  bytes.length >= offset + sig.length && sig.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

const u32be = (b: Uint8Array, o: number) =>
  ((b[o] ?? 0) * 0x1000000 + ((b[o + 1] ?? 0) << 16) + ((b[o + 2] ?? 0) << 8) + (b[o + 3] ?? 0)) >>> 0;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG with an `acTL` chunk before its first `IDAT` is an animated PNG. */
function pngKind(bytes: Uint8Array): 'png' | 'apng' {
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const type = ascii(bytes, offset + 4, offset + 8);
    if (type === 'acTL') return 'apng';
    if (type === 'IDAT' || type === 'IEND') return 'png';
    offset += 12 + u32be(bytes, offset);
  }
  return 'png';
}

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/** HEIF family (ISO BMFF `ftyp` box): AVIF, HEIC or generic HEIF by its brands. */
function heifKind(bytes: Uint8Array): 'avif' | 'heic' | 'heif' | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxEnd = Math.min(u32be(bytes, 0) || bytes.length, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let o = 16; o + 4 <= boxEnd; o += 4) brands.push(ascii(bytes, o, o + 4));
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heif';
  return null;
}

/** An SVG document: optional BOM, XML declaration, comments and doctype, then `<svg`. */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  return /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i.test(
    head,
  );
}

/** A BMP: `BM` and a known DIB header size at offset 14. */
function isBmp(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x42, 0x4d]) || bytes.length < 18) return false;
  const dib =
    (bytes[14] ?? 0) | ((bytes[15] ?? 0) << 8) | ((bytes[16] ?? 0) << 16) | ((bytes[17] ?? 0) << 24);
  return [12, 16, 40, 52, 56, 64, 108, 124].includes(dib);
}

/**
 * The image type of file content by its magic numbers (the name and the declared MIME type
 * cannot be trusted); `null` when it is none of the known image types.
 * @example detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'jpeg'
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG)) return pngKind(bytes);
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isBmp(bytes)) return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  if (startsWith(bytes, [0x49, 0x49, 0x2b, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2b]))
    return 'tiff';
  if (
    startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) &&
    bytes.length >= 6 &&
    ((bytes[4] ?? 0) | ((bytes[5] ?? 0) << 8)) > 0
  ) {
    return 'ico';
  }
  const heif = heifKind(bytes);
  if (heif) return heif;
  return isSvg(bytes) ? 'svg' : null;
}

/** Every type the image check accepts: the upload formats plus tiff, svg, ico, avif and apng. */
export const IMAGE_CHECK_TYPES: readonly ImageType[] = [
  'jpeg',
  'png',
  'gif',
  'webp',
  'bmp',
  'heic',
  'heif',
  'tiff',
  'svg',
  'ico',
  'avif',
  'apng',
];

/** Whether content is an image the image check accepts. */
export function isAcceptedImage(bytes: Uint8Array): boolean {
  const type = detectImageType(bytes);
  return type !== null && IMAGE_CHECK_TYPES.includes(type);
}
