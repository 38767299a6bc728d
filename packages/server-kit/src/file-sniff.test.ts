import { sniffFileType } from './file-sniff';

const text = (s: string) => new TextEncoder().encode(s);
const bytes = (...parts: (number[] | string | Uint8Array)[]) => {
  const arrays = parts.map((p) => (typeof p === 'string' ? text(p) : Uint8Array.from(p)));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let o = 0;
  for (const a of arrays) {
    out.set(a, o);
    o += a.length;
  }
  return out;
};
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const chunk = (type: string, length: number) => bytes(u32(length), type, new Array(length + 4).fill(0));
const PNG_SIG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ftyp = (major: string, ...compatible: string[]) =>
  bytes(u32(16 + 4 * compatible.length), 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('sniffFileType', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['image/png', bytes(PNG_SIG, chunk('IHDR', 13), chunk('IDAT', 2), chunk('IEND', 0))],
    ['image/apng', bytes(PNG_SIG, chunk('IHDR', 13), chunk('acTL', 8), chunk('IDAT', 2))],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['image/bmp', bytes('BM', new Array(12).fill(0), [40, 0, 0, 0])],
    ['image/tiff', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0], new Array(16).fill(0))],
    ['image/x-icon', bytes([0, 0, 1, 0, 1, 0, 16, 16], new Array(16).fill(0))],
    ['image/heic', ftyp('heic', 'mif1', 'heic')],
    ['image/heif', ftyp('mif1', 'mif1')],
    ['image/avif', ftyp('avif', 'mif1', 'avif')],
    ['application/pdf', text('%PDF-1.7\n%âãÏÓ')],
    ['image/svg+xml', text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    [
      'image/svg+xml',
      text(
        '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- icon -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg viewBox="0 0 1 1"></svg>',
      ),
    ],
  ] as const)('recognizes %s by its content', async (mime, content) => {
    expect((await sniffFileType(content))?.mime).toBe(mime);
  });

  it.each([
    ['empty', new Uint8Array()],
    ['plain text', text('hello world')],
    ['HTML with inline svg', text('<html><body><svg></svg></body></html>')],
    ['truncated JPEG', bytes([0xff, 0xd8])],
  ])('knows no type for %s', async (_name, content) => {
    await expect(sniffFileType(content)).resolves.toBeNull();
  });

  it('never takes a renamed executable for an image', async () => {
    expect(
      (await sniffFileType(bytes('MZ', [0x90, 0, 3, 0], new Array(60).fill(0))))?.mime ?? null,
    ).not.toMatch(/^image\//);
  });
});
