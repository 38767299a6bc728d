import { test, expect, type APIRequestContext } from '@playwright/test';
import { DE } from './texts';
import { at, uniqueEmail } from './helpers';

// Mailed links through the composer: GET/HEAD change nothing, the one-click POST (RFC 8058) works
// without Origin or cookie, and the outbox worker delivers (the mailbox shows the state).
const port = process.env.E2E_PORT ?? 3300;
const same = { origin: `http://${DE.host}:${port}`, host: `${DE.host}:${port}` };

interface DevMail {
  to: string;
  subject: string;
  text: string;
  state?: string;
  headers?: Record<string, string>;
}

async function mailTo(request: APIRequestContext, email: string, subject: RegExp): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      const body = (await (await request.get(`http://127.0.0.1:${port}/dev/mailbox.json`)).json()) as {
        mails: DevMail[];
      };
      found = body.mails.find((m) => m.to === email && subject.test(m.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test('a GET or HEAD of the confirmation link confirms nothing; the one-click POST unsubscribes without Origin', async ({
  request,
}) => {
  const email = uniqueEmail('links');
  const signup = () =>
    request.post(at(DE, '/api/newsletter/signup'), { headers: same, data: { email, brands: 'OTTO' } });
  expect(await (await signup()).json()).toMatchObject({ status: 'pending' });
  const confirmation = await mailTo(request, email, DE.confirmSubject);
  const link = /https?:\/\/\S+bestaetigt\?token=([A-Za-z0-9_-]{43})/.exec(confirmation.text);
  expect(link, confirmation.text).toBeTruthy();
  const path = new URL(link![0]).pathname + new URL(link![0]).search;
  expect((await request.get(at(DE, path))).status()).toBe(200);
  expect((await request.head(at(DE, path))).status()).toBe(200);
  // still pending: a sign-up again is not "already subscribed"
  expect(await (await signup()).json()).toMatchObject({ status: 'pending' });

  expect(
    (
      await request.post(at(DE, '/api/newsletter/confirm'), { headers: same, data: { token: link![1] } })
    ).status(),
  ).toBe(200);
  expect(await (await signup()).json()).toMatchObject({ status: 'existing' });

  const voucher = await mailTo(request, email, DE.voucherSubject);
  expect(voucher.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<([^>]+)>/.exec(voucher.headers?.['List-Unsubscribe'] ?? '')?.[1];
  expect(oneClick).toMatch(/\/api\/newsletter\/one-click-unsubscribe\?token=/);
  const oneClickPath = new URL(oneClick!).pathname + new URL(oneClick!).search;
  expect((await request.get(at(DE, oneClickPath))).status()).toBe(404);
  const res = await request.post(at(DE, oneClickPath), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(res.status()).toBe(200);
  // unsubscribed: a new sign-up is pending again
  expect(await (await signup()).json()).toMatchObject({ status: 'pending' });
  // the outbox worker delivered the voucher mail into the local mailbox
  await expect.poll(async () => (await mailTo(request, email, DE.voucherSubject)).state).toBe('sent');
});
