import { IMAGE_WIDTHS, imageHeight, imageSrcSet, imageUrl, isImageFormat } from './urls';

const id = 'a'.repeat(64);

describe('image URLs', () => {
  it('builds the transform path of one picture', () => {
    expect(imageUrl(id, 640, 'avif')).toBe(`/api/catalog/images/${id}/640.avif`);
  });

  it('lists every width once, ascending, in a srcset with w descriptors', () => {
    expect([...IMAGE_WIDTHS].sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS]);
    const set = imageSrcSet(id, 'webp').split(', ');
    expect(set).toHaveLength(IMAGE_WIDTHS.length);
    expect(set[0]).toBe(`/api/catalog/images/${id}/160.webp 160w`);
    expect(set.at(-1)).toBe(`/api/catalog/images/${id}/1200.webp 1200w`);
  });

  it('keeps every picture 4:5 and knows its formats', () => {
    expect(imageHeight(640)).toBe(800);
    expect(imageHeight(1200)).toBe(1500);
    expect(['avif', 'webp', 'jpeg'].every(isImageFormat)).toBe(true);
    expect(['png', 'jpg', 'constructor', '__proto__'].some(isImageFormat)).toBe(false);
  });

  it('escapes an id that is not a plain hex string', () => {
    expect(imageUrl('../x', 160, 'jpeg')).toBe('/api/catalog/images/..%2Fx/160.jpeg');
  });
});
