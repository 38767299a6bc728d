import type { AddressInfo } from 'node:net';
import { createMailTransport, createOutboxWorker, listOutbox } from '@sf/mail';
import { SMTPServer } from 'smtp-server';
import { tokenFromMail } from './domain/test-context';
import { createTestApp } from './test-app';

/** The newsletter's mails through the real outbox worker to a real SMTP listener (127.0.0.1, free port). */
describe('newsletter mail delivery', () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let url = '';
  beforeAll(async () => {
    t = await createTestApp();
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await t.ctx.db.close();
  });

  it('sends the confirmation and the voucher mail; the voucher mail’s one-click List-Unsubscribe URL unsubscribes', async () => {
    await t.postJson('/api/newsletter/signup', { email: 'smtp@example.de', brands: 'OTTO' });
    await t.postJson('/api/newsletter/confirm', {
      token: tokenFromMail((await t.ctx.mailsTo('smtp@example.de'))[0]),
    });
    const worker = createOutboxWorker({
      db: t.ctx.db,
      transport: createMailTransport({ smtpUrl: url, from: 'Newsletter <nl@shop.test>' }),
      now: t.ctx.now,
    });
    expect(await worker.runOnce()).toEqual({ sent: 2, retried: 0, dead: 0 });
    await worker.stop();
    expect((await listOutbox(t.ctx.db)).map((m) => m.state)).toEqual(['sent', 'sent']);
    const voucher =
      received.find(
        (raw) => /Gutschein/.test(raw.replace(/=\r\n/g, '')) && /List-Unsubscribe-Post/.test(raw),
      ) ?? '';
    const unfolded = voucher.replace(/\r\n[ \t]+/g, ' ');
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const oneClick =
      /List-Unsubscribe: <(http:\/\/de\.localhost:3000\/api\/newsletter\/one-click-unsubscribe\?token=[^>]+)>/.exec(
        unfolded,
      )?.[1];
    expect(oneClick).toBeDefined();
    const target = new URL(oneClick ?? '');
    const res = await t.app.request(target.pathname + target.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect((await t.ctx.db.query('SELECT status FROM subscriptions')).rows).toEqual([
      { status: 'unsubscribed' },
    ]);
  });
});
