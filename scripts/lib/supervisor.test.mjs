// Unit tests of the supervisor with real child processes (`node --test scripts/lib/`).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createSupervisor, restartDelay } from './supervisor.mjs';

const node = process.execPath;
/** A child that stays up until it is signalled. */
const idle = ['-e', 'setInterval(() => {}, 1000)'];
/** A child that ignores SIGTERM; it writes `file` once its handler is in place. */
const stubborn = (file) => [
  '-e',
  `process.on('SIGTERM', () => {}); require('node:fs').writeFileSync(${JSON.stringify(file)}, 'ready'); setInterval(() => {}, 1000)`,
];
/** A child that fails at once. */
const failing = ['-e', 'process.exit(3)'];

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const pidOf = (sup, name) => sup.list().find((e) => e.name === name)?.pid ?? null;

test('restart delays double per crash in a row and stop at the maximum', () => {
  const policy = { initialMs: 100, maxMs: 1000, stableMs: 5000 };
  assert.deepEqual(
    [1, 2, 3, 4, 5, 6].map((n) => restartDelay(n, policy)),
    [100, 200, 400, 800, 1000, 1000],
  );
});

test('a killed child is started again; the other keeps its process', async () => {
  const lines = [];
  const sup = createSupervisor({ log: (l) => lines.push(l), backoff: { initialMs: 50 } });
  try {
    sup.start('a', node, idle);
    sup.start('b', node, idle);
    await until(() => pidOf(sup, 'a') && pidOf(sup, 'b'));
    const [a, b] = [pidOf(sup, 'a'), pidOf(sup, 'b')];
    process.kill(a, 'SIGKILL');
    await until(() => pidOf(sup, 'a') !== null && pidOf(sup, 'a') !== a);
    assert.equal(pidOf(sup, 'b'), b);
    assert.ok(alive(b));
    assert.ok(alive(pidOf(sup, 'a')));
    assert.equal(sup.list().find((e) => e.name === 'a')?.restarts, 1);
    assert.match(lines.join('\n'), /a stopped \(SIGKILL\).*restarting in 50 ms, the others keep running/);
  } finally {
    await sup.stop();
  }
});

test('a child that keeps failing is restarted with growing delays', async () => {
  const spawns = [];
  const sup = createSupervisor({
    log: () => {},
    backoff: { initialMs: 100, maxMs: 400, stableMs: 60_000 },
    onChange: (list) => {
      const e = list[0];
      if (e?.pid && spawns.at(-1)?.pid !== e.pid) spawns.push({ pid: e.pid, at: Date.now() });
    },
  });
  try {
    sup.start('f', node, failing);
    await until(() => spawns.length >= 4, 8000);
    const gaps = spawns.slice(1, 4).map((s, i) => s.at - spawns[i].at);
    // each gap is the child's run (tens of ms) plus the delay: 100, 200, 400
    gaps.forEach((gap, i) => assert.ok(gap >= [100, 200, 400][i], `gap ${i + 1} was ${gap} ms`));
  } finally {
    await sup.stop();
  }
});

test('a run longer than stableMs resets the delay to the first one', async () => {
  const lines = [];
  const sup = createSupervisor({
    log: (l) => lines.push(l),
    backoff: { initialMs: 50, maxMs: 5000, stableMs: 300 },
  });
  try {
    sup.start('s', node, idle);
    for (let i = 0; i < 3; i++) {
      await until(() => pidOf(sup, 's'));
      process.kill(pidOf(sup, 's'), 'SIGKILL');
      await until(() => lines.length === i + 1);
    }
    assert.match(lines[2], /restarting in 200 ms/);
    await until(() => pidOf(sup, 's'));
    await new Promise((r) => setTimeout(r, 400));
    process.kill(pidOf(sup, 's'), 'SIGKILL');
    await until(() => lines.length === 4);
    assert.match(lines[3], /restarting in 50 ms/);
  } finally {
    await sup.stop();
  }
});

test('stop ends every child, SIGKILL for one that ignores SIGTERM, and restarts nothing', async () => {
  const sup = createSupervisor({ log: () => {}, backoff: { initialMs: 10 } });
  sup.start('idle', node, idle);
  const ready = path.join(mkdtempSync(path.join(tmpdir(), 'sf-supervisor-')), 'ready');
  sup.start('stubborn', node, stubborn(ready));
  await until(() => pidOf(sup, 'idle') && existsSync(ready));
  const pids = sup.list().map((e) => e.pid);
  const t0 = Date.now();
  await sup.stop(500);
  assert.ok(Date.now() - t0 >= 450, 'the stubborn child was given its grace time');
  assert.deepEqual(pids.map(alive), [false, false]);
  await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(
    sup.list().map((e) => e.pid),
    [null, null],
  );
});

test('retire ends one child for good, keeps the others, and frees the name', async () => {
  const lines = [];
  const sup = createSupervisor({ log: (l) => lines.push(l), backoff: { initialMs: 10 } });
  try {
    sup.start('old', node, idle);
    sup.start('other', node, idle);
    await until(() => pidOf(sup, 'old') && pidOf(sup, 'other'));
    const [old, other] = [pidOf(sup, 'old'), pidOf(sup, 'other')];
    await sup.retire('old', 500);
    assert.equal(alive(old), false);
    await new Promise((r) => setTimeout(r, 100));
    // not restarted, not listed, no crash line; the other runs on
    assert.deepEqual(
      sup.list().map((e) => e.name),
      ['other'],
    );
    assert.deepEqual(lines, []);
    assert.equal(pidOf(sup, 'other'), other);
    sup.start('old', node, idle);
    await until(() => pidOf(sup, 'old'));
    await sup.retire('unknown');
  } finally {
    await sup.stop();
  }
});
