/**
 * The catalog's public picture URLs (contract section 1: `/api/catalog/images/<id>/<width>.<format>`),
 * the one way a page of any remote points at a product picture: the catalog serves them, the search
 * results, the basket and the wishlist show them.
 */

/** The only widths the transform endpoint makes (a bounded set keeps its cache bounded). */
export const CATALOG_IMAGE_WIDTHS: readonly number[] = Object.freeze([160, 240, 320, 480, 640, 800, 1200]);

/** The formats the transform endpoint makes. */
export type CatalogImageFormat = 'avif' | 'webp' | 'jpeg';

/** Where the catalog serves its pictures (the composer proxies `/api/catalog/*` to it). */
export const CATALOG_IMAGE_BASE_PATH = '/api/catalog/images';

/** URL of a transformed picture (a path, no host). */
export function catalogImageUrl(id: string, width: number, format: CatalogImageFormat): string {
  return `${CATALOG_IMAGE_BASE_PATH}/${encodeURIComponent(id)}/${width}.${format}`;
}

/** `srcset` over the widths for one format: `…/160.avif 160w, …/240.avif 240w, …`. */
export function catalogImageSrcSet(
  id: string,
  format: CatalogImageFormat,
  widths: readonly number[] = CATALOG_IMAGE_WIDTHS,
): string {
  return widths.map((w) => `${catalogImageUrl(id, w, format)} ${w}w`).join(', ');
}

/** A `<picture>`'s sources of a catalog picture: AVIF, WebP and JPEG sets and a JPEG `src` `width` wide. */
export interface CatalogPictureSources {
  readonly src: string;
  readonly avif: string;
  readonly webp: string;
  readonly jpeg: string;
}

/** The sources of picture `id` (`srcWidth`: the JPEG of browsers without `srcset`). */
export function catalogPictureSources(id: string, srcWidth = 640): CatalogPictureSources {
  return {
    src: catalogImageUrl(id, srcWidth, 'jpeg'),
    avif: catalogImageSrcSet(id, 'avif'),
    webp: catalogImageSrcSet(id, 'webp'),
    jpeg: catalogImageSrcSet(id, 'jpeg'),
  };
}
