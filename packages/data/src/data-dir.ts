import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The repository root: the nearest folder above `start` whose package.json declares workspaces
 * (falls back to `start`). Works from sources, tests and bundled servers alike.
 */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
        if (pkg.workspaces) return dir;
      } catch {
        // an unreadable package.json is not the root; keep looking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}

/** Root of embedded data: the option, else `SF_DATA_DIR`, else `<repo>/.data`. */
export function resolveDataRoot(dataDir?: string): string {
  const fromEnv = process.env['SF_DATA_DIR'];
  if (dataDir) return resolve(dataDir);
  if (fromEnv) return resolve(fromEnv);
  return join(findRepoRoot(), '.data');
}
