import { migrate, openDatabase, type Db } from '@sf/data';
import { mailboxJson, startMailOutbox } from './domain-outbox';
import { outboxMigration } from './outbox-migration';
import { enqueueMail, listOutbox } from './outbox-store';
import { startTestSmtp } from './test-smtp';

let db: Db;
beforeAll(async () => {
  db = await openDatabase({ domain: 'domainoutbox', memory: true });
  await migrate(db, [outboxMigration('0001-outbox')]);
});
afterAll(async () => {
  await db.close();
});

const mail = (to: string) => ({ to, subject: 'Ihre Bestellung', text: 'Danke\n', html: '<p>Danke</p>' });

describe('a domain server mail delivery', () => {
  it('sends the outbox over SMTP_URL with the sender its variable names, and stops when asked', async () => {
    const smtp = await startTestSmtp();
    try {
      await enqueueMail(db, mail('anna@example.de'), new Date());
      const stop = startMailOutbox({
        db,
        env: { SMTP_URL: smtp.url, CHECKOUT_MAIL_FROM: 'Bestellung <bestellung@shop.test>' },
        fromVar: 'CHECKOUT_MAIL_FROM',
        defaultFrom: 'Bestellung <bestellung@localhost>',
      });
      for (let i = 0; i < 100 && smtp.received.length === 0; i += 1)
        await new Promise((r) => setTimeout(r, 50));
      await stop();
      expect(smtp.received.map((m) => m.to)).toEqual([['anna@example.de']]);
      expect(smtp.received[0]?.raw).toContain('From: Bestellung <bestellung@shop.test>');
      expect((await listOutbox(db))[0]?.state).toBe('sent');
    } finally {
      await smtp.close();
    }
  });

  it('lists the mailbox newest first, for one address when asked, with ids as strings', async () => {
    await enqueueMail(db, mail('ben@example.de'), new Date());
    const all = (await mailboxJson(db)).mails as { id: unknown; to: string }[];
    expect(all.map((m) => m.to)).toEqual(['ben@example.de', 'anna@example.de']);
    expect(all.every((m) => typeof m.id === 'string')).toBe(true);
    const ben = (await mailboxJson(db, 'ben@example.de')).mails as { to: string }[];
    expect(ben.map((m) => m.to)).toEqual(['ben@example.de']);
  });
});
