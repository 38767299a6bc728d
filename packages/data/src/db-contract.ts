import type { Db } from './types';
import { migrate } from './migrate';

/**
 * The behaviour every engine must show, run by the PGlite and the PostgreSQL test files alike.
 * Test-only helper (not exported from the package).
 */
export function describeDbContract(engine: string, open: () => Promise<Db>): void {
  describe(`Db contract on ${engine}`, () => {
    let db: Db;

    beforeAll(async () => {
      db = await open();
    });

    afterAll(async () => {
      await db.close();
    });

    it('works in the domain schema with unqualified names', async () => {
      await db.query('CREATE TABLE IF NOT EXISTS things (id serial PRIMARY KEY, name text NOT NULL, n int8)');
      const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      expect(rows[0]?.schema).toBe(db.schema);
      const tables = await db.query<{ table_schema: string }>(
        "SELECT table_schema FROM information_schema.tables WHERE table_name = 'things'",
      );
      expect(tables.rows.map((r) => r.table_schema)).toContain(db.schema);
    });

    it('binds parameters and counts affected rows', async () => {
      const hostile = "x'); DROP TABLE things; --";
      const ins = await db.query('INSERT INTO things (name, n) VALUES ($1, $2), ($3, $4)', [
        hostile,
        1,
        'b',
        2,
      ]);
      expect(ins.affectedRows).toBe(2);
      const sel = await db.query<{ name: string; n: number }>('SELECT name, n FROM things WHERE name = $1', [
        hostile,
      ]);
      expect(sel.rows).toEqual([{ name: hostile, n: 1 }]);
      expect(sel.affectedRows).toBe(0);
      const upd = await db.query("UPDATE things SET n = n + 10 WHERE name <> 'nobody'");
      expect(upd.affectedRows).toBe(2);
      const count = await db.query<{ c: number }>('SELECT count(*) AS c FROM things');
      expect(count.rows[0]?.c).toBe(2);
    });

    it('commits a transaction that resolves', async () => {
      const value = await db.transaction(async (tx) => {
        await tx.query("INSERT INTO things (name) VALUES ('committed')");
        return 42;
      });
      expect(value).toBe(42);
      const { rows } = await db.query("SELECT 1 FROM things WHERE name = 'committed'");
      expect(rows).toHaveLength(1);
    });

    it('rolls back a transaction that throws and rethrows the error', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query("INSERT INTO things (name) VALUES ('rolled-back')");
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const { rows } = await db.query("SELECT 1 FROM things WHERE name = 'rolled-back'");
      expect(rows).toHaveLength(0);
    });

    it('rolls back only the nested part on a nested failure', async () => {
      await db.transaction(async (tx) => {
        await tx.query("INSERT INTO things (name) VALUES ('outer')");
        await expect(
          tx.transaction(async (inner) => {
            await inner.query("INSERT INTO things (name) VALUES ('inner')");
            throw new Error('inner boom');
          }),
        ).rejects.toThrow('inner boom');
      });
      const { rows } = await db.query<{ name: string }>(
        "SELECT name FROM things WHERE name IN ('outer', 'inner') ORDER BY name",
      );
      expect(rows.map((r) => r.name)).toEqual(['outer']);
    });

    it('keeps concurrent transactions apart', async () => {
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          db
            .transaction(async (tx) => {
              await tx.query('INSERT INTO things (name) VALUES ($1)', [`c${i}`]);
              if (i === 2) throw new Error('only this one');
              return i;
            })
            .catch(() => -1),
        ),
      );
      expect(results).toEqual([0, 1, -1, 3, 4]);
      const { rows } = await db.query<{ name: string }>(
        "SELECT name FROM things WHERE name LIKE 'c_' ORDER BY name",
      );
      expect(rows.map((r) => r.name)).toEqual(['c0', 'c1', 'c3', 'c4']);
    });

    it('refuses close() on a transaction handle', async () => {
      await expect(db.transaction((tx) => tx.close())).rejects.toThrow(/transaction handle/);
    });

    it('applies migrations once, in order, recording them in <schema>.schema_migrations', async () => {
      const migrations = [
        {
          id: '0001-lists',
          sql: "CREATE TABLE lists (id text PRIMARY KEY); INSERT INTO lists VALUES ('a');",
        },
        { id: '0002-items', sql: 'CREATE TABLE items (list_id text REFERENCES lists(id), label text)' },
      ];
      expect(await migrate(db, migrations)).toEqual(['0001-lists', '0002-items']);
      expect(await migrate(db, migrations)).toEqual([]);
      const more = [...migrations, { id: '0003-index', sql: 'CREATE INDEX items_list ON items (list_id)' }];
      expect(await migrate(db, more)).toEqual(['0003-index']);
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM "${db.schema}".schema_migrations ORDER BY applied_at, id`,
      );
      expect(rows.map((r) => r.id)).toEqual(['0001-lists', '0002-items', '0003-index']);
    });

    it('rolls back a failing migration completely and keeps the ones before it', async () => {
      const migrations = [
        { id: '0101-ok', sql: 'CREATE TABLE ok_table (id int)' },
        { id: '0102-bad', sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;' },
      ];
      await expect(migrate(db, migrations)).rejects.toThrow(/no_such_table/);
      const { rows } = await db.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_name IN ('ok_table', 'half_done')",
        [db.schema],
      );
      expect(rows.map((r) => r.table_name)).toEqual(['ok_table']);
      const recorded = await db.query<{ id: string }>('SELECT id FROM schema_migrations WHERE id LIKE $1', [
        '01%',
      ]);
      expect(recorded.rows.map((r) => r.id)).toEqual(['0101-ok']);
    });

    it('rejects duplicate or empty migration ids before touching the database', async () => {
      await expect(
        migrate(db, [
          { id: 'x', sql: 'SELECT 1' },
          { id: 'x', sql: 'SELECT 2' },
        ]),
      ).rejects.toThrow('Duplicate migration id "x"');
      await expect(migrate(db, [{ id: ' ', sql: 'SELECT 1' }])).rejects.toThrow('non-empty id');
    });
  });
}
