import { deliveryText, linksOfHtml, renderMailbox, type DevMail } from './mailbox';

const mail: DevMail = {
  id: '1',
  to: 'a@example.org',
  subject: 'Bitte <bestätigen>',
  text: 'Link: https://de.localhost/x?token=a&b=1 ok',
  html: '<a href="https://de.localhost/x?token=a&amp;b=1">x</a><a href="javascript:alert(1)">y</a>',
  createdAt: '2026-02-01T10:00:00.000Z',
  source: 'mfe-newsletter',
};

it('extracts http(s) links of an HTML mail, unescaped and deduplicated', () => {
  expect(linksOfHtml(mail.html)).toEqual(['https://de.localhost/x?token=a&b=1']);
});

it('renders mails escaped, with their links as real anchors', () => {
  const html = renderMailbox({ mails: [mail], unreachable: ['mfe-search'] });
  expect(html).toContain('<h2 id="mail-0">Bitte &lt;bestätigen&gt;</h2>');
  expect(html).toContain(
    '<a href="https://de.localhost/x?token=a&amp;b=1">https://de.localhost/x?token=a&amp;b=1</a> ok',
  );
  expect(html).not.toContain('javascript:');
  expect(html).toContain('<p role="status">Not reachable: mfe-search</p>');
  expect(html).toContain('<time datetime="2026-02-01T10:00:00.000Z">');
});

it('shows each mail’s delivery state: sent with its time, pending with failed attempts, dead with the last error', () => {
  expect(deliveryText({ ...mail, state: 'sent', sentAt: '2026-02-01T10:00:05.000Z', attempts: 1 })).toBe(
    'sent 2026-02-01T10:00:05.000Z',
  );
  expect(deliveryText({ ...mail, state: 'pending', attempts: 0 })).toBe('pending');
  expect(deliveryText({ ...mail, state: 'pending', attempts: 2, lastError: '550 no' })).toBe(
    'pending, 2 failed attempts: 550 no',
  );
  expect(deliveryText({ ...mail, state: 'dead', attempts: 8, lastError: '550 <no>' })).toBe(
    'dead after 8 attempts: 550 <no>',
  );
  expect(deliveryText(mail)).toBe('not sent');
  const html = renderMailbox({
    mails: [{ ...mail, state: 'dead', attempts: 8, lastError: '550 <no>' }],
    unreachable: [],
  });
  expect(html).toContain(
    '<dt>Delivery</dt><dd class="state-dead">dead after 8 attempts: 550 &lt;no&gt;</dd>',
  );
});
