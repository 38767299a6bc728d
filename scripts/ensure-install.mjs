// Installs what is missing: `npm ci` when node_modules is absent or older than the lockfile.
// Plain Node with no dependencies, so it runs on a fresh clone before anything is installed.
// The registry this project is built against serves no metadata for some optional platform
// binaries (@swc/core-darwin-*, -win32-*), so a lockfile made here lacks them and `npm ci`
// refuses it as out of sync; `npm install` then installs the same locked versions.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/stack.mjs';

export async function ensureInstall() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const stale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  const flags = ['--no-audit', '--no-fund'];
  if (existsSync(lock)) {
    console.log('[setup] installing dependencies (npm ci)…');
    try {
      await run('npm', ['ci', ...flags], { cwd: ROOT });
      return;
    } catch (err) {
      console.log(`[setup] ${err.message}; installing the locked versions with npm install…`);
    }
  }
  await run('npm', ['install', ...flags], { cwd: ROOT });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstall().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
