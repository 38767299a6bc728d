/** The runtime suite against the worker bundle in workerd (Miniflare), one instance for the file. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type BuildOptions } from 'esbuild';
import { Miniflare } from 'miniflare';
import { startFixtures, type Fixtures } from './fixtures';
import type { ComposerTarget } from './helpers';
import { defineComposerSuite } from './suite';

process.env.WRANGLER_SEND_METRICS = 'false';
process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const workerBuildOptions = require('../scripts/worker-build-options.cjs') as (
  outfile: string,
) => BuildOptions;

let fx: Fixtures;
let mf: Miniflare;
let outDir: string;

beforeAll(async () => {
  fx = await startFixtures();
  outDir = await mkdtemp(join(tmpdir(), 'edge-composer-worker-'));
  const scriptPath = join(outDir, 'worker.mjs');
  await build(workerBuildOptions(scriptPath));
  const worker = {
    modules: true,
    scriptPath,
    modulesRoot: outDir,
    compatibilityDate: '2026-04-01',
    compatibilityFlags: ['nodejs_compat', 'enable_request_signal'],
  };
  const bindings = {
    REGISTRY: JSON.stringify(fx.registry),
    FRAGMENT_TIMEOUT_MS: String(fx.config.fragmentTimeoutMs),
    ROUTE_TIMEOUTS: JSON.stringify(fx.config.routeTimeouts),
    API_TIMEOUTS: JSON.stringify(fx.config.apiTimeouts),
    COMPOSER_BUCKET_SECRET: 'a-bucket-secret-for-the-workerd-tests-only',
  };
  mf = new Miniflare({
    workers: [
      { ...worker, name: 'dev', bindings: { ...bindings, SF_DEV_FEATURES: '1' } },
      { ...worker, name: 'production', bindings: { ...bindings, SF_ALLOWED_HOSTS: 'shop.example' } },
    ],
  });
  await mf.ready;
  // warm up: the first request compiles the worker; timing tests measure steady state
  await (await mf.dispatchFetch('http://de.localhost/healthz')).text();
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  await fx?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const target: ComposerTarget = {
  runtime: 'workerd',
  origin: (host) => `http://${host}`,
  fetch: async (path, init = {}) => {
    const { host = 'de.localhost', ...rest } = init;
    const res = await mf.dispatchFetch(`http://${host}${path}`, { ...(rest as object), redirect: 'manual' });
    return res as unknown as Response;
  },
  production: async (path, init = {}) => {
    const { host = 'de.localhost', ...rest } = init;
    const worker = (await mf.getWorker('production')) as unknown as {
      fetch(url: string, init: object): Promise<unknown>;
    };
    const res = await worker.fetch(`http://${host}${path}`, { ...(rest as object), redirect: 'manual' });
    return res as unknown as Response;
  },
};

defineComposerSuite('workerd (Miniflare)', () => target);
