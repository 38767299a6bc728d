import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeDbContract } from './db-contract';
import { openDatabase } from './open-database';
import { migrate } from './migrate';
import { openPglite } from './pglite-db';

jest.setTimeout(60_000);

describeDbContract('in-memory PGlite', () => openDatabase({ domain: 'contract-test', memory: true }));

describe('embedded PGlite on disk', () => {
  let root: string;
  const saved = { url: process.env['DATABASE_URL'] };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'sf-data-'));
    delete process.env['DATABASE_URL'];
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    if (saved.url !== undefined) process.env['DATABASE_URL'] = saved.url;
  });

  it('keeps data in <dataDir>/<domain> across reopen, sharing one instance per directory', async () => {
    const first = await openDatabase({ domain: 'mail-box', dataDir: root });
    expect(first.schema).toBe('mail_box');
    expect(existsSync(join(root, 'mail-box'))).toBe(true);
    const second = await openDatabase({ domain: 'mail-box', dataDir: root });
    expect(await migrate(first, [{ id: '1', sql: 'CREATE TABLE notes (body text)' }])).toEqual(['1']);
    await second.query('INSERT INTO notes VALUES ($1)', ['hello']);
    await first.close();
    // the instance stays open while another handle uses it
    expect((await second.query('SELECT body FROM notes')).rows).toEqual([{ body: 'hello' }]);
    await second.close();
    await expect(second.query('SELECT 1')).rejects.toThrow('Database "mail_box" is closed');

    const reopened = await openDatabase({ domain: 'mail-box', dataDir: root });
    expect(await migrate(reopened, [{ id: '1', sql: 'CREATE TABLE notes (body text)' }])).toEqual([]);
    expect((await reopened.query('SELECT body FROM notes')).rows).toEqual([{ body: 'hello' }]);
    await reopened.close();
  });

  it('uses SF_DATA_DIR when no dataDir is given', async () => {
    const previous = process.env['SF_DATA_DIR'];
    process.env['SF_DATA_DIR'] = join(root, 'env-root');
    try {
      const db = await openDatabase({ domain: 'envtest' });
      await db.close();
      expect(existsSync(join(root, 'env-root', 'envtest'))).toBe(true);
    } finally {
      if (previous === undefined) delete process.env['SF_DATA_DIR'];
      else process.env['SF_DATA_DIR'] = previous;
    }
  });

  it('rejects an invalid domain before opening anything', async () => {
    await expect(openDatabase({ domain: 'Bad Name', dataDir: root })).rejects.toThrow(
      'Invalid domain name "Bad Name"',
    );
    expect(existsSync(join(root, 'Bad Name'))).toBe(false);
  });

  it('writes a checkpoint on its own while open, so a killed server replays little WAL', async () => {
    const dir = join(root, 'checkpoints');
    const db = await openPglite('ck', dir, [], 100);
    const redo = async () =>
      (await db.query<{ redo_lsn: string }>('SELECT redo_lsn::text FROM pg_control_checkpoint()')).rows[0]!
        .redo_lsn;
    try {
      const before = await redo();
      await db.query(
        'CREATE TABLE filler AS SELECT g AS n, repeat($1, 200) AS body FROM generate_series(1, 2000) g',
        ['x'],
      );
      // no checkpoint is asked for: the instance's own timer writes one
      await new Promise((done) => setTimeout(done, 600));
      expect(await redo()).not.toBe(before);
    } finally {
      await db.close();
    }
  });
});
