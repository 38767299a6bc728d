/**
 * @jest-environment node
 */
import { runDomainServer } from '@sf/domain-server';
import { sandboxSettings } from '../payment-sandbox/settings';
import { basketServer } from './basket-server';
import { hmacHex } from './checkout/provider';

/** The sandbox secret the repository carried until issue 25 (the fallback of every production start). */
const OLD_REPOSITORY_SECRET = 'sandbox-development-secret-not-for-production';

// nothing listens on port 9: the start's gateway and provider calls fail at once
const BASE_ENV = {
  BASKET_PORT: '0',
  SF_GATEWAY_URL: 'http://127.0.0.1:9/api/gateway/',
  PAYMENT_SANDBOX_URL: 'http://127.0.0.1:9',
};
const SECRETS = { PAYMENT_SANDBOX_SECRET: 'p'.repeat(43), NEWSLETTER_VOUCHER_SECRET: 'v'.repeat(43) };

const start = (env: Record<string, string>) =>
  runDomainServer({ ...basketServer, env: { ...BASE_ENV, ...env }, database: { memory: true } });

describe('the basket server in production (development features off)', () => {
  it('refuses to start without its secrets, naming each', async () => {
    await expect(start({ SF_DEV_FEATURES: '0' })).rejects.toThrow(
      'not set: PAYMENT_SANDBOX_SECRET, NEWSLETTER_VOUCHER_SECRET.',
    );
    await expect(start({ PAYMENT_SANDBOX_SECRET: SECRETS.PAYMENT_SANDBOX_SECRET })).rejects.toThrow(
      'Production needs this secret, which is not set: NEWSLETTER_VOUCHER_SECRET.',
    );
  });

  it('never settles a payment notification signed with the secret the repository carried', async () => {
    const paymentId = crypto.randomUUID();
    const body = JSON.stringify({
      paymentId,
      providerRef: `psb_${paymentId.replace(/-/g, '')}`,
      status: 'authorized',
    });
    const forged = await hmacHex(OLD_REPOSITORY_SECRET, body);
    // without PAYMENT_SANDBOX_SECRET there is no server to send it to …
    await expect(
      start({ SF_DEV_FEATURES: '0', NEWSLETTER_VOUCHER_SECRET: SECRETS.NEWSLETTER_VOUCHER_SECRET }),
    ).rejects.toThrow('PAYMENT_SANDBOX_SECRET');
    // … and with one, the old constant is just a wrong signature
    const server = await start({ SF_DEV_FEATURES: '0', ...SECRETS });
    try {
      const notify = (signature: string) =>
        fetch(`${server.url}/api/basket/checkout/payment/notify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
          body,
        });
      expect((await notify(forged)).status).toBe(403);
      // the configured secret's signature gets past the check (404: no such payment here)
      expect((await notify(await hmacHex(SECRETS.PAYMENT_SANDBOX_SECRET, body))).status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('writes no demo vouchers and no demo orders', async () => {
    const server = await start({ SF_DEV_FEATURES: '0', ...SECRETS });
    try {
      expect((await server.db.query('SELECT code FROM vouchers')).rows).toEqual([]);
      expect((await server.db.query('SELECT order_no FROM orders')).rows).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('with development features starts without secrets and writes the demo data', async () => {
    const server = await start({ SF_DEV_FEATURES: '1' });
    try {
      const codes = (
        await server.db.query<{ code: string }>('SELECT code FROM vouchers ORDER BY code')
      ).rows.map((r) => r.code);
      expect(codes).toEqual(expect.arrayContaining(['GROSS25', 'SOMMER10']));
      expect((await server.db.query('SELECT order_no FROM orders')).rows.length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});

describe('the payment sandbox', () => {
  it('refuses to start in production without PAYMENT_SANDBOX_SECRET, and never falls back to a fixed one', () => {
    expect(() => sandboxSettings({ SF_DEV_FEATURES: '0' })).toThrow(
      'Production needs this secret, which is not set: PAYMENT_SANDBOX_SECRET.',
    );
    expect(
      sandboxSettings({ SF_DEV_FEATURES: '0', PAYMENT_SANDBOX_SECRET: SECRETS.PAYMENT_SANDBOX_SECRET })
        .secret,
    ).toBe(SECRETS.PAYMENT_SANDBOX_SECRET);
    const a = sandboxSettings({ SF_DEV_FEATURES: '1' });
    expect(a.generated).toBe(true);
    expect(a.secret).not.toBe(OLD_REPOSITORY_SECRET);
    expect(sandboxSettings({ SF_DEV_FEATURES: '1' }).secret).not.toBe(a.secret);
  });
});
