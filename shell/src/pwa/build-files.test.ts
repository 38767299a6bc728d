/**
 * @jest-environment node
 */
import sharp from 'sharp';
import { pwaBuildFiles, PWA_META } from './build-files';

describe('the web app files of the build', () => {
  it('makes an offline page per locale (precached) and PNG icons of the sizes the manifest names', async () => {
    const files = await pwaBuildFiles();
    expect(files.filter((f) => f.precache).map((f) => f.name)).toEqual([
      'offline/de-DE.html',
      'offline/de-AT.html',
      'offline/de-CH.html',
      'offline/fr-CH.html',
      'offline/nl-NL.html',
    ]);
    for (const icon of PWA_META.icons) {
      const file = files.find((f) => f.name === icon.src);
      expect(file?.precache).toBe(false);
      const meta = await sharp(file!.content as Buffer).metadata();
      expect(meta.format).toBe('png');
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    // installable in Chromium: a 192 and a 512 icon for any purpose
    expect(PWA_META.icons.filter((i) => i.purpose === 'any').map((i) => i.sizes)).toEqual([
      '192x192',
      '512x512',
    ]);
  });

  it('fills the maskable icon to its edges with the brand colour', async () => {
    const files = await pwaBuildFiles();
    const maskable = files.find((f) => f.name === 'pwa/icon-maskable-512.png')!;
    const { data } = await sharp(maskable.content as Buffer)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x06, 0x80, 0x99]);
    expect(PWA_META.themeColor).toBe('#068099');
    expect(PWA_META.backgroundColor).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
