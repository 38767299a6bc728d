/**
 * What the shell's service-worker build adds to `dist/client` (decision 0155): the offline page of
 * every locale (precached by the worker) and the app icons as PNG (rendered from `iconSvg` by sharp).
 * Runs in Node at build time only (`webpack.config.ts`).
 */
import sharp from 'sharp';
import type { ServiceWorkerBuildFile } from '@sf/federation';
import { BRAND_COLORS, createPalette } from '@sf/tokens';
import { APP_ICONS, iconSvg } from './icons';
import { OFFLINE_LOCALES, renderOfflinePage } from './offline-page';
import { offlinePageFile } from './sw-rules';

/** The offline pages (precached) and the icons (not precached: the browser fetches them when installing). */
export async function pwaBuildFiles(): Promise<ServiceWorkerBuildFile[]> {
  const pages = OFFLINE_LOCALES.map((locale) => ({
    name: offlinePageFile(locale),
    content: renderOfflinePage(locale),
    precache: true,
  }));
  const icons = await Promise.all(
    APP_ICONS.map(async (icon) => ({
      name: icon.src,
      content: await sharp(Buffer.from(iconSvg(icon)))
        .png()
        .toBuffer(),
      precache: false,
    })),
  );
  return [...pages, ...icons];
}

/**
 * What the shell's manifest says about the web app besides its worker (`metaData.pwa`): the icons and
 * the colours of the design tokens (the brand colour, the light background), for the composer's web app manifests.
 */
export const PWA_META = {
  icons: APP_ICONS.map((icon) => ({
    src: icon.src,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  })),
  themeColor: BRAND_COLORS.primary,
  backgroundColor: createPalette({ whiteLabel: false, scheme: 'light' }).background.default,
};
