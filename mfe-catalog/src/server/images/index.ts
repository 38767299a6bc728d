/**
 * Product pictures of the catalog (contract: catalog-contracts §1): drawn per kind and colour by
 * the seed, kept in a content-addressed store, served resized and re-encoded by `imageRoutes`.
 */
export type { ImageKind, ImageSpec, ImageFormat } from './types';
export { drawProductImage } from './draw-product-image';
export { createImageStore, type DiskImageStore, type ImageStore } from './store';
export { createDrawingStore, specImageId, type DrawingStoreOptions } from './lazy-store';
export { IMAGE_WIDTHS, imageUrl, imageSrcSet, imageHeight } from './urls';
export { imageRoutes, type ImageRoutesOptions } from './routes';
export { IMAGE_KINDS } from './draw/kinds';
