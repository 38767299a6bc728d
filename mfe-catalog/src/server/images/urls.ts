/**
 * Widths, formats and URLs of transformed pictures (what pages put into `src`/`srcset`): the URLs are
 * the catalog's public contract in `@sf/contracts`, which other remotes' pages use as well.
 */
import {
  CATALOG_IMAGE_BASE_PATH,
  CATALOG_IMAGE_WIDTHS,
  catalogImageSrcSet,
  catalogImageUrl,
} from '@sf/contracts';
import type { ImageFormat } from './types';

/** The only widths the transform endpoint makes (a bounded set keeps the cache bounded). */
export const IMAGE_WIDTHS = CATALOG_IMAGE_WIDTHS;

/** The formats the transform endpoint makes, with their content types. */
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = Object.freeze({
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
});

/** Where the catalog server mounts `imageRoutes` (the composer proxies `/api/catalog/*` there). */
export const IMAGE_BASE_PATH = CATALOG_IMAGE_BASE_PATH;

/** Whether `format` is one the endpoint makes. */
export function isImageFormat(format: string): format is ImageFormat {
  return Object.hasOwn(IMAGE_CONTENT_TYPES, format);
}

/** Height of a picture `width` wide: every picture is 4:5. */
export function imageHeight(width: number): number {
  return Math.round((width * 5) / 4);
}

/** URL of a transformed picture: `/api/catalog/images/<id>/<width>.<format>` (path, no host). */
export const imageUrl: (id: string, width: number, format: ImageFormat) => string = catalogImageUrl;

/** `srcset` value over IMAGE_WIDTHS for one format, e.g. `…/160.avif 160w, …/240.avif 240w, …`. */
export const imageSrcSet = (id: string, format: ImageFormat): string => catalogImageSrcSet(id, format);
