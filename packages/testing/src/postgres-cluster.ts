import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/** A PostgreSQL server for tests: a throwaway cluster, or the one `DATABASE_URL` names. */
export interface PostgresCluster {
  /** Connection string (`postgres://postgres@127.0.0.1:<port>/postgres` for a throwaway cluster). */
  readonly url: string;
  /** True when the cluster was started here (and {@link PostgresCluster.stop} removes it). */
  readonly throwaway: boolean;
  /** Stops the throwaway cluster and deletes its directory; nothing for `DATABASE_URL`. */
  stop(): Promise<void>;
}

/** Options of {@link startPostgresCluster}. */
export interface PostgresClusterOptions {
  /** Folder of `initdb`, `pg_ctl`, `postgres` (default `PG_BIN`, else `/usr/local/bin`). */
  readonly binDir?: string;
  /** Use this server instead of starting one (default `DATABASE_URL`; `null` forces a throwaway cluster). */
  readonly url?: string | null;
  /** Most time for initdb + start, in ms (default 60 000). */
  readonly timeoutMs?: number;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** A PostgreSQL binary's command line; as root through `runuser -u postgres` (initdb refuses root). */
function asPostgres(binary: string, args: readonly string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, [...args]];
}

function pgCommand(binary: string, args: readonly string[], timeoutMs: number) {
  const [file, argv] = asPostgres(binary, args);
  return run(file, argv, { timeout: timeoutMs, env: { ...process.env, LC_ALL: 'C' } });
}

/**
 * Starts a throwaway PostgreSQL cluster for a test: `initdb` in a temp folder (as user `postgres`
 * when running as root), `pg_ctl start` on a free port on 127.0.0.1 with fsync off. With
 * `DATABASE_URL` set, that server is used instead. Fails with a clear message when the server
 * binaries are missing (never skips silently). Call `stop()` in `afterAll`.
 *
 * @example const pg = await startPostgresCluster(); afterAll(() => pg.stop());
 */
export async function startPostgresCluster(opts: PostgresClusterOptions = {}): Promise<PostgresCluster> {
  const external = opts.url === undefined ? process.env['DATABASE_URL'] : opts.url;
  if (external) return { url: external, throwaway: false, stop: async () => undefined };
  const binDir = opts.binDir ?? process.env['PG_BIN'] ?? '/usr/local/bin';
  const initdb = join(binDir, 'initdb');
  const pgCtl = join(binDir, 'pg_ctl');
  if (!existsSync(initdb) || !existsSync(pgCtl) || !existsSync(join(binDir, 'postgres'))) {
    throw new Error(
      `PostgreSQL server binaries (initdb, pg_ctl, postgres) not found in ${binDir}: install PostgreSQL 15, set PG_BIN to their folder, or set DATABASE_URL to a test database.`,
    );
  }
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const dir = await mkdtemp(join(tmpdir(), 'sf-pg-'));
  const data = join(dir, 'data');
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    await chown(dir, uid, gid);
  }
  await chmod(dir, 0o700);
  const port = await freePort();
  const stopSync = () => {
    try {
      const [file, argv] = asPostgres(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      execFileSync(file, argv, { stdio: 'ignore', timeout: 10_000 });
    } catch {
      // not running
    }
  };
  try {
    await pgCommand(
      initdb,
      ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      timeoutMs,
    );
    const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await pgCommand(
      pgCtl,
      [
        '-D',
        data,
        '-o',
        serverOptions,
        '-l',
        join(dir, 'server.log'),
        '-w',
        '-t',
        String(Math.ceil(timeoutMs / 1000)),
        'start',
      ],
      timeoutMs,
    );
  } catch (error) {
    stopSync();
    await rm(dir, { recursive: true, force: true });
    throw new Error(
      `Could not start a throwaway PostgreSQL cluster: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  // a test run that dies before stop() must not leave the server behind
  process.once('exit', stopSync);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    throwaway: true,
    stop: async () => {
      process.removeListener('exit', stopSync);
      try {
        await pgCommand(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'], 20_000);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
