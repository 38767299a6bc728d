import { constants, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { WebpackPluginInstance } from 'webpack';

/** Text files the composer serves precompressed from `/_assets/` (source maps are not sent to shoppers). */
export const PRECOMPRESSED_FILES = /\.(?:js|mjs|css|json|svg|html|txt)$/;

/**
 * Writes a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) sibling of every text file of a
 * client build of at least 1 KB that gets at least 20 % smaller, so the composer sends compressed
 * bytes without compressing per request (`edge-composer/src/assets.ts` picks one by `accept-encoding`).
 */
export function precompressPlugins(): WebpackPluginInstance[] {
  const common = {
    test: PRECOMPRESSED_FILES,
    threshold: 1024,
    minRatio: 0.8,
    deleteOriginalAssets: false,
  } as const;
  return [
    new CompressionPlugin<BrotliOptions>({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin<ZlibOptions>({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}
