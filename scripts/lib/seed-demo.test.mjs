// `npm run seed:demo` (scripts/seed-demo.mjs) runs each domain's seed script with tsx, outside the
// server bundles: a seed that reaches React through a package index fails there only (it did, with
// "styled.p is not a function", after the basket's domain index began to import the gateway caller).
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../..');

test('npm run seed:demo writes every domain’s demo data into an empty data dir, and nothing twice', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-seed-'));
  const env = { ...process.env, SF_DATA_DIR: dataDir, DATABASE_URL: '' };
  const run = () =>
    promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts/seed-demo.mjs')], {
      env,
      cwd: ROOT,
      timeout: 240_000,
    });
  try {
    const first = (await run()).stdout;
    assert.match(first, /\[seed:demo\] account: [1-9]\d* demo customers/);
    assert.match(first, /\[seed:demo\] basket: [1-9]\d* demo vouchers, [1-9]\d* demo orders/);
    assert.match(first, /\[seed:demo\] credit: [1-9]\d* demo credit accounts/);
    const again = (await run()).stdout;
    assert.match(again, /\[seed:demo\] basket: 0 demo vouchers, 0 demo orders/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
