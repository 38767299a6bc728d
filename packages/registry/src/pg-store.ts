/**
 * The registry in PostgreSQL (decision 0170): several composers on several machines share it. One
 * schema, `registry`: `document` holds the registry (one row, jsonb) and its revision, `changes` what
 * each revision changed (the last {@link CHANGES_KEPT}). A write runs in one transaction under a
 * transaction-scoped advisory lock (the row may not exist yet), so concurrent deploys queue and never
 * lose one; it ends with `NOTIFY sf_registry, '<revision>'`, delivered at commit. A reader LISTENs on a
 * connection of its own and reconnects with backoff when it drops.
 */
import pg from 'pg';
import { isRegistry, type Registry } from '@sf/contracts';
import { migrate, openDatabase, type Db, type Migration } from '@sf/data';
import type { RegistryUpdate } from './ops';
import type { RegistryStore } from './store';

/** The schema the registry lives in. */
export const REGISTRY_SCHEMA = 'registry';
/** The channel every write notifies (payload: the new revision). */
export const REGISTRY_CHANNEL = 'sf_registry';
/** How many revisions' change lists `registry.changes` keeps. */
export const CHANGES_KEPT = 1000;
/** The advisory lock every writer takes (one registry per database). */
const WRITE_LOCK = 'sf.registry.write';

export const REGISTRY_MIGRATIONS: readonly Migration[] = [
  {
    id: '0001-registry-document',
    sql: `CREATE TABLE document (
  id smallint PRIMARY KEY CHECK (id = 1),
  registry jsonb NOT NULL,
  revision bigint NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE changes (
  revision bigint PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  changes jsonb NOT NULL
);`,
  },
];

/** Options of {@link postgresStore}. */
export interface PostgresStoreOptions {
  /** First wait before reconnecting a dropped LISTEN connection, doubled up to {@link maxReconnectMs} (250). */
  readonly reconnectMs?: number;
  /** Longest wait between reconnects (5000). */
  readonly maxReconnectMs?: number;
}

/** The database of `url` without user and password, for messages and logs. */
export function describeDatabase(url: string): string {
  try {
    const u = new URL(url);
    return `postgres://${u.host}${u.pathname} (schema ${REGISTRY_SCHEMA})`;
  } catch {
    return `PostgreSQL (schema ${REGISTRY_SCHEMA})`;
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The registry in the PostgreSQL of `url` as a {@link RegistryStore}. Connects on first use (the schema
 * and its tables are created then, safe against concurrent starters); `close()` ends the pool.
 */
export function postgresStore(url: string, options: PostgresStoreOptions = {}): RegistryStore {
  const where = describeDatabase(url);
  let opened: Promise<Db> | undefined;
  const db = (): Promise<Db> => {
    opened ??= openDatabase({ domain: REGISTRY_SCHEMA, url }).then(
      async (d) => {
        try {
          await migrate(d, REGISTRY_MIGRATIONS);
          return d;
        } catch (error) {
          await d.close();
          throw error;
        }
      },
      (error: unknown) => {
        throw new Error(`cannot connect to ${where}: ${reasonOf(error)}`);
      },
    );
    // a failed open is tried again on the next call (the database may come back)
    opened.catch(() => (opened = undefined));
    return opened;
  };
  const valid = (value: unknown): Registry => {
    if (!isRegistry(value)) throw new Error(`${where} holds no valid registry`);
    return value;
  };
  const listeners = new Set<pg.Client>();

  return {
    kind: 'postgres',
    where,
    async read() {
      const { rows } = await (
        await db()
      ).query<{ registry: unknown }>('SELECT registry FROM document WHERE id = 1');
      return rows[0] ? valid(rows[0].registry) : null;
    },
    async revision() {
      const { rows } = await (
        await db()
      ).query<{ revision: number | string }>('SELECT revision FROM document WHERE id = 1');
      return rows[0] ? String(rows[0].revision) : null;
    },
    async update(change, updateOptions = {}) {
      return (await db()).transaction(async (tx): Promise<RegistryUpdate> => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [WRITE_LOCK]);
        const { rows } = await tx.query<{ registry: unknown }>('SELECT registry FROM document WHERE id = 1');
        const stored = rows[0]?.registry;
        const current =
          stored === undefined
            ? null
            : updateOptions.replaceMalformed && !isRegistry(stored)
              ? null
              : valid(stored);
        const update = await change(current);
        if (update.changes.length === 0) return update;
        const written = await tx.query<{ revision: number | string }>(
          `INSERT INTO document (id, registry, revision) VALUES (1, $1::jsonb, 1)
           ON CONFLICT (id) DO UPDATE SET registry = EXCLUDED.registry, revision = document.revision + 1, updated_at = now()
           RETURNING revision`,
          [JSON.stringify(update.registry)],
        );
        const revision = Number(written.rows[0]!.revision);
        await tx.query('INSERT INTO changes (revision, changes) VALUES ($1, $2::jsonb)', [
          revision,
          JSON.stringify(update.changes),
        ]);
        await tx.query('DELETE FROM changes WHERE revision <= $1', [revision - CHANGES_KEPT]);
        await tx.query('SELECT pg_notify($1, $2)', [REGISTRY_CHANNEL, String(revision)]);
        return update;
      });
    },
    watch(onChange, logger) {
      let stopped = false;
      let client: pg.Client | undefined;
      let timer: NodeJS.Timeout | undefined;
      const first = options.reconnectMs ?? 250;
      let wait = first;
      const retry = () => {
        if (stopped || timer) return;
        timer = setTimeout(() => {
          timer = undefined;
          void connect();
        }, wait);
        timer.unref();
        wait = Math.min(wait * 2, options.maxReconnectMs ?? 5000);
      };
      const connect = async () => {
        const c = new pg.Client({
          connectionString: url,
          connectionTimeoutMillis: 5000,
          keepAlive: true,
          application_name: 'sf-registry-listen',
        });
        let lost = false;
        const drop = (reason: string) => {
          if (lost) return;
          lost = true;
          listeners.delete(c);
          if (client === c) client = undefined;
          c.end().catch(() => undefined);
          if (stopped) return;
          logger?.warn('registry: LISTEN connection lost, reconnecting', { where, reason });
          retry();
        };
        c.on('error', (error) => drop(reasonOf(error)));
        c.on('end', () => drop('connection ended'));
        c.on('notification', (message) => {
          if (message.channel === REGISTRY_CHANNEL) onChange();
        });
        listeners.add(c);
        try {
          await c.connect();
          await c.query(`LISTEN ${REGISTRY_CHANNEL}`);
        } catch (error) {
          drop(reasonOf(error));
          return;
        }
        if (stopped) {
          listeners.delete(c);
          await c.end().catch(() => undefined);
          return;
        }
        client = c;
        wait = first;
        // whatever changed while no connection listened
        onChange();
      };
      void connect();
      return () => {
        stopped = true;
        clearTimeout(timer);
        const c = client;
        client = undefined;
        if (c) {
          listeners.delete(c);
          c.end().catch(() => undefined);
        }
      };
    },
    async close() {
      for (const c of listeners) await c.end().catch(() => undefined);
      listeners.clear();
      const pending = opened;
      opened = undefined;
      if (pending) await (await pending.catch(() => undefined))?.close();
    },
  };
}
