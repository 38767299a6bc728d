import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from './open-database';

jest.setTimeout(60_000);

describe('PGlite contrib extensions', () => {
  it('loads pg_trgm into an in-memory instance when asked', async () => {
    const db = await openDatabase({ domain: 'ext-test', memory: true, extensions: ['pg_trgm'] });
    try {
      await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      const { rows } = await db.query<{ s: number }>("SELECT similarity('sofa', 'sofs') AS s");
      expect(rows[0]!.s).toBeGreaterThan(0.2);
      const { rows: fts } = await db.query<{ hit: boolean }>(
        "SELECT to_tsvector('german', 'Kleider') @@ plainto_tsquery('german', 'Kleid') AS hit",
      );
      expect(fts[0]!.hit).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('refuses to share a directory instance that was opened without the extension', async () => {
    const root = mkdtempSync(join(tmpdir(), 'sf-ext-'));
    const saved = process.env['DATABASE_URL'];
    delete process.env['DATABASE_URL'];
    const plain = await openDatabase({ domain: 'ext', dataDir: root });
    try {
      await expect(openDatabase({ domain: 'ext', dataDir: root, extensions: ['pg_trgm'] })).rejects.toThrow(
        /without the extensions pg_trgm/,
      );
    } finally {
      await plain.close();
      rmSync(root, { recursive: true, force: true });
      if (saved !== undefined) process.env['DATABASE_URL'] = saved;
    }
  });
});
