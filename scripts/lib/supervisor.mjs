// Keeps the storefront's servers running (`npm start`, the e2e stack): a server that exits is started
// again after a backoff and never takes the others down; only `stop()` ends them all (decision 0115).
import { spawn } from 'node:child_process';

/** Restart delays: `initialMs` doubling per crash in a row up to `maxMs`; a run of `stableMs` resets the row. */
export const DEFAULT_BACKOFF = { initialMs: 250, maxMs: 10_000, stableMs: 10_000 };

/** The delay before restart number `crashes` (1 = the first crash after a stable run). */
export function restartDelay(crashes, { initialMs, maxMs } = DEFAULT_BACKOFF) {
  return Math.min(maxMs, initialMs * 2 ** Math.max(0, crashes - 1));
}

/**
 * A supervisor of child processes.
 * @param {{ log?: (line: string) => void, backoff?: Partial<typeof DEFAULT_BACKOFF>, onChange?: (list: ReturnType<Supervisor['list']>) => void }} [options]
 */
export function createSupervisor({
  log = (line) => console.error(line),
  backoff = {},
  onChange = () => {},
} = {}) {
  const policy = { ...DEFAULT_BACKOFF, ...backoff };
  /** @type {Map<string, { name: string, child: import('node:child_process').ChildProcess | null, startedAt: number, restarts: number, crashes: number, timer?: NodeJS.Timeout, retired?: boolean }>} */
  const entries = new Map();
  let stopping = false;
  const changed = () => onChange(list());

  function list() {
    return [...entries.values()].map((e) => ({
      name: e.name,
      pid: e.child?.pid ?? null,
      restarts: e.restarts,
      startedAt: e.startedAt,
    }));
  }

  function launch(entry, command, args, spawnOptions) {
    const child = spawn(command, args, spawnOptions);
    entry.child = child;
    entry.startedAt = Date.now();
    let gone = false;
    const onGone = (reason) => {
      if (gone) return;
      gone = true;
      entry.child = null;
      if (stopping || entry.retired) return changed();
      const upMs = Date.now() - entry.startedAt;
      entry.crashes = upMs >= policy.stableMs ? 1 : entry.crashes + 1;
      const delay = restartDelay(entry.crashes, policy);
      log(
        `[start] ${entry.name} stopped (${reason}) after ${Math.round(upMs / 100) / 10} s; restarting in ${delay} ms, the others keep running`,
      );
      entry.timer = setTimeout(() => {
        entry.restarts += 1;
        launch(entry, command, args, spawnOptions);
      }, delay);
      changed();
    };
    child.on('error', (error) => onGone(error.message));
    child.on('exit', (code, signal) => onGone(signal ?? `exit code ${code}`));
    if (child.pid !== undefined) changed();
  }

  return {
    /** Starts `command args` as `name` and keeps it running until {@link stop}. */
    start(name, command, args, spawnOptions = {}) {
      if (stopping) throw new Error('the supervisor is stopping');
      if (entries.has(name)) throw new Error(`${name} is already supervised`);
      const entry = { name, child: null, startedAt: 0, restarts: 0, crashes: 0 };
      entries.set(name, entry);
      launch(entry, command, args, spawnOptions);
    },
    list,
    /**
     * Ends `name` for good (a server version retired after its drain, or handed over): no restart,
     * SIGTERM, SIGKILL when still running after `graceMs`; resolves once it has exited and is no
     * longer listed. Unknown names resolve at once.
     */
    async retire(name, graceMs = 6000) {
      const entry = entries.get(name);
      if (!entry) return;
      entries.delete(name);
      clearTimeout(entry.timer);
      entry.retired = true;
      const child = entry.child;
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(force);
      }
      changed();
    },
    /** SIGTERM to every child (no more restarts), SIGKILL to those still running after `graceMs`. */
    async stop(graceMs = 6000) {
      stopping = true;
      const running = [];
      for (const entry of entries.values()) {
        clearTimeout(entry.timer);
        const child = entry.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) continue;
        running.push(new Promise((done) => child.once('exit', done)));
        child.kill('SIGTERM');
      }
      const force = setTimeout(() => {
        for (const entry of entries.values()) entry.child?.kill('SIGKILL');
      }, graceMs);
      await Promise.all(running);
      clearTimeout(force);
    },
  };
}

/** @typedef {ReturnType<typeof createSupervisor>} Supervisor */
