/**
 * The shop's app icons (decision 0155): the parcel mark of the favicon on the brand colour of
 * `@sf/tokens`, as SVG here and as PNG files made at build time (`build-files.ts`, sharp), named in
 * the shell's `mf-manifest.json` (`metaData.pwa.icons`) for the composer's web app manifests.
 */
import { BRAND_COLORS } from '@sf/tokens';

/** One icon file of the build. */
export interface AppIcon {
  /** Path inside the shell's assets. */
  readonly src: string;
  readonly size: number;
  /** `any`: rounded, shown as it is; `maskable`: full bleed, the mark inside the safe zone (inner 80 %). */
  readonly purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { src: 'pwa/icon-192.png', size: 192, purpose: 'any' },
  { src: 'pwa/icon-512.png', size: 512, purpose: 'any' },
  { src: 'pwa/icon-maskable-192.png', size: 192, purpose: 'maskable' },
  { src: 'pwa/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

const MARK =
  '<path d="M8 11l8-4 8 4v10l-8 4-8-4z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>' +
  '<path d="M8 11l8 4 8-4M16 15v10" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>';

/** The icon as SVG (32 × 32 units), drawn at `size` pixels. */
export function iconSvg(icon: Pick<AppIcon, 'size' | 'purpose'>): string {
  const background =
    icon.purpose === 'maskable'
      ? `<rect width="32" height="32" fill="${BRAND_COLORS.primary}"/>`
      : `<rect width="32" height="32" rx="6" fill="${BRAND_COLORS.primary}"/>`;
  // the maskable mark shrinks into the safe zone (a circle of 80 % of the icon)
  const mark =
    icon.purpose === 'maskable' ? `<g transform="translate(3.2 3.2) scale(0.8)">${MARK}</g>` : MARK;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}" viewBox="0 0 32 32">${background}${mark}</svg>`;
}
