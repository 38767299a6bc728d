// What a stack keeps of its deploys (decision 0250), on real folders in a temporary directory.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import {
  ASSET_GRACE_MS,
  namedServerUrls,
  namedVersions,
  pruneAssets,
  pruneServerBuilds,
} from './retention.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'sf-retention-'));
after(() => rmSync(root, { recursive: true, force: true }));

const version = (v, port) => ({ version: v, server: `http://127.0.0.1:${port}` });
const registry = {
  tenants: {
    DE: {
      'mfe-x': {
        ...version('3', 3),
        canary: { percent: 10, version: version('4', 4) },
        history: [version('2', 2)],
      },
    },
    CH: { 'mfe-x': { ...version('3', 3), history: [version('1', 1)] } },
  },
};

function folder(...parts) {
  const dir = path.join(root, ...parts);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), '//');
  return dir;
}

test('names the live, canary and history versions of every tenant', () => {
  assert.deepEqual([...namedVersions(registry, 'mfe-x')].sort(), ['1', '2', '3', '4']);
  assert.deepEqual(
    [...namedServerUrls(registry, 'mfe-x')].sort(),
    [1, 2, 3, 4].map((p) => `http://127.0.0.1:${p}`),
  );
  assert.equal(namedVersions(registry, 'mfe-y').size, 0);
});

test('keeps named assets, and removes the others only a week after the registry stopped naming them', () => {
  const assets = path.join(root, 'assets');
  const state = path.join(root, 'run', 'asset-retention.json');
  for (const v of ['0', '1', '2', '3', '4']) folder('assets', 'mfe-x', v);
  folder('assets', 'mfe-gone', '9');
  const t0 = Date.UTC(2026, 10, 1);

  const first = pruneAssets(assets, state, registry, { now: t0 });
  assert.deepEqual(first.removed, []);
  assert.deepEqual(first.waiting.sort(), ['mfe-gone/9', 'mfe-x/0']);

  // named again in between (the same build deployed once more): its clock starts over
  const again = { tenants: { ...registry.tenants, AT: { 'mfe-x': { ...version('0', 9), history: [] } } } };
  pruneAssets(assets, state, again, { now: t0 + ASSET_GRACE_MS / 2 });
  assert.deepEqual(JSON.parse(readFileSync(state, 'utf8')), { 'mfe-gone/9': t0 });

  const later = pruneAssets(assets, state, registry, { now: t0 + ASSET_GRACE_MS });
  assert.deepEqual(later.removed, ['mfe-gone/9']);
  assert.deepEqual(later.waiting, ['mfe-x/0']);
  assert.ok(!existsSync(path.join(assets, 'mfe-gone', '9')));
  for (const v of ['0', '1', '2', '3', '4']) assert.ok(existsSync(path.join(assets, 'mfe-x', v)), v);
});

test('touches nothing without a registry', () => {
  const assets = path.join(root, 'assets-none');
  folder('assets-none', 'mfe-x', 'old');
  const state = path.join(root, 'run', 'none.json');
  assert.deepEqual(pruneAssets(assets, state, null, { now: Date.now() + 10 * ASSET_GRACE_MS }), {
    removed: [],
    waiting: [],
  });
  assert.ok(existsSync(path.join(assets, 'mfe-x', 'old')));
});

test('removes server builds no kept version runs from, leaving fresh copies and the module links', () => {
  const servers = path.join(root, 'servers', 'mfe-x');
  const kept = folder('servers', 'mfe-x', 'aaaa');
  const unclaimed = folder('servers', 'mfe-x', 'bbbb');
  const fresh = folder('servers', 'mfe-x', 'cccc');
  folder('servers', 'mfe-x', 'node_modules');
  folder('servers', 'mfe-x', 'dddd.123.tmp');
  const old = (Date.now() - 60 * 60 * 1000) / 1000;
  for (const dir of [kept, unclaimed]) utimesSync(dir, old, old);

  assert.deepEqual(pruneServerBuilds(servers, [kept]), [path.resolve(unclaimed)]);
  assert.ok(existsSync(kept));
  assert.ok(!existsSync(unclaimed));
  assert.ok(existsSync(fresh), 'a copy of a deploy under way is left alone');
  assert.ok(existsSync(path.join(servers, 'node_modules')));
  assert.deepEqual(pruneServerBuilds(path.join(root, 'servers', 'missing'), []), []);
});
