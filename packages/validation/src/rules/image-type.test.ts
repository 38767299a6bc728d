import { detectImageType, isAcceptedImage } from './image-type';

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

describe('detectImageType', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['png', bytes(PNG_SIG, chunk('IHDR', 13), chunk('IDAT', 2), chunk('IEND', 0))],
    ['apng', bytes(PNG_SIG, chunk('IHDR', 13), chunk('acTL', 8), chunk('IDAT', 2))],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['bmp', bytes('BM', new Array(12).fill(0), [40, 0, 0, 0])],
    ['tiff', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0])],
    ['tiff', bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8])],
    ['ico', bytes([0, 0, 1, 0, 1, 0, 16, 16])],
    ['heic', ftyp('heic', 'mif1', 'heic')],
    ['heif', ftyp('mif1', 'mif1')],
    ['avif', ftyp('avif', 'mif1', 'avif')],
    ['avif', ftyp('mif1', 'mif1', 'avif')],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    [
      'svg',
      bytes(
        '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- icon -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg viewBox="0 0 1 1"></svg>',
      ),
    ],
  ] as const)('recognizes %s', (type, content) => {
    expect(detectImageType(content)).toBe(type);
    expect(isAcceptedImage(content)).toBe(true);
  });

  it.each([
    ['empty', new Uint8Array()],
    ['plain text', text('hello world')],
    ['PDF', text('%PDF-1.7\n')],
    ['ZIP', bytes([0x50, 0x4b, 0x03, 0x04])],
    ['HTML with inline svg', text('<html><body><svg></svg></body></html>')],
    ['MP4', ftyp('isom', 'isom', 'mp41')],
    ['BMP-like text', text('BMW rocks, really')],
    ['cursor', bytes([0, 0, 2, 0, 1, 0])],
    ['icon with no images', bytes([0, 0, 1, 0, 0, 0])],
    ['truncated JPEG', bytes([0xff, 0xd8])],
    ['RIFF that is WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
  ])('refuses %s', (_name, content) => {
    expect(detectImageType(content)).toBeNull();
    expect(isAcceptedImage(content)).toBe(false);
  });

  it('does not loop on a PNG with a broken chunk length', () => {
    expect(detectImageType(bytes(PNG_SIG, [0xff, 0xff, 0xff, 0xff], 'IHDR'))).toBe('png');
  });
});
