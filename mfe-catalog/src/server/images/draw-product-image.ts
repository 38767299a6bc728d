/** Rasterises product pictures (SVG drawn per kind, see `draw/scene.ts`) with sharp. */
import sharp from 'sharp';
import type { ImageSpec } from './types';
import { MASTER_WIDTH, productSvg } from './draw/scene';

/**
 * Draws a picture `width` pixels wide (4:5, opaque RGB PNG). Tests draw small; the seed draws
 * masters through {@link drawProductImage}.
 */
export async function drawProductImageAt(spec: ImageSpec, width: number): Promise<Uint8Array> {
  const svg = productSvg(spec, width);
  const png = await sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 6 }).toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
}

/**
 * Draws the master picture (1200×1500, 4:5, opaque PNG) for a spec; same spec → same bytes.
 * Throws a TypeError for an unknown kind, a colour that is not `#rrggbb`, a non-integer seed or a
 * view outside 0–3.
 */
export function drawProductImage(spec: ImageSpec): Promise<Uint8Array> {
  return drawProductImageAt(spec, MASTER_WIDTH);
}
