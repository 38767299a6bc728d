// Unit tests of the control socket (`node --test scripts/lib/`): a real Unix socket, a stand-in manager.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { connectControl, serveControl } from './server-control.mjs';
import { ServerVersionRefused, versionPaths } from './server-versions.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'sf-control-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** What a manager was asked, and its answers. */
function manager() {
  const asked = [];
  return {
    asked,
    deploy: async (app, build) => {
      asked.push(['deploy', app, build.version]);
      if (build.version === 'bad') throw new ServerVersionRefused('the new server failed its health check');
      if (build.version === 'broken') throw new Error('disk full');
      return { url: 'http://127.0.0.1:1234', started: true };
    },
    ensure: async (app, urls) => void asked.push(['ensure', app, urls]),
    release: async (app, url) => void asked.push(['release', app, url]),
    status: () => ({ 'mfe-newsletter': [] }),
  };
}

test('no stack: no socket, or a socket nobody answers on, is no control', async () => {
  const socket = path.join(dir, 'none.sock');
  assert.equal(await connectControl(socket), null);
  writeFileSync(socket, '');
  assert.equal(await connectControl(socket), null);
});

test('a stack answers deploy, ensure and release; a refusal keeps its message', async () => {
  const socket = path.join(dir, 'stack', 'run', 'control.sock');
  const m = manager();
  const logged = [];
  const server = await serveControl(socket, m, (l) => logged.push(l));
  try {
    assert.equal(statSync(socket).mode & 0o777, 0o600);
    const control = await connectControl(socket);
    assert.deepEqual(await control.deploy('mfe-newsletter', { version: '2' }), {
      url: 'http://127.0.0.1:1234',
      started: true,
    });
    await control.ensure('mfe-newsletter', ['http://127.0.0.1:1']);
    await control.release('mfe-newsletter', 'http://127.0.0.1:1234');
    await assert.rejects(control.deploy('mfe-newsletter', { version: 'bad' }), {
      message: 'the new server failed its health check',
    });
    await assert.rejects(control.deploy('mfe-newsletter', { version: 'broken' }), {
      message: 'the stack could not do it: disk full',
    });
    assert.match(logged.join('\n'), /control request POST \/deploy failed: Error: disk full/);
    assert.deepEqual(m.asked, [
      ['deploy', 'mfe-newsletter', '2'],
      ['ensure', 'mfe-newsletter', ['http://127.0.0.1:1']],
      ['release', 'mfe-newsletter', 'http://127.0.0.1:1234'],
      ['deploy', 'mfe-newsletter', 'bad'],
      ['deploy', 'mfe-newsletter', 'broken'],
    ]);
    // a second stack on the same data directory is refused; the first keeps its socket
    await assert.rejects(
      serveControl(socket, manager()),
      /another stack already runs on this data directory/,
    );
    assert.ok(await connectControl(socket));
  } finally {
    await server.close();
  }
  assert.equal(await connectControl(socket), null);
  // a socket left by a killed stack is replaced
  writeFileSync(socket, '');
  const again = await serveControl(socket, manager());
  assert.ok(await connectControl(socket));
  await again.close();
});

test('a data directory too deep for a Unix socket gets its socket in the temporary folder', () => {
  assert.equal(versionPaths('/srv/shop/.data').socket, '/srv/shop/.data/run/control.sock');
  const deep = `/srv/${'x'.repeat(120)}/.data`;
  assert.match(versionPaths(deep).socket, new RegExp(`^${tmpdir()}/sf-control-[0-9a-f]{16}\\.sock$`));
  assert.equal(versionPaths(deep).socket, versionPaths(`${deep}/`).socket);
});
