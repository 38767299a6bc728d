/**
 * @jest-environment node
 */
import { runDomainServer } from '@sf/domain-server';
import { newsletterServer } from './newsletter-server';

const start = (env: Record<string, string>) =>
  runDomainServer({
    ...newsletterServer,
    env: { NEWSLETTER_PORT: '0', CONTENT_BUCKET_URL: 'http://127.0.0.1:9', ...env },
    database: { memory: true },
  });

describe('the newsletter server in production (development features off)', () => {
  it('refuses to start without its secrets, naming each', async () => {
    await expect(start({ SF_DEV_FEATURES: '0' })).rejects.toThrow(
      'not set: NEWSLETTER_SIGNING_SECRET, NEWSLETTER_VOUCHER_SECRET.',
    );
    await expect(start({ NEWSLETTER_SIGNING_SECRET: 's'.repeat(43) })).rejects.toThrow(
      'Production needs this secret, which is not set: NEWSLETTER_VOUCHER_SECRET.',
    );
    await expect(
      start({ NEWSLETTER_SIGNING_SECRET: 'short', NEWSLETTER_VOUCHER_SECRET: 'v'.repeat(43) }),
    ).rejects.toThrow('NEWSLETTER_SIGNING_SECRET must have at least 32 characters.');
  });

  it('starts with them set', async () => {
    const server = await start({
      SF_DEV_FEATURES: '0',
      NEWSLETTER_SIGNING_SECRET: 's'.repeat(43),
      NEWSLETTER_VOUCHER_SECRET: 'v'.repeat(43),
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await server.stop();
  });
});
