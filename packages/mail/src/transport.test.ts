import type { OutboxMessage } from './outbox-store';
import { createMailTransport, requiresTls } from './transport';
import { startTestSmtp } from './test-smtp';

const FROM = 'Shop <shop@example.de>';
const mail: OutboxMessage = {
  to: 'shopper@example.de',
  subject: 'Hallo',
  text: 'Hallo\n',
  html: '<p>Hallo</p>',
};

describe('mail transport encryption', () => {
  it('requires TLS towards every relay that is not on this machine', () => {
    expect(requiresTls('smtp://relay.example.de:587')).toBe(true);
    expect(requiresTls('smtp://user:secret@10.0.0.5:25')).toBe(true);
    expect(requiresTls('smtps://relay.example.de:465')).toBe(false); // encrypted from the first byte
    expect(requiresTls('smtp://127.0.0.1:2525')).toBe(false);
    expect(requiresTls('smtp://localhost:25')).toBe(false);
    expect(requiresTls('smtp://[::1]:25')).toBe(false);
  });

  it('refuses to hand a mail to a relay that offers no STARTTLS when TLS is required', async () => {
    const smtp = await startTestSmtp(); // plain SMTP, STARTTLS disabled
    const strict = createMailTransport({ smtpUrl: smtp.url, from: FROM, requireTls: true, timeoutMs: 5000 });
    const loopback = createMailTransport({ smtpUrl: smtp.url, from: FROM, timeoutMs: 5000 });
    try {
      await expect(strict.send(mail)).rejects.toThrow(/STARTTLS/i);
      expect(smtp.received).toHaveLength(0);
      await loopback.send(mail);
      expect(smtp.received.map((m) => m.to)).toEqual([['shopper@example.de']]);
    } finally {
      strict.close();
      loopback.close();
      await smtp.close();
    }
  });
});
