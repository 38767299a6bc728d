// Unit tests of the server builds' fingerprint and immutable copies (`node --test scripts/lib/`).
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { installServerBuild, serverBuildIn } from './server-builds.mjs';
import { ROOT } from './stack.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'sf-server-builds-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function build(name, files) {
  const server = path.join(dir, name, 'server');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(server, file)), { recursive: true });
    writeFileSync(path.join(server, file), text);
  }
  return server;
}

test('the digest follows every file of the build, names included, and nothing else', () => {
  const a = serverBuildIn(build('a', { 'index.js': 'one', 'chunks/1.js': 'x' }));
  const same = serverBuildIn(build('same', { 'chunks/1.js': 'x', 'index.js': 'one' }));
  const changed = serverBuildIn(build('changed', { 'index.js': 'one', 'chunks/1.js': 'y' }));
  const renamed = serverBuildIn(build('renamed', { 'index.js': 'one', 'chunks/2.js': 'x' }));
  assert.match(a.digest, /^[0-9a-f]{16}$/);
  assert.equal(same.digest, a.digest);
  assert.notEqual(changed.digest, a.digest);
  assert.notEqual(renamed.digest, a.digest);
});

test('a folder without index.js is no server build', () => {
  assert.equal(serverBuildIn(build('none', { 'payment-sandbox.js': '' })), null);
  assert.equal(serverBuildIn(path.join(dir, 'missing')), null);
});

test('a build is copied once under its digest, resolving packages through the app and the repository', () => {
  const source = build('copy', { 'index.js': 'v1' });
  const server = serverBuildIn(source);
  const dataDir = path.join(dir, 'data');
  const app = { name: 'mfe-newsletter', dir: path.join(ROOT, 'mfe-newsletter') };
  const target = installServerBuild(dataDir, app, server);
  assert.equal(target, path.join(dataDir, 'servers', 'mfe-newsletter', server.digest));
  assert.equal(readFileSync(path.join(target, 'index.js'), 'utf8'), 'v1');
  // a rebuild in place does not touch the copy, and installing again keeps it
  writeFileSync(path.join(source, 'index.js'), 'v2');
  assert.equal(installServerBuild(dataDir, app, server), target);
  assert.equal(readFileSync(path.join(target, 'index.js'), 'utf8'), 'v1');
  assert.equal(
    realpathSync(path.join(dataDir, 'servers', 'node_modules')),
    realpathSync(path.join(ROOT, 'node_modules')),
  );
  if (existsSync(path.join(app.dir, 'node_modules')))
    assert.equal(
      realpathSync(path.join(dataDir, 'servers', 'mfe-newsletter', 'node_modules')),
      realpathSync(path.join(app.dir, 'node_modules')),
    );
});
