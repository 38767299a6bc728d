/**
 * The composer in front of the real newsletter server (its Hono app on an in-memory database,
 * served over real HTTP on 127.0.0.1, limit 10 requests a minute per address): a client that
 * writes a new `X-Forwarded-For` into every request is still one client and gets 429.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { TENANTS, type Registry } from '@sf/contracts';
import { startComposer, type RunningComposer } from '../src/node';
import type { ComposerLogger } from '../src/types';
import { COMPOSITIONS } from './compositions';

const quiet: ComposerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
// the newsletter's own test set-up (real app, PGlite in memory); a path, so this project does not import another's source at type level
const NEWSLETTER_TEST_APP = '../../mfe-newsletter/src/server/test-app';

let newsletter: ServerType;
let closeDb: () => Promise<void>;
let composer: RunningComposer;
let dataDir: string;

beforeAll(async () => {
  const { createTestApp } = (await import(NEWSLETTER_TEST_APP)) as {
    createTestApp: (o?: object) => Promise<{ app: Hono; ctx: { db: { close(): Promise<void> } } }>;
  };
  const { app, ctx } = await createTestApp({ rateLimitPerMinute: 10 });
  closeDb = () => ctx.db.close();
  newsletter = await new Promise<ServerType>((done) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => done(s));
  });
  const server = `http://127.0.0.1:${(newsletter.address() as AddressInfo).port}`;
  const remote = {
    version: '1.0.0',
    assetsUrl: '/_assets/mfe-newsletter/1.0.0/',
    manifestUrl: '/_assets/mfe-newsletter/1.0.0/mf-manifest.json',
    server,
    integrity: 'sha384-x',
    sharedVersions: {},
    contractVersion: 1,
    history: [],
    composition: COMPOSITIONS['mfe-newsletter'],
  };
  const registry: Registry = {
    contractVersion: 1,
    tenants: Object.fromEntries(TENANTS.map((t) => [t, { 'mfe-newsletter': remote }])),
  };
  dataDir = await mkdtemp(join(tmpdir(), 'edge-composer-xff-'));
  await mkdir(join(dataDir, 'registry'), { recursive: true });
  await writeFile(join(dataDir, 'registry', 'registry.json'), JSON.stringify(registry));
  composer = await startComposer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logger: quiet,
    devFeatures: false,
    bucketSecret: 'a-bucket-secret-for-the-node-tests-only',
  });
}, 60_000);

afterAll(async () => {
  await composer?.close();
  (newsletter as { closeAllConnections?: () => void } | undefined)?.closeAllConnections?.();
  await new Promise((done) => newsletter?.close(done));
  await closeDb?.();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('limits a client that rotates X-Forwarded-For like any other: 429 with Retry-After', async () => {
  const statuses: number[] = [];
  let limited: Response | undefined;
  for (let i = 1; i <= 14; i += 1) {
    const res = await fetch(`${composer.url}/api/newsletter/unsubscribe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: composer.url,
        'x-forwarded-for': `198.51.100.${i}`,
        'x-real-ip': `198.51.100.${i}`,
        forwarded: `for=198.51.100.${i}`,
      },
      body: JSON.stringify({ email: `rotate-${i}@example.org` }),
    });
    statuses.push(res.status);
    if (res.status === 429) limited ??= res;
    await res.arrayBuffer();
  }
  expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true);
  expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(limited?.headers.get('x-content-type-options')).toBe('nosniff');
});
