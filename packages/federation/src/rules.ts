import { sep } from 'node:path';
import type { RuleSetRule, RuleSetUseItem } from 'webpack';
import { loadPackageNamespaces, loadSwcConfig, type SwcOptions } from './workspace';

/** swc-loader with the given options (no .swcrc, no swc config file: the root config is the one). */
function swcLoader(swc: SwcOptions): RuleSetUseItem {
  return { loader: 'swc-loader', options: { ...swc, swcrc: false, configFile: false } };
}

/**
 * The swc-loader rules of an app, first match wins (`oneOf`): a file of a workspace package
 * (`packages/ui/…`) compiles with that package's styled-components namespace (`sf-ui`), any other
 * with the app's (`mfe-catalog`). A shared package's components then get the same ids in every
 * build — the shell's client build, whose copy the browser runs, and each remote's server build,
 * which rendered the HTML — so the first client render reuses the server's rules and class names
 * (decision 0280). An app's own files keep ids unique across apps.
 */
export function swcRules(root: string, app: string): RuleSetRule[] {
  return [
    ...loadPackageNamespaces(root).map(({ dir, namespace }) => ({
      include: dir + sep,
      use: swcLoader(loadSwcConfig(root, namespace)),
    })),
    { use: swcLoader(loadSwcConfig(root, app)) },
  ];
}

/**
 * Module rules shared by the client and server builds: TypeScript/JSX through swc-loader with
 * the root swc config ({@link swcRules}), and ESM files of node_modules without the
 * fully-specified requirement.
 */
export function moduleRules(root: string, app: string): RuleSetRule[] {
  return [
    { test: /\.m?js$/, resolve: { fullySpecified: false } },
    { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, oneOf: swcRules(root, app) },
  ];
}

/** Extensions the builds resolve (sources import without extensions). */
export const RESOLVE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.json'];
