// Installs what is missing: `npm ci` when node_modules is absent or older than the lockfile.
// Plain Node with no dependencies, so it runs on a fresh clone before anything is installed.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/stack.mjs';

export async function ensureInstall() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('[setup] installing dependencies (npm ci)…');
  await run('npm', existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'], {
    cwd: ROOT,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstall().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
