import { migrate, openDatabase, type Db } from '@sf/data';
import { outboxAttachmentsMigration, outboxMigration } from './outbox-migration';
import { enqueueMail, listOutbox } from './outbox-store';
import { startTestSmtp } from './test-smtp';
import { createMailTransport } from './transport';
import { createOutboxWorker } from './worker';

let db: Db;
const now = () => new Date('2026-03-02T10:00:00.000Z');
const FROM = 'Service <service@shop.test>';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

beforeAll(async () => {
  db = await openDatabase({ domain: 'mailattach', memory: true });
  await migrate(db, [outboxMigration('0001-outbox'), outboxAttachmentsMigration('0002-attachments')]);
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.query('TRUNCATE outbox RESTART IDENTITY');
});

const mail = {
  to: 'service@shop.test',
  subject: 'Kontakt: Barriere melden',
  text: 'Nachricht\n',
  html: '<p>Nachricht</p>',
  attachments: [{ filename: 'foto.png', contentType: 'image/png', key: 'k/1' }],
};

describe('outbox attachments', () => {
  it('keeps the references in the row and sends the loaded bytes as attachments over SMTP', async () => {
    const smtp = await startTestSmtp();
    try {
      await enqueueMail(db, mail, now());
      const [row] = await listOutbox(db);
      expect(row?.attachments).toEqual(mail.attachments);
      const worker = createOutboxWorker({
        db,
        transport: createMailTransport({ smtpUrl: smtp.url, from: FROM }),
        now,
        loadAttachment: async (key) => (key === 'k/1' ? PNG : Promise.reject(new Error('unknown key'))),
      });
      expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, dead: 0 });
      await worker.stop();
      const raw = (smtp.received[0]?.raw ?? '').replace(/\r\n\s+/g, ' ');
      expect(raw).toMatch(/Content-Disposition: attachment; filename=foto\.png/);
      expect(raw).toContain(Buffer.from(PNG).toString('base64'));
    } finally {
      await smtp.close();
    }
  });

  it('retries a mail whose attachment cannot be loaded instead of sending it without the file', async () => {
    await enqueueMail(db, mail, now());
    const worker = createOutboxWorker({
      db,
      transport: createMailTransport({ from: FROM }),
      now,
      random: () => 0,
      loadAttachment: () => Promise.reject(new Error('store down')),
    });
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, dead: 0 });
    await worker.stop();
    const [row] = await listOutbox(db);
    expect(row).toMatchObject({ state: 'pending', lastError: 'store down' });
  });

  it('writes mails without attachments into an outbox that has no attachments column', async () => {
    const plain = await openDatabase({ domain: 'mailplain', memory: true });
    try {
      await migrate(plain, [outboxMigration('0001-outbox')]);
      await enqueueMail(plain, { to: 'a@shop.test', subject: 's', text: 't', html: 'h' }, now());
      const [row] = await listOutbox(plain);
      expect(row?.attachments).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
