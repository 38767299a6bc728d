/**
 * Browser-side URLs of the images slice's transform endpoint (contract section 1:
 * `/api/catalog/images/<id>/<width>.<format>`). The server module `src/server/images` is not
 * imported into the browser bundle (it uses sharp); these follow its `imageUrl`/`imageSrcSet`.
 */
export const PICTURE_WIDTHS = [160, 240, 320, 480, 640, 800, 1200] as const;
export type PictureFormat = 'avif' | 'webp' | 'jpeg';

export const pictureUrl = (id: string, width: number, format: PictureFormat) =>
  `/api/catalog/images/${encodeURIComponent(id)}/${width}.${format}`;

export const pictureSrcSet = (id: string, format: PictureFormat) =>
  PICTURE_WIDTHS.map((w) => `${pictureUrl(id, w, format)} ${w}w`).join(', ');
