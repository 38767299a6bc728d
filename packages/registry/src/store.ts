import type { Registry } from '@sf/contracts';
import type { RegistryUpdate } from './ops';

/** Computes the next registry from the current one (null: none yet); may throw to refuse (nothing is written). */
export type RegistryChangeFn = (current: Registry | null) => RegistryUpdate | Promise<RegistryUpdate>;

/** Options of {@link RegistryStore.update}. */
export interface StoreUpdateOptions {
  /** A malformed registry counts as none (`npm start` writes a whole new one), instead of failing. */
  readonly replaceMalformed?: boolean;
}

/** Where log lines of a store go (the composer's logger fits). */
export interface RegistryLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/**
 * Where the registry lives: the locked, atomic file (one machine, the default) or PostgreSQL (several
 * composers, `DATABASE_URL`). Every writer goes through {@link RegistryStore.update}: read, change
 * and write happen under one lock, so two writers never lose each other's change (decisions 0140, 0170).
 */
export interface RegistryStore {
  readonly kind: 'file' | 'postgres';
  /** Where it lives, for messages: the file, or the database (no password) and schema. */
  readonly where: string;
  /** The registry, or null when there is none yet. Throws for a malformed one. */
  read(): Promise<Registry | null>;
  /**
   * A token that changes with every write (file: inode, mtime and size; PostgreSQL: the revision
   * number); null when there is no registry yet. Cheap: a reader polls it.
   */
  revision(): Promise<string | null>;
  /** Reads, lets `change` compute the next registry and writes it, under the store's lock; no change, no write. */
  update(change: RegistryChangeFn, options?: StoreUpdateOptions): Promise<RegistryUpdate>;
  /**
   * Calls `onChange` soon after any process changed the registry (file: a watch of its folder;
   * PostgreSQL: LISTEN, reconnecting when the connection drops, and once after each reconnect).
   * A hint only: a reader compares {@link RegistryStore.revision}. Returns the function that stops it.
   */
  watch(onChange: () => void, logger?: RegistryLogger): () => void;
  /** Releases connections (PostgreSQL); nothing for the file. */
  close(): Promise<void>;
}
