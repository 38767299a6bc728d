/**
 * @jest-environment node
 */
import { runDomainServer } from '@sf/domain-server';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contactServer } from './contact-server';

const filesDir = mkdtempSync(path.join(tmpdir(), 'contact-files-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

const start = (env: Record<string, string>) =>
  runDomainServer({
    ...contactServer,
    env: { CONTACT_PORT: '0', CONTENT_BUCKET_URL: 'http://127.0.0.1:9', CONTACT_FILES_DIR: filesDir, ...env },
    database: { memory: true },
  });

describe('the service-contact server in production (development features off)', () => {
  it('refuses to start without its secrets, naming each', async () => {
    await expect(start({ SF_DEV_FEATURES: '0' })).rejects.toThrow(
      'not set: CONTACT_CAPTCHA_SECRET, CONTACT_PREVIEW_SECRET.',
    );
    await expect(start({ CONTACT_PREVIEW_SECRET: 'p'.repeat(43) })).rejects.toThrow(
      'Production needs this secret, which is not set: CONTACT_CAPTCHA_SECRET.',
    );
  });

  it('starts with them set and keeps no generated key', async () => {
    const server = await start({
      SF_DEV_FEATURES: '0',
      CONTACT_CAPTCHA_SECRET: 'c'.repeat(43),
      CONTACT_PREVIEW_SECRET: 'p'.repeat(43),
    });
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await server.db.query("SELECT to_regclass('settings') AS t")).rows).toEqual([{ t: null }]);
    } finally {
      await server.stop();
    }
  });
});
