/**
 * @jest-environment node
 */
import { hmacHex } from '../server/checkout/provider';
import { createSandboxProvider } from '../server/checkout/sandbox-provider';
import { createSandboxApp } from './sandbox-app';

const SECRET = 'sandbox-test-secret';

function setUp() {
  const notifications: Array<{ url: string; body: string; signature: string }> = [];
  const app = createSandboxApp({
    secret: SECRET,
    publicUrl: 'http://pay.test',
    notify: async (url, body, signature) => void notifications.push({ url, body, signature }),
  });
  // the shop's adapter, talking to the sandbox app in process
  const provider = createSandboxProvider({
    apiUrl: 'http://sandbox.test',
    secret: SECRET,
    fetch: (url, init) => Promise.resolve(app.request(url.replace('http://sandbox.test', ''), init)),
  });
  return { app, provider, notifications };
}

const start = (provider: ReturnType<typeof setUp>['provider'], paymentId = crypto.randomUUID()) =>
  provider.start({
    paymentId,
    method: 'visa',
    amountCents: 4999,
    currency: 'EUR',
    locale: 'fr-CH',
    returnUrl: 'http://shop.test/api/basket/checkout/payment/return?locale=fr-CH',
    notifyUrl: 'http://shop.test/notify',
  });

describe('the sandbox payment provider', () => {
  it('registers a payment, shows its page, and on success redirects back signed and notifies the shop signed', async () => {
    const { app, provider, notifications } = setUp();
    const paymentId = crypto.randomUUID();
    const started = await start(provider, paymentId);
    expect(started.redirectUrl).toBe(`http://pay.test/pay/${started.providerRef}`);
    const pageHtml = await (await app.request(`/pay/${started.providerRef}`)).text();
    expect(pageHtml).toContain('Paiement réussi');
    expect(pageHtml).not.toContain('<script');
    expect(await provider.status(started.providerRef)).toBe('pending');
    const res = await app.request(`/pay/${started.providerRef}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'success' }),
    });
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://shop.test/api/basket/checkout/payment/return');
    expect(back.searchParams.get('locale')).toBe('fr-CH');
    expect(await provider.verifyReturn(back.searchParams)).toEqual({
      paymentId,
      providerRef: started.providerRef,
      status: 'authorized',
    });
    back.searchParams.set('status', 'failed'); // tampered: the signature no longer fits
    expect(await provider.verifyReturn(back.searchParams)).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(notifications).toHaveLength(1);
    expect(await provider.verifyNotification(notifications[0]!.body, notifications[0]!.signature)).toEqual({
      paymentId,
      providerRef: started.providerRef,
      status: 'authorized',
    });
    expect(await provider.verifyNotification(notifications[0]!.body, 'a'.repeat(64))).toBeNull();
    expect(await provider.status(started.providerRef)).toBe('authorized');
  });

  it('cancels and fails, can play a lost return and a lost notification, and never changes a settled payment', async () => {
    const { app, provider, notifications } = setUp();
    const cancelled = await start(provider);
    const res = await app.request(`/pay/${cancelled.providerRef}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'cancel' }),
    });
    expect(new URL(res.headers.get('location')!).searchParams.get('status')).toBe('cancelled');
    const again = await app.request(`/pay/${cancelled.providerRef}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'success' }),
    });
    expect(new URL(again.headers.get('location')!).searchParams.get('status')).toBe('cancelled');
    const lost = await start(provider);
    const closed = await app.request(`/pay/${lost.providerRef}`, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'success', return: 'no', notify: 'no' }),
    });
    expect(closed.status).toBe(200);
    expect(await provider.status(lost.providerRef)).toBe('authorized');
    await new Promise((r) => setTimeout(r, 10));
    expect(notifications.map((n) => JSON.parse(n.body).providerRef)).toEqual([
      cancelled.providerRef,
      cancelled.providerRef,
    ]);
  });

  it('refuses unsigned or malformed API calls', async () => {
    const { app } = setUp();
    const body = JSON.stringify({
      paymentId: 'p',
      method: 'visa',
      amountCents: 100,
      currency: 'EUR',
      returnUrl: 'http://x/r',
      notifyUrl: 'http://x/n',
    });
    expect(
      (
        await app.request('/api/payments', {
          method: 'POST',
          body,
          headers: { 'x-sandbox-signature': 'f'.repeat(64) },
        })
      ).status,
    ).toBe(401);
    const bad = JSON.stringify({
      paymentId: 'p',
      method: 'visa',
      amountCents: -1,
      currency: 'USD',
      returnUrl: 'javascript:alert(1)',
      notifyUrl: 'http://x/n',
    });
    expect(
      (
        await app.request('/api/payments', {
          method: 'POST',
          body: bad,
          headers: { 'x-sandbox-signature': await hmacHex(SECRET, bad) },
        })
      ).status,
    ).toBe(422);
    expect((await app.request('/api/payments/psb_x')).status).toBe(401);
    expect((await app.request('/pay/psb_unknown')).status).toBe(404);
  });
});
