import type { Registry } from '@sf/contracts';
import { createComposer } from './app';
import type { ComposerLogger } from './types';

function logger() {
  const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
  const at = (level: string) => (msg: string, fields?: Record<string, unknown>) => lines.push({ level, msg, fields: fields ?? {} });
  const log: ComposerLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

const broken = () => Promise.reject(new Error('registry exploded at /secret/path'));
const empty = async (): Promise<Registry> => ({ contractVersion: 1, tenants: {} });

describe('createComposer', () => {
  it('answers an exception with the localized 500 page, without details, and logs it', async () => {
    const { log, lines } = logger();
    const app = createComposer({ registry: broken, logger: log });
    const res = await app.request('http://ch.localhost/fr/aide-service');
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(html).toContain('<html lang="fr-CH">');
    expect(html).toContain('<h1>Une erreur technique s’est produite</h1>');
    expect(html).not.toContain('exploded');
    expect(html).not.toContain('<script');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'nonce-");
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error', fields: expect.objectContaining({ code: 'COMPOSER-006' }) }));
  });

  it('answers API exceptions with JSON and reports an unreadable registry on /healthz', async () => {
    const app = createComposer({ registry: broken, logger: logger().log });
    const api = await app.request('http://de.localhost/api/newsletter/x');
    expect(api.status).toBe(500);
    expect(await api.json()).toMatchObject({ error: { code: 'API-500' } });
    const health = await app.request('http://de.localhost/healthz');
    expect(health.status).toBe(503);
  });

  it('serves no dev mailbox when it is off, and no gateway when none is injected', async () => {
    const app = createComposer({ registry: empty, logger: logger().log, devMailbox: false });
    const mailbox = await app.request('http://de.localhost/dev/mailbox.json');
    expect(mailbox.status).toBe(404);
    expect(await mailbox.text()).toContain('Seite nicht gefunden');
    const gateway = await app.request('http://de.localhost/api/gateway/?query=%7B__typename%7D');
    expect(gateway.status).toBe(404);
  });

  it('composes a page with fallbacks when no shell is deployed, and answers HEAD without a body', async () => {
    const app = createComposer({ registry: empty, logger: logger().log });
    const res = await app.request('http://nl.localhost/');
    const html = await res.text();
    expect(res.status).toBe(404);
    expect(html).toContain('<div data-sf-slot="shell" data-sf-route="header" data-sf-fallback>');
    expect(html).not.toContain('<script src=');
    const head = await app.request('http://nl.localhost/robots.txt', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
