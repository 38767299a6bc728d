import sharp from 'sharp';
import { drawProductImage, drawProductImageAt } from './draw-product-image';
import { IMAGE_KINDS } from './draw/kinds';
import { parseHex } from './draw/paint';
import type { ImageKind, ImageSpec } from './types';

/** Share of pixels close to `colour` or to its shades (same hue family, not the light background). */
async function shareOf(png: Uint8Array, colour: string): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const [r0, g0, b0] = parseHex(colour);
  let near = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    // a shade of the colour: the colour scaled by 0.45…1.3 (shading gradients), channel by channel
    const k = (r + g + b + 1) / (r0 + g0 + b0 + 1);
    if (
      k > 0.45 &&
      k < 1.3 &&
      Math.abs(r - r0 * k) < 40 &&
      Math.abs(g - g0 * k) < 40 &&
      Math.abs(b - b0 * k) < 40
    )
      near++;
  }
  return near / (info.width * info.height);
}

/** The most frequent colour among pixels that are not near-grey (the studio background is grey). */
async function dominantChroma(png: Uint8Array): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [pr, pg, pb] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    if (Math.max(pr, pg, pb) - Math.min(pr, pg, pb) < 40) continue;
    r += pr;
    g += pg;
    b += pb;
    n++;
  }
  return { r: r / n, g: g / n, b: b / n };
}

const dress: ImageSpec = { kind: 'dress', colour: '#c8102e', seed: 1234, view: 0 };

describe('drawProductImage', () => {
  it('draws an opaque 1200×1500 master, the same bytes for the same spec', async () => {
    const [a, b] = await Promise.all([drawProductImage(dress), drawProductImage({ ...dress })]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const meta = await sharp(a).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1200, height: 1500, hasAlpha: false });
  });

  it('varies with the seed, the view and the colour', async () => {
    const base = Buffer.from(await drawProductImageAt(dress, 120));
    for (const other of [
      { ...dress, seed: 99 },
      { ...dress, view: 2 },
      { ...dress, colour: '#1f4e9c' },
    ]) {
      expect(base.equals(Buffer.from(await drawProductImageAt(other, 120)))).toBe(false);
    }
  });

  it('draws a red dress red: its coloured pixels are red and cover a good part of the picture', async () => {
    const png = await drawProductImageAt(dress, 240);
    const { r, g, b } = await dominantChroma(png);
    expect(r).toBeGreaterThan(150);
    expect(r).toBeGreaterThan(2 * g);
    expect(r).toBeGreaterThan(2 * b);
    expect(await shareOf(png, dress.colour)).toBeGreaterThan(0.12);
  });

  it('draws a blue sofa blue, not red', async () => {
    const png = await drawProductImageAt({ kind: 'sofa', colour: '#1f4e9c', seed: 7, view: 0 }, 240);
    const { r, b } = await dominantChroma(png);
    expect(b).toBeGreaterThan(r + 60);
  });

  it.each(IMAGE_KINDS.map((kind, i) => [kind, i] as const))(
    'draws a %s in its colour in every view',
    async (kind: ImageKind, i: number) => {
      const colour = ['#c8102e', '#1f4e9c', '#2e7d32', '#f2c300'][i % 4] ?? '#c8102e';
      const shares = await Promise.all(
        [0, 1, 2, 3].map(async (view) => {
          const png = await drawProductImageAt({ kind, colour, seed: i * 101, view }, 96);
          const meta = await sharp(png).metadata();
          expect([meta.width, meta.height]).toEqual([96, 120]);
          return shareOf(png, colour);
        }),
      );
      // the product, not the background, carries the colour: a visible part of each view
      expect(Math.min(...shares)).toBeGreaterThan(0.02);
    },
  );

  it('refuses specs it cannot draw', async () => {
    await expect(drawProductImage({ ...dress, kind: 'spaceship' as ImageKind })).rejects.toThrow(TypeError);
    await expect(drawProductImage({ ...dress, kind: 'toString' as ImageKind })).rejects.toThrow(TypeError);
    await expect(drawProductImage({ ...dress, colour: 'red' })).rejects.toThrow(TypeError);
    await expect(drawProductImage({ ...dress, colour: '#c8102e"/><script>' })).rejects.toThrow(TypeError);
    await expect(drawProductImage({ ...dress, view: 4 })).rejects.toThrow(TypeError);
    await expect(drawProductImage({ ...dress, seed: 1.5 })).rejects.toThrow(TypeError);
  });
});
