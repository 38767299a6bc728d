import type { RuleSetRule } from 'webpack';
import type { SwcOptions } from './workspace';

/**
 * Module rules shared by the client and server builds: TypeScript/JSX through swc-loader with
 * the root swc config, and ESM files of node_modules without the fully-specified requirement.
 */
export function moduleRules(swc: SwcOptions): RuleSetRule[] {
  return [
    { test: /\.m?js$/, resolve: { fullySpecified: false } },
    {
      test: /\.[cm]?[jt]sx?$/,
      exclude: /node_modules/,
      use: { loader: 'swc-loader', options: { ...swc, swcrc: false, configFile: false } },
    },
  ];
}

/** Extensions the builds resolve (sources import without extensions). */
export const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json'];
