/**
 * WCAG 2.2 contrast maths (relative luminance and contrast ratio of sRGB colours).
 * Used by the token tests to prove every text/background pair meets AA, and available to
 * apps that must check a colour that comes from content (e.g. a CMS banner background).
 */

/** AA minimum for normal text (1.4.3). */
export const AA_TEXT = 4.5;
/** AA minimum for large text (1.4.3) and for UI component boundaries and focus indicators (1.4.11). */
export const AA_NON_TEXT = 3;

/** Parses `#rgb` or `#rrggbb` into 0–255 channels; throws on anything else (tokens are always hex). */
export function parseHex(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance per WCAG 2.2 (0 = black, 1 = white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Contrast ratio of two opaque hex colours, 1–21.
 * @example contrastRatio('#068099', '#ffffff') // ≈ 4.61
 */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
