/**
 * The workerd composer reading its registry from a KV namespace (decision 0171), in Miniflare: the
 * document `node scripts/registry.mjs kv-export` writes, put under key `registry`, is served; a new
 * document (a deploy) is served within the refresh time without a new worker; a malformed one keeps
 * the last good registry; without any, `/healthz` answers 503 `REGISTRY-001`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build, type BuildOptions } from 'esbuild';
import { Miniflare } from 'miniflare';
import { REGISTRY_KV_KEY, type Registry } from '@sf/contracts';
import { deployVersion, liveVersionOf } from '@sf/registry';
import { startFixtures, type Fixtures } from './fixtures';

process.env.WRANGLER_SEND_METRICS = 'false';
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const workerBuildOptions = require('../scripts/worker-build-options.cjs') as (
  outfile: string,
) => BuildOptions;

const ROOT = resolve(__dirname, '../..');
const REFRESH_MS = 300;
const SIGNUP = '/service-hilfe/newsletter/anmelden';

let fx: Fixtures;
let mf: Miniflare;
let dir: string;

beforeAll(async () => {
  fx = await startFixtures();
  dir = await mkdtemp(join(tmpdir(), 'edge-composer-kv-'));
  const scriptPath = join(dir, 'worker.mjs');
  await build(workerBuildOptions(scriptPath));
  mf = new Miniflare({
    modules: true,
    scriptPath,
    modulesRoot: dir,
    compatibilityDate: '2026-04-01',
    compatibilityFlags: ['nodejs_compat', 'enable_request_signal'],
    kvNamespaces: ['REGISTRY_KV'],
    bindings: {
      REGISTRY_KV_REFRESH_MS: String(REFRESH_MS),
      SF_DEV_FEATURES: '1',
      COMPOSER_BUCKET_SECRET: 'a-bucket-secret-for-the-workerd-tests-only',
    },
  });
  await mf.ready;
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  await fx?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await mf.dispatchFetch(`http://de.localhost${path}`, { redirect: 'manual' });
  return { status: res.status, text: await res.text() };
};

/** The newsletter version the worker serves on the sign-up page (its boot payload names it). */
async function served(): Promise<string | undefined> {
  const { text } = await get(SIGNUP);
  return /"name":"mfe-newsletter","version":"([^"]+)"/.exec(text)?.[1];
}

async function msUntilServed(version: string): Promise<number> {
  const started = Date.now();
  while ((await served()) !== version) {
    if (Date.now() - started > 5000) return Infinity;
    await new Promise((done) => setTimeout(done, 20));
  }
  return Date.now() - started;
}

/** The KV document as the platform makes it: `node scripts/registry.mjs kv-export` of a registry file. */
async function exported(registry: Registry): Promise<string> {
  const file = join(dir, 'registry.json');
  const out = join(dir, 'kv.json');
  await writeFile(file, JSON.stringify(registry, null, 2));
  await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'scripts/registry.mjs'), 'kv-export', '--out', out],
    {
      cwd: ROOT,
      env: { ...process.env, SF_REGISTRY_FILE: file, DATABASE_URL: '' },
    },
  );
  return readFile(out, 'utf8');
}

describe('workerd (Miniflare) with the registry in KV', () => {
  it('answers 503 REGISTRY-001 before there is a document, then serves the exported one and each new one', async () => {
    const health = await get('/healthz');
    expect(health.status).toBe(503);
    expect(health.text).toContain('REGISTRY-001');

    // Miniflare's KVNamespace type clashes with the DOM's Request of this project's lib: its put is all we need
    const kv = (await mf.getKVNamespace('REGISTRY_KV')) as unknown as {
      put(key: string, value: string): Promise<void>;
    };
    await kv.put(REGISTRY_KV_KEY, await exported(fx.registry));
    expect((await get('/healthz')).status).toBe(200);
    expect(await served()).toBe('1.0.0');

    // a deploy: the new document, no new worker
    const live = fx.registry.tenants.DE!['mfe-newsletter']!;
    const next = deployVersion(fx.registry, 'mfe-newsletter', { ...liveVersionOf(live), version: '2.0.0' });
    await kv.put(REGISTRY_KV_KEY, await exported(next.registry));
    expect(await msUntilServed('2.0.0')).toBeLessThan(REFRESH_MS + 1000);

    // a broken document: the last good registry stays
    await kv.put(REGISTRY_KV_KEY, '{"contractVersion":1,"tenants":');
    await new Promise((done) => setTimeout(done, REFRESH_MS * 2));
    expect(await served()).toBe('2.0.0');
    expect((await get('/healthz')).status).toBe(200);
  }, 30_000);
});
