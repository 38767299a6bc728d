/** Widths, formats and URLs of transformed pictures (what pages put into `src`/`srcset`). */
import type { ImageFormat } from './types';

/** The only widths the transform endpoint makes (a bounded set keeps the cache bounded). */
export const IMAGE_WIDTHS: readonly number[] = Object.freeze([160, 240, 320, 480, 640, 800, 1200]);

/** The formats the transform endpoint makes, with their content types. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = Object.freeze({
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
});

/** Where the catalog server mounts `imageRoutes` (the composer proxies `/api/catalog/*` there). */
export const IMAGE_BASE_PATH = '/api/catalog/images';

/** Whether `format` is one the endpoint makes. */
export function isImageFormat(format: string): format is ImageFormat {
  return Object.hasOwn(IMAGE_CONTENT_TYPES, format);
}

/** Height of a picture `width` wide: every picture is 4:5. */
export function imageHeight(width: number): number {
  return Math.round((width * 5) / 4);
}

/** URL of a transformed picture: `/api/catalog/images/<id>/<width>.<format>` (path, no host). */
export function imageUrl(id: string, width: number, format: ImageFormat): string {
  return `${IMAGE_BASE_PATH}/${encodeURIComponent(id)}/${width}.${format}`;
}

/** `srcset` value over IMAGE_WIDTHS for one format, e.g. `…/160.avif 160w, …/240.avif 240w, …`. */
export function imageSrcSet(id: string, format: ImageFormat): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(id, w, format)} ${w}w`).join(', ');
}
