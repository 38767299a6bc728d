/**
 * A running reader's view of the registry (the composer): read at start (fails loudly), reloaded on
 * change, the last good one kept. A change is noticed through the store's watch (file: ~20 ms;
 * PostgreSQL: LISTEN/NOTIFY, a few ms) and, should a hint be lost (no watch possible, a dropped
 * connection), through a poll of the store's revision every `pollMs`: a deploy or rollback is served
 * within about a second either way (decisions 0140, 0170).
 */
import { describeError, type Registry } from '@sf/contracts';
import type { RegistryLogger, RegistryStore } from './store';

/** How often the file's identity is checked besides its watch. */
export const FILE_POLL_MS = 500;
/** How often PostgreSQL's revision is checked besides LISTEN (one tiny query per composer). */
export const POSTGRES_POLL_MS = 1000;

/** A registry kept current: `source()` answers the last good one at once. */
export interface LiveRegistry {
  readonly source: () => Promise<Registry>;
  /** Checks the store now (the composer's own rollback calls it after writing). */
  reload(): Promise<void>;
  close(): void;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function readOrFail(store: RegistryStore): Promise<Registry> {
  let registry: Registry | null;
  try {
    registry = await store.read();
  } catch (error) {
    throw new Error(`${describeError('REGISTRY-001')}: cannot read ${store.where} (${reasonOf(error)})`);
  }
  if (!registry) throw new Error(`${describeError('REGISTRY-001')}: there is no registry in ${store.where}`);
  return registry;
}

/** Reads `store` (throws `REGISTRY-001` when it cannot) and keeps it current; see the module comment. */
export async function liveRegistry(
  store: RegistryStore,
  logger: RegistryLogger,
  pollMs = store.kind === 'file' ? FILE_POLL_MS : POSTGRES_POLL_MS,
): Promise<LiveRegistry> {
  let seen = await store.revision().catch(() => null);
  let current = await readOrFail(store);
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const check = async () => {
    try {
      const revision = await store.revision();
      if (revision === seen) return;
      current = await readOrFail(store);
      seen = revision;
      logger.info('registry reloaded', { store: store.kind, where: store.where, revision });
    } catch (error) {
      logger.error(describeError('REGISTRY-001'), { code: 'REGISTRY-001', reason: reasonOf(error) });
    }
  };
  // one check at a time; a hint during a check queues one more (the running one may have missed the write)
  const reload = (): Promise<void> => {
    if (!running) {
      running = check().finally(() => (running = undefined));
      return running;
    }
    queued ??= running.then(() => {
      queued = undefined;
      return reload();
    });
    return queued;
  };
  const stopWatch = store.watch(() => void reload(), logger);
  const poll = setInterval(() => void reload(), pollMs);
  poll.unref();
  return {
    source: async () => current,
    reload,
    close: () => {
      clearInterval(poll);
      stopWatch();
    },
  };
}
