// `npm run seed:demo`: writes the demo data (demo customers and their account data, demo vouchers and
// orders, demo credit accounts; README) into the data dir (SF_DATA_DIR, default .data) or the
// PostgreSQL of DATABASE_URL. A start with development features does this by itself; a production
// start never does (decision 0102). With PGlite, run it while the shop is stopped (one process per data dir).
import path from 'node:path';
import { run } from './lib/run.mjs';
import { ROOT } from './lib/stack.mjs';

const env = { ...process.env, SF_DATA_DIR: path.resolve(ROOT, process.env.SF_DATA_DIR ?? '.data') };
for (const workspace of ['mfe-account', 'mfe-basket-checkout', 'mfe-credit-instalments']) {
  await run('npm', ['run', 'seed:demo', '-w', workspace, '--silent'], { cwd: ROOT, env });
}
