/**
 * The registry file's one writer (Node, the default store): every change — a deploy, a rollback, the
 * composer's automatic canary rollback, the platform dashboard — reads, changes and writes the file
 * under one lock, so two of them never lose each other's change; the write is atomic (a temporary file
 * renamed over the old one), so a reader sees the old registry or the new one, never half of one
 * (decision 0140).
 */
import { watch as watchFolder, type FSWatcher } from 'node:fs';
import { hostname } from 'node:os';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { isRegistry, type Registry } from '@sf/contracts';
import type { RegistryUpdate } from './ops';
import type { RegistryChangeFn, RegistryStore, StoreUpdateOptions } from './store';

/** Options of {@link withRegistryLock}. */
export interface LockOptions {
  /** Give up after this long waiting for another writer (default 10 s). */
  readonly timeoutMs?: number;
  /** A lock older than this is a crashed writer's and is broken (default 30 s; a write takes milliseconds). */
  readonly staleMs?: number;
}

/** Options of {@link updateRegistryFile}. */
export interface UpdateOptions extends LockOptions, StoreUpdateOptions {}

interface LockOwner {
  readonly pid: number;
  readonly host: string;
  readonly at: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerOf(lock: string): Promise<LockOwner | null> {
  try {
    return JSON.parse(await readFile(lock, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** Whether the lock's writer is gone: its process has ended (same host) or it is older than `staleMs`. */
function isStale(owner: LockOwner | null, staleMs: number): boolean {
  if (!owner || typeof owner.at !== 'number') return true;
  if (Date.now() - owner.at > staleMs) return true;
  return owner.host === hostname() && typeof owner.pid === 'number' && !alive(owner.pid);
}

/**
 * Runs `fn` holding `<file>.lock` (created exclusively, `wx`): other writers wait (polling every
 * 10–30 ms) up to `timeoutMs`. A lock whose process has ended or that is older than `staleMs` is
 * removed, so a writer killed mid-write blocks nobody for long.
 */
export async function withRegistryLock<T>(
  file: string,
  fn: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const staleMs = options.staleMs ?? 30_000;
  await mkdir(dirname(file), { recursive: true });
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      try {
        await handle.writeFile(JSON.stringify({ pid: process.pid, host: hostname(), at: Date.now() }));
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await ownerOf(lock);
      // an empty file may be a lock being written this very moment: stale only once it is old
      if (owner ? isStale(owner, staleMs) : await emptyAndOld(lock, staleMs)) {
        await rm(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(
          `the registry ${file} is locked by another writer (process ${owner?.pid ?? '?'}); try again`,
        );
      await sleep(10 + Math.random() * 20);
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { force: true });
  }
}

async function emptyAndOld(lock: string, staleMs: number): Promise<boolean> {
  try {
    return Date.now() - (await stat(lock)).mtimeMs > staleMs;
  } catch {
    return false;
  }
}

/** Writes `text` to `file` atomically: a temporary file beside it, flushed, renamed over it. */
export async function writeFileAtomically(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temp, text, { flush: true });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The registry in `file`, or null when there is none yet. Throws for a malformed one. */
export async function readRegistryFile(file: string): Promise<Registry | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isRegistry(parsed)) throw new Error(`${file} is not a valid registry`);
  return parsed;
}

/**
 * Reads the registry, lets `change` compute the next one, writes it — all under the lock. `change`
 * may throw (a refused deploy, nothing to roll back): nothing is written then. An update without
 * changes writes nothing either.
 */
export async function updateRegistryFile(
  file: string,
  change: RegistryChangeFn,
  options: UpdateOptions = {},
): Promise<RegistryUpdate> {
  return withRegistryLock(
    file,
    async () => {
      const current = options.replaceMalformed
        ? await readRegistryFile(file).catch(() => null)
        : await readRegistryFile(file);
      const update = await change(current);
      if (update.changes.length > 0)
        await writeFileAtomically(file, JSON.stringify(update.registry, null, 2));
      return update;
    },
    options,
  );
}

/** The file's identity (inode, mtime, size): it changes with every write (a new file renamed over the old). */
async function fileRevision(file: string): Promise<string | null> {
  try {
    const s = await stat(file);
    return `${s.ino}:${s.mtimeMs}:${s.size}`;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The registry file as a {@link RegistryStore}: reads, the locked atomic update above, a watch of its
 * folder (an event for the file, debounced 20 ms). Without a watch (too many watches) a reader's poll
 * of {@link RegistryStore.revision} still notices changes.
 */
export function fileStore(file: string, lockOptions: LockOptions = {}): RegistryStore {
  return {
    kind: 'file',
    where: file,
    read: () => readRegistryFile(file),
    revision: () => fileRevision(file),
    update: (change, options = {}) => updateRegistryFile(file, change, { ...lockOptions, ...options }),
    watch(onChange) {
      let timer: NodeJS.Timeout | undefined;
      let watcher: FSWatcher | undefined;
      try {
        watcher = watchFolder(dirname(file), (_event, name) => {
          if (name !== null && name !== basename(file)) return;
          clearTimeout(timer);
          timer = setTimeout(onChange, 20);
        });
        watcher.unref();
      } catch {
        // no watcher (e.g. too many watches, no folder yet): the reader's poll still notices changes
      }
      return () => {
        clearTimeout(timer);
        watcher?.close();
      };
    },
    close: async () => undefined,
  };
}
