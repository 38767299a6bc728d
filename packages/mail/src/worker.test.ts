import { migrate, openDatabase, type Db } from '@sf/data';
import { listUnsubscribeHeaders } from './list-unsubscribe';
import { outboxMigration } from './outbox-migration';
import { enqueueMail, listOutbox } from './outbox-store';
import { startTestSmtp } from './test-smtp';
import { createMailTransport } from './transport';
import { createOutboxWorker } from './worker';

let db: Db;
let time = Date.parse('2026-03-02T10:00:00.000Z');
const now = () => new Date(time);
const FROM = 'Newsletter <newsletter@shop.test>';

beforeAll(async () => {
  db = await openDatabase({ domain: 'mailtest', memory: true });
  await migrate(db, [outboxMigration('0001-outbox')]);
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.query('TRUNCATE outbox RESTART IDENTITY');
});

const mail = (n: number) => ({
  to: `shopper${n}@example.de`,
  subject: `Mail ${n}`,
  text: `Hello ${n}\n`,
  html: `<p>Hello ${n}</p>`,
  headers: listUnsubscribeHeaders(`https://de.shop.test/api/newsletter/one-click-unsubscribe?token=t${n}`),
});

describe('outbox worker over SMTP', () => {
  it('delivers due mails to a real SMTP listener with their List-Unsubscribe headers and marks them sent', async () => {
    const smtp = await startTestSmtp();
    try {
      await enqueueMail(db, mail(1), now());
      await enqueueMail(db, mail(2), now());
      const worker = createOutboxWorker({
        db,
        transport: createMailTransport({ smtpUrl: smtp.url, from: FROM }),
        now,
      });
      expect(await worker.runOnce()).toEqual({ sent: 2, retried: 0, dead: 0 });
      await worker.stop();
      expect(smtp.received.map((m) => m.to)).toEqual([['shopper1@example.de'], ['shopper2@example.de']]);
      const raw = smtp.received[0]?.raw ?? '';
      expect(raw.replace(/\r\n\s+/g, ' ')).toContain(
        'List-Unsubscribe: <https://de.shop.test/api/newsletter/one-click-unsubscribe?token=t1>',
      );
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(raw).toContain('Subject: Mail 1');
      const rows = await listOutbox(db);
      expect(rows.map((r) => [r.state, r.sentAt, r.attempts])).toEqual([
        ['sent', now().toISOString(), 1],
        ['sent', now().toISOString(), 1],
      ]);
    } finally {
      await smtp.close();
    }
  });

  it('retries a refused mail with exponential backoff, then dead-letters it with nothing lost', async () => {
    const smtp = await startTestSmtp({ reject: true });
    try {
      await enqueueMail(db, mail(7), now());
      const worker = createOutboxWorker({
        db,
        transport: createMailTransport({ smtpUrl: smtp.url, from: FROM }),
        now,
        random: () => 0,
        backoff: { baseMs: 1000, maxMs: 60_000, maxAttempts: 3 },
      });
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
      let [row] = await listOutbox(db);
      expect(row).toMatchObject({ state: 'pending', attempts: 1, sentAt: null });
      expect(row?.lastError).toMatch(/550|Mailbox unavailable/);
      expect(Date.parse(row?.nextAttemptAt ?? '') - time).toBe(1000);
      // not due yet: nothing happens
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
      time += 1000;
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
      [row] = await listOutbox(db);
      expect(Date.parse(row?.nextAttemptAt ?? '') - time).toBe(2000);
      time += 2000;
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, dead: 1 });
      time += 3_600_000;
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
      await worker.stop();
      [row] = await listOutbox(db);
      expect(row).toMatchObject({
        state: 'dead',
        attempts: 3,
        sentAt: null,
        to: 'shopper7@example.de',
        text: 'Hello 7\n',
      });
      expect(row?.deadAt).not.toBeNull();
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('never sends the same mail twice from two concurrent workers', async () => {
    const smtp = await startTestSmtp();
    try {
      for (let n = 0; n < 30; n += 1) await enqueueMail(db, mail(n), now());
      const make = () =>
        createOutboxWorker({
          db,
          transport: createMailTransport({ smtpUrl: smtp.url, from: FROM }),
          now,
          batchSize: 4,
        });
      const [a, b] = [make(), make()];
      const totals = { a: 0, b: 0 };
      for (let round = 0; round < 10; round += 1) {
        const [ra, rb] = await Promise.all([a.runOnce(), b.runOnce()]);
        totals.a += ra.sent;
        totals.b += rb.sent;
      }
      await Promise.all([a.stop(), b.stop()]);
      expect(totals.a + totals.b).toBe(30);
      expect(totals.a).toBeGreaterThan(0);
      expect(totals.b).toBeGreaterThan(0);
      const recipients = smtp.received.flatMap((m) => m.to).sort();
      expect(recipients).toHaveLength(30);
      expect(new Set(recipients).size).toBe(30);
      expect((await listOutbox(db)).every((r) => r.state === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});

describe('outbox worker without SMTP_URL', () => {
  it('delivers into the local mailbox: the row is marked sent', async () => {
    await enqueueMail(db, mail(3), now());
    const transport = createMailTransport({ from: FROM });
    expect(transport.kind).toBe('mailbox');
    const worker = createOutboxWorker({ db, transport, now, intervalMs: 10 });
    worker.start();
    for (let i = 0; i < 100 && (await listOutbox(db))[0]?.state !== 'sent'; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    await worker.stop();
    expect((await listOutbox(db))[0]).toMatchObject({ state: 'sent', sentAt: now().toISOString() });
  });

  it('a worker that dies mid-send leaves the mail due again after its lease', async () => {
    await enqueueMail(db, mail(4), now());
    const dying = createOutboxWorker({
      db,
      transport: { kind: 'mailbox', send: () => new Promise<void>(() => undefined), close: () => undefined },
      now,
      leaseMs: 60_000,
    });
    void dying.runOnce();
    await new Promise((r) => setTimeout(r, 50));
    const other = createOutboxWorker({
      db,
      transport: createMailTransport({ from: FROM }),
      now,
      leaseMs: 60_000,
    });
    expect(await other.runOnce()).toEqual({ sent: 0, retried: 0, dead: 0 });
    time += 60_000;
    expect(await other.runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect((await listOutbox(db))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });
});
