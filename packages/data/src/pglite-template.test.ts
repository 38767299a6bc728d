import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initialDataDir } from './pglite-template';
import { openDatabase } from './open-database';

jest.setTimeout(60_000);

describe('the initial data directory of a new embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sf-pglite-template-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is a tarball of an initialised cluster for a new database, none for an existing one', async () => {
    const tar = await initialDataDir(undefined);
    expect(tar?.size).toBeGreaterThan(1_000_000);
    const existing = join(dir, 'existing');
    mkdirSync(existing);
    writeFileSync(join(existing, 'PG_VERSION'), '17\n');
    await expect(initialDataDir(existing)).resolves.toBeUndefined();
  });

  it('gives a data directory that keeps what was written across a restart', async () => {
    const first = await openDatabase({ domain: 'template', dataDir: dir });
    await first.query('CREATE TABLE kept (n int)');
    await first.query('INSERT INTO kept VALUES (7)');
    await first.close();
    const second = await openDatabase({ domain: 'template', dataDir: dir });
    await expect(second.query<{ n: number }>('SELECT n FROM kept')).resolves.toMatchObject({
      rows: [{ n: 7 }],
    });
    await second.close();
  });
});
