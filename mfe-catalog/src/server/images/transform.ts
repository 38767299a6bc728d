/**
 * The transform itself: a master picture resized to one of IMAGE_WIDTHS (4:5, cover) and encoded
 * at quality 75. AVIF effort is kept low: effort 4 (libvips' default) takes about 0.9 s for a
 * 640 px picture on this machine's cores, effort 2 about 0.16 s at a few per cent more bytes
 * (decision 0051).
 */
import sharp from 'sharp';
import type { ImageFormat } from './types';
import { imageHeight } from './urls';

/** Quality of every format (spec: image-transform endpoint, quality 75). */
export const IMAGE_QUALITY = 75;
/** AVIF encoder effort (0 fastest … 9 smallest). */
export const AVIF_EFFORT = 2;

/**
 * Names the transform's output for a given sharp/libvips build and settings; part of every ETag,
 * so an upgrade that changes the bytes also changes the tags.
 */
export const TRANSFORM_TAG =
  `q${IMAGE_QUALITY}a${AVIF_EFFORT}-sharp${sharp.versions.sharp ?? ''}-vips${sharp.versions.vips}`.replace(
    /[^\w.-]/g,
    '',
  );

/** Resizes and encodes one master picture (any format sharp reads) to `width` × 5/4 in `format`. */
export async function transformImage(
  master: Uint8Array,
  width: number,
  format: ImageFormat,
): Promise<Uint8Array> {
  let pipeline = sharp(master, { failOn: 'error', limitInputPixels: 4096 * 4096 }).resize(
    width,
    imageHeight(width),
    { fit: 'cover' },
  );
  if (format === 'avif') pipeline = pipeline.avif({ quality: IMAGE_QUALITY, effort: AVIF_EFFORT });
  else if (format === 'webp') pipeline = pipeline.webp({ quality: IMAGE_QUALITY, effort: 4 });
  else pipeline = pipeline.jpeg({ quality: IMAGE_QUALITY, mozjpeg: true });
  const out = await pipeline.toBuffer();
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
