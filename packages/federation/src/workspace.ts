import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/** The fields of a package.json the preset reads. */
export interface PackageJson {
  readonly name?: string;
  readonly version?: string;
  readonly type?: string;
  /** The ESM entry of packages that ship both builds. */
  readonly module?: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly devDependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

/** Reads and parses a package.json file. */
export function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/**
 * Finds the npm workspace root above `from` (the first package.json with `workspaces`), so the
 * preset can load the one root `swc.config.cjs` from wherever an app lives.
 */
export function findWorkspaceRoot(from: string): string {
  let dir = resolve(from);
  for (;;) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { workspaces?: unknown };
      if (pkg.workspaces) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No npm workspace root above ${from}`);
    dir = parent;
  }
}

/** The swc options object produced by the root `swc.config.cjs`. */
export type SwcOptions = Record<string, unknown>;

/**
 * Loads the workspace's one swc config with the app's namespace, so jest, the client build and
 * the server build give styled-components the same component ids.
 */
export function loadSwcConfig(root: string, namespace: string): SwcOptions {
  return swcConfigModule(root)({ namespace });
}

/** A workspace package and the styled-components namespace its files compile with. */
export interface PackageNamespace {
  /** Absolute folder, no trailing separator. */
  readonly dir: string;
  /** Its package name (`@sf/ui`). */
  readonly name: string;
  /** `sf-ui`. */
  readonly namespace: string;
}

/**
 * Every workspace package with its styled-components namespace, as the root `swc.config.cjs`
 * names them (`packageNamespaces`): jest and the builds compile a package's files with it,
 * whichever app compiles them (decision 0280).
 */
export function loadPackageNamespaces(root: string): PackageNamespace[] {
  return swcConfigModule(root).packageNamespaces();
}

interface SwcConfigModule {
  (opts: { namespace: string }): SwcOptions;
  packageNamespaces(): PackageNamespace[];
}

function swcConfigModule(root: string): SwcConfigModule {
  const workspace = findWorkspaceRoot(root);
  const req = createRequire(join(workspace, 'package.json'));
  return req('./swc.config.cjs') as SwcConfigModule;
}

/**
 * Resolves the package.json of an installed package as the app at `root` sees it, or `null` when
 * it is not installed there.
 */
export function installedPackageJson(root: string, pkg: string): { file: string; json: PackageJson } | null {
  const req = createRequire(join(resolve(root), 'package.json'));
  try {
    const file = req.resolve(`${pkg}/package.json`);
    return { file, json: readPackageJson(file) };
  } catch {
    // packages whose exports map hides package.json: walk up from the entry point
    try {
      let dir = dirname(req.resolve(pkg));
      for (;;) {
        const file = join(dir, 'package.json');
        if (existsSync(file)) {
          const json = readPackageJson(file);
          if (json.name === pkg) return { file, json };
        }
        const parent = dirname(dir);
        if (parent === dir) return null;
        dir = parent;
      }
    } catch {
      return null;
    }
  }
}
