import { installedPackageJson, readPackageJson } from './workspace';
import { join, resolve } from 'node:path';

/**
 * Third-party packages every app shares as singletons (docs/platform.md, section Client). The
 * deep entry points of React are keys of their own: without `react-dom/client` each app bundles
 * its own React DOM client (RECIPES.md).
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'styled-components',
  'zustand',
  'urql',
  '@urql/core',
  '@formatjs/intl',
  'react-final-form',
  'final-form',
  'single-spa-react',
] as const;

/** Workspace packages that run only in Node (build tools, servers, tests): never shared. */
export const NODE_ONLY_PACKAGES: readonly string[] = [
  '@sf/server-kit',
  '@sf/data',
  '@sf/federation',
  '@sf/testing',
];

/**
 * Workspace browser packages that every app bundles itself instead of sharing: pure functions and
 * texts without instance state (no context, no store, nothing that must exist once per page). Shared,
 * a package goes to the browser whole (a shared module cannot be tree-shaken: any remote may ask for
 * any export); bundled, each app keeps only what it imports. `@sf/validation`: every rule and ibantools
 * as one 9 KB shared file, where the newsletter and contact forms use a few rules (decision 0215).
 * `@sf/contracts` (type guards, error texts, route and composition helpers: the browser uses a few,
 * the composer and the deploy gate the rest): the same, decision 0240. `@sf/captcha`: its worker must be
 * a file of the app that shows the widget (its CSP allows workers from our origin only), and only the
 * forms with a captcha load it.
 */
export const BUNDLED_PACKAGES: readonly string[] = ['@sf/validation', '@sf/contracts', '@sf/captcha'];

/** One entry of the federation `shared` option. */
export interface SharedEntry {
  readonly singleton: true;
  readonly requiredVersion: string;
  readonly version: string;
}

/** The `shared` option plus the versions it was built with (for the registry's `sharedVersions`). */
export interface SharedConfig {
  readonly shared: Record<string, SharedEntry>;
  readonly sharedVersions: Record<string, string>;
}

function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/**
 * The `@sf/*` browser packages the app at `root` depends on, directly or through other `@sf/*`
 * packages. Each is shared so that one instance (one event bus, one theme context) serves the
 * shell and every remote on the page.
 */
export function sfBrowserPackages(root: string): string[] {
  const seen = new Set<string>();
  const visit = (pkgDir: string) => {
    const pkg = readPackageJson(join(pkgDir, 'package.json'));
    const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
    for (const dep of Object.keys(deps)) {
      if (!dep.startsWith('@sf/') || seen.has(dep) || NODE_ONLY_PACKAGES.includes(dep)) continue;
      const found = installedPackageJson(root, dep);
      if (!found) continue;
      seen.add(dep);
      visit(resolve(found.file, '..'));
    }
  };
  visit(resolve(root));
  return [...seen].sort();
}

/**
 * Builds the federation `shared` option for the app at `root`: every singleton of
 * {@link SHARED_SINGLETONS} that is installed and every `@sf/*` browser package of the app except
 * {@link BUNDLED_PACKAGES}, each `singleton: true` with `requiredVersion: ^<installed version>`.
 */
export function createShared(root: string, extra: readonly string[] = []): SharedConfig {
  const shared: Record<string, SharedEntry> = {};
  const sharedVersions: Record<string, string> = {};
  const sf = sfBrowserPackages(root).filter((pkg) => !BUNDLED_PACKAGES.includes(pkg));
  for (const request of [...SHARED_SINGLETONS, ...sf, ...extra]) {
    const found = installedPackageJson(root, packageOf(request));
    const version = found?.json.version;
    if (!version) continue;
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
    sharedVersions[request] = version;
  }
  return { shared, sharedVersions };
}
