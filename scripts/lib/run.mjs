// Small process helpers shared by start, test and bench.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Runs a command, inheriting stdio; resolves on exit 0, rejects otherwise. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Waits until `url` answers (any HTTP status), polling up to `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 30000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return;
    } catch (err) {
      if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms: ${err.message}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Writes `value` as JSON to `file` (temporary name, then rename: a reader never sees half a file). */
export function writeJsonAtomically(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}
