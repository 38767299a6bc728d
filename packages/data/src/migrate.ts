import type { Db, Migration } from './types';
import { execScript, isScriptable, quoteIdent } from './internal';

function checkMigrations(migrations: readonly Migration[]): void {
  const seen = new Set<string>();
  for (const m of migrations) {
    if (!m.id.trim()) throw new Error('A migration needs a non-empty id');
    if (seen.has(m.id)) throw new Error(`Duplicate migration id "${m.id}"`);
    seen.add(m.id);
  }
}

/**
 * Applies the migrations not yet recorded in `<schema>.schema_migrations`, in the given order, each in
 * its own transaction together with its record, and returns the ids it applied. Idempotent; safe when
 * several processes migrate the same PostgreSQL schema at once (a transaction-scoped advisory lock
 * per schema). A failing migration rolls back and throws; those before it stay applied.
 *
 * @example await migrate(db, [{ id: '0001-subscribers', sql: 'CREATE TABLE subscribers (…)' }]);
 */
export async function migrate(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  checkMigrations(migrations);
  const table = `${quoteIdent(db.schema)}.schema_migrations`;
  const lockKey = `sf.migrate.${db.schema}`;
  // CREATE … IF NOT EXISTS is not safe against a concurrent creator: take the lock first.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${table} (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
  });
  const done = await db.query<{ id: string }>(`SELECT id FROM ${table}`);
  const applied = new Set(done.rows.map((r) => r.id));
  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey]);
      const again = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [migration.id]);
      if (again.rows.length > 0) return false; // another process applied it meanwhile
      if (isScriptable(tx)) await tx[execScript](migration.sql);
      else await tx.query(migration.sql);
      await tx.query(`INSERT INTO ${table} (id) VALUES ($1)`, [migration.id]);
      return true;
    });
    if (ran) newlyApplied.push(migration.id);
  }
  return newlyApplied;
}
