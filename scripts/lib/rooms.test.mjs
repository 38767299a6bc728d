import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { roomProblems } from './rooms.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

test('every remote of the workspace has the same rooms (known gaps named with their reason)', () => {
  assert.deepEqual(roomProblems(ROOT), []);
});

function remote(root, name, { skip = [], messages = ['de-DE.json'] } = {}) {
  const dir = join(root, name);
  for (const room of ['src/exposes', 'src/features', 'src/standalone', 'e2e', 'src/server'])
    if (!skip.includes(room)) {
      mkdirSync(join(dir, room), { recursive: true });
      writeFileSync(
        join(dir, room, 'a.ts'),
        room === 'src/server' ? "import { x } from '@sf/remote-server';\n" : '',
      );
    }
  mkdirSync(join(dir, 'src/messages'), { recursive: true });
  for (const m of messages) writeFileSync(join(dir, 'src/messages', m), '{}');
  if (!skip.includes('README.md')) writeFileSync(join(dir, 'README.md'), '# r\n');
}

test('names each missing room, a server off the preset and messages that are not JSON', () => {
  const root = mkdtempSync(join(tmpdir(), 'rooms-'));
  try {
    remote(root, 'mfe-good');
    remote(root, 'mfe-bad', { skip: ['src/exposes', 'README.md'], messages: ['de-DE.ts'] });
    mkdirSync(join(root, 'mfe-bad/src/server'), { recursive: true });
    writeFileSync(join(root, 'mfe-bad/src/server/a.ts'), "import { x } from '@sf/server-kit';\n");
    assert.deepEqual(roomProblems(root, {}), [
      'mfe-bad: missing src/exposes',
      'mfe-bad: missing src/server on @sf/remote-server',
      'mfe-bad: missing src/messages/*.json',
      'mfe-bad: missing README.md',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a known gap passes only while the room is missing; a closed gap fails until its allowance goes', () => {
  const root = mkdtempSync(join(tmpdir(), 'rooms-'));
  try {
    remote(root, 'mfe-gap', { skip: ['src/exposes'] });
    const gaps = { 'mfe-gap': { 'src/exposes': 'later' } };
    assert.deepEqual(roomProblems(root, gaps), []);
    mkdirSync(join(root, 'mfe-gap/src/exposes'));
    writeFileSync(join(root, 'mfe-gap/src/exposes/app.tsx'), '');
    assert.deepEqual(roomProblems(root, gaps), [
      'mfe-gap: has src/exposes now; remove its known gap in scripts/lib/rooms.mjs',
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
