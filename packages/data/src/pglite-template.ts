import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { findRepoRoot } from './data-dir';

/**
 * A freshly initialised PGlite data directory, kept as a tarball so that a new embedded database
 * starts from it instead of running initdb again. initdb is most of PGlite's start-up (about 4 s
 * of a 5.5 s start on a 2-core machine; loading the tarball takes about 1.5 s), and the unit tests
 * start an in-memory database per file, the e2e and demo stacks one per domain on a fresh data dir.
 *
 * The tarball is made once per PGlite version (by the first process that needs it, written to a
 * temporary name and renamed, so concurrent processes never read half a file) under
 * `node_modules/.cache/sf-pglite/`. Whatever goes wrong there, the caller falls back to initdb.
 */

let cached: Promise<Uint8Array | undefined> | undefined;

function pgliteVersion(root: string): string | undefined {
  try {
    const manifest = join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

async function make(file: string): Promise<Uint8Array> {
  const pg = await PGlite.create();
  try {
    const tar = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    try {
      writeFileSync(temporary, tar);
      renameSync(temporary, file);
    } catch {
      rmSync(temporary, { force: true });
    }
    return tar;
  } finally {
    await pg.close();
  }
}

async function load(): Promise<Uint8Array | undefined> {
  const root = findRepoRoot();
  const version = pgliteVersion(root);
  if (!version) return undefined;
  const folder = join(root, 'node_modules', '.cache', 'sf-pglite');
  const file = join(folder, `pgdata-${version}.tar`);
  try {
    if (existsSync(file)) return new Uint8Array(readFileSync(file));
    mkdirSync(folder, { recursive: true });
    return await make(file);
  } catch {
    return undefined;
  }
}

/**
 * The initial data directory to load into a new embedded database, or undefined (then PGlite runs
 * initdb itself). Undefined as well when `dataDir` already holds a database.
 */
export async function initialDataDir(dataDir: string | undefined): Promise<Blob | undefined> {
  if (dataDir && existsSync(join(dataDir, 'PG_VERSION'))) return undefined;
  cached ??= load();
  const tar = await cached;
  return tar ? new Blob([tar as Uint8Array<ArrayBuffer>]) : undefined;
}
