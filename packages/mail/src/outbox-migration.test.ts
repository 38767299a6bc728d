import { migrate, openDatabase } from '@sf/data';
import { backoffDelay, DEFAULT_BACKOFF } from './backoff';
import { outboxMigration } from './outbox-migration';
import { listOutbox } from './outbox-store';

describe('outboxMigration', () => {
  it('upgrades an older outbox in place: unsent rows become pending and due, nothing is lost', async () => {
    const db = await openDatabase({ domain: 'mailupgrade', memory: true });
    try {
      await migrate(db, [
        {
          id: '0001-old',
          sql: `CREATE TABLE outbox (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, "to" text NOT NULL,
                  subject text NOT NULL, text text NOT NULL, html text NOT NULL,
                  created_at timestamptz NOT NULL DEFAULT now(), sent_at timestamptz);
                INSERT INTO outbox ("to", subject, text, html, created_at) VALUES ('a@example.de', 'S', 'T', '<p>T</p>', '2026-01-01T00:00:00Z');`,
        },
        outboxMigration('0002-outbox-delivery'),
      ]);
      expect(await listOutbox(db)).toEqual([
        expect.objectContaining({
          to: 'a@example.de',
          state: 'pending',
          attempts: 0,
          headers: {},
          nextAttemptAt: '2026-01-01T00:00:00.000Z',
        }),
      ]);
      await expect(db.query(`UPDATE outbox SET state = 'lost'`)).rejects.toThrow();
    } finally {
      await db.close();
    }
  });
});

describe('backoffDelay', () => {
  it('doubles per attempt up to the cap, with at most 10 % jitter off', () => {
    const none = () => 0;
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, DEFAULT_BACKOFF, none))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(backoffDelay(30, DEFAULT_BACKOFF, none)).toBe(3_600_000);
    expect(backoffDelay(1, DEFAULT_BACKOFF, () => 0.999)).toBeGreaterThanOrEqual(27_000);
  });
});
