// Starts the storefront for Playwright on a fresh data directory (no state from earlier runs).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stack.mjs';

rmSync(path.resolve(ROOT, process.env.SF_DATA_DIR ?? '.tmp/e2e-data'), { recursive: true, force: true });
await import('./start.mjs');
