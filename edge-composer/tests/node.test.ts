/** The runtime suite against the Node adapter over real HTTP, plus what only Node has (assets, registry file). */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Agent, fetch as undiciFetch } from 'undici';
import { startComposer, type RunningComposer } from '../src/node';
import type { ComposerLogger } from '../src/types';
import { startFixtures, type Fixtures } from './fixtures';
import { bootOf, type ComposerTarget } from './helpers';
import { defineComposerSuite } from './suite';

/** Resolves every host name to 127.0.0.1, so `ch.localhost:<port>` reaches the composer with its real Host. */
const loopback = new Agent({
  connect: {
    lookup: (_host, options, callback) => {
      const all = (options as { all?: boolean }).all;
      if (all)
        (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
          { address: '127.0.0.1', family: 4 },
        ]);
      else (callback as (e: null, a: string, f: number) => void)(null, '127.0.0.1', 4);
    },
  },
});

const quiet: ComposerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

let fx: Fixtures;
let composer: RunningComposer;
let production: RunningComposer;
let dataDir: string;

beforeAll(async () => {
  fx = await startFixtures();
  dataDir = await mkdtemp(join(tmpdir(), 'edge-composer-'));
  await mkdir(join(dataDir, 'registry'), { recursive: true });
  await writeFile(join(dataDir, 'registry', 'registry.json'), JSON.stringify(fx.registry));
  const shellAssets = join(dataDir, 'assets', 'shell', '1.0.0');
  await mkdir(shellAssets, { recursive: true });
  await writeFile(join(shellAssets, 'main.0f0f0f0f.js'), 'console.log("shell")');
  await writeFile(join(shellAssets, 'main.0f0f0f0f.js.br'), brotliCompressSync('console.log("shell")'));
  await writeFile(join(shellAssets, 'main.0f0f0f0f.js.gz'), gzipSync('console.log("shell")'));
  await writeFile(join(shellAssets, 'main.0f0f0f0f.css'), 'a{color:red}');
  await writeFile(join(shellAssets, 'main.0f0f0f0f.css.gz'), gzipSync('a{color:red}'));
  await writeFile(
    join(shellAssets, 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: '', path: '' }, entry: 'main.0f0f0f0f.js' } }),
  );
  await writeFile(join(shellAssets, 'main.0f0f0f0f.js.map'), '{"version":3,"sources":["secret.ts"]}');
  composer = await startComposer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logger: quiet,
    devFeatures: true,
    ...fx.config,
  });
  production = await startComposer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    logger: quiet,
    devFeatures: false,
    bucketSecret: 'a-bucket-secret-for-the-node-tests-only',
    allowedHosts: 'shop.example',
    ...fx.config,
  });
});

afterAll(async () => {
  await composer?.close();
  await production?.close();
  await fx?.close();
  await loopback.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const send = async (port: number, path: string, init: RequestInit & { host?: string } = {}) => {
  const { host = 'de.localhost', ...rest } = init;
  const res = await undiciFetch(`http://${host}:${port}${path}`, {
    ...(rest as object),
    dispatcher: loopback,
    redirect: 'manual',
  });
  return res as unknown as Response;
};

const target: ComposerTarget = {
  runtime: 'node',
  origin: (host) => `http://${host}:${composer.port}`,
  fetch: (path, init) => send(composer.port, path, init),
  production: (path, init) => send(production.port, path, init),
};

// before the shared suite: its compression part closes the shared fixture servers when it ends
describe('startComposer options (Node)', () => {
  /** A fetcher that records fragment and API URLs and answers after `delayMs` (concurrent pages overlap). */
  const recording = (delayMs = 0) => {
    const urls: string[] = [];
    const fetcher = async (url: string, init: RequestInit) => {
      urls.push(url);
      await new Promise((r) => setTimeout(r, delayMs));
      return fetch(url, init);
    };
    return { urls, fetcher };
  };
  const headerFetches = (urls: string[]) =>
    urls.filter((u) => u.startsWith(fx.servers.shell) && u.includes('/fragment/header')).length;
  const withEnv = async <T>(name: string, value: string, fn: () => Promise<T>): Promise<T> => {
    const before = process.env[name];
    process.env[name] = value;
    try {
      return await fn();
    } finally {
      if (before === undefined) delete process.env[name];
      else process.env[name] = before;
    }
  };
  // pages of the NL tenant: the shared suite counts the DE header fetches the fixtures saw
  const nl = { host: 'nl.localhost' };
  // the fixtures' registry as it was (other tests rewrite the shared one), fragments within a generous
  // timeout (a loaded machine must not turn them into fallbacks)
  let registryFile = '';
  beforeAll(async () => {
    registryFile = join(dataDir, 'registry', 'options-registry.json');
    await writeFile(registryFile, JSON.stringify(fx.registry));
  });
  const options = () => ({
    port: 0,
    dataDir,
    registryFile,
    logger: quiet,
    devFeatures: true,
    ...fx.config,
    fragmentTimeoutMs: 10_000,
  });

  it('fetches every fragment and API call through an injected fetcher', async () => {
    const { urls, fetcher } = recording();
    const c = await startComposer({ ...options(), fetchFragment: fetcher });
    try {
      const page = await send(c.port, '/', nl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Fixture footer');
      expect(urls.filter((u) => u.startsWith(fx.servers.shell)).map((u) => new URL(u).pathname)).toEqual(
        expect.arrayContaining(['/fragment/header', '/fragment/home', '/fragment/footer']),
      );
      const api = await send(c.port, '/api/newsletter/status');
      expect(api.ok).toBe(true);
      await api.text();
      expect(urls.some((u) => u.startsWith(`${fx.servers.newsletter}/api/newsletter/status`))).toBe(true);
    } finally {
      await c.close();
    }
  });

  it('shares in-flight fragment fetches unless SF_SHARE_FRAGMENT_FETCHES=off', async () => {
    const twoPages = (c: RunningComposer) =>
      Promise.all([send(c.port, '/', nl), send(c.port, '/', nl)].map(async (r) => (await r).text()));
    const shared = recording(150);
    const on = await startComposer({ ...options(), fetchFragment: shared.fetcher });
    await twoPages(on).finally(() => on.close());
    expect(headerFetches(shared.urls)).toBe(1);
    const own = recording(150);
    const off = await withEnv('SF_SHARE_FRAGMENT_FETCHES', 'off', () =>
      startComposer({ ...options(), fetchFragment: own.fetcher }),
    );
    await twoPages(off).finally(() => off.close());
    expect(headerFetches(own.urls)).toBe(2);
    await expect(
      withEnv('SF_SHARE_FRAGMENT_FETCHES', 'maybe', () => startComposer(options())),
    ).rejects.toThrow('SF_SHARE_FRAGMENT_FETCHES must be on or off');
  });

  it('serves assets from SF_ASSETS_DIR instead of <data>/assets', async () => {
    const assetsDir = await mkdtemp(join(tmpdir(), 'edge-composer-assets-'));
    await mkdir(join(assetsDir, 'shell', '2.0.0'), { recursive: true });
    await writeFile(join(assetsDir, 'shell', '2.0.0', 'elsewhere.js'), 'console.log("elsewhere")');
    const c = await withEnv('SF_ASSETS_DIR', assetsDir, () => startComposer(options()));
    try {
      const moved = await send(c.port, '/_assets/shell/2.0.0/elsewhere.js');
      expect([moved.status, await moved.text()]).toEqual([200, 'console.log("elsewhere")']);
      const old = await send(c.port, '/_assets/shell/1.0.0/main.0f0f0f0f.js');
      expect(old.status).toBe(404);
      await old.text();
    } finally {
      await c.close();
      await rm(assetsDir, { recursive: true, force: true });
    }
  });
});

defineComposerSuite('Node (@hono/node-server)', () => target);

describe('Node adapter only', () => {
  it('serves deployed assets immutable and cross-origin readable', async () => {
    const res = await target.fetch('/_assets/shell/1.0.0/main.0f0f0f0f.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await res.text()).toBe('console.log("shell")');
  });

  it('serves the precompressed file the client accepts, with vary', async () => {
    const br = await target.fetch('/_assets/shell/1.0.0/main.0f0f0f0f.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect([br.headers.get('content-encoding'), br.headers.get('vary')]).toEqual(['br', 'accept-encoding']);
    expect(await br.text()).toBe('console.log("shell")');
    const css = await target.fetch('/_assets/shell/1.0.0/main.0f0f0f0f.css', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(await css.text()).toBe('a{color:red}');
    const json = await target.fetch('/_assets/shell/1.0.0/mf-manifest.json', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(json.headers.get('vary')).toBe('accept-encoding');
    await json.text();
  });

  it('reads the shell entry from its deployed mf-manifest.json under /_assets/', async () => {
    const html = await (await target.fetch('/', { host: 'nl.localhost' })).text();
    expect(html).toMatch(
      /<script nonce="[^"]+">\(function\(d,u\)\{.*\(document,"\/_assets\/shell\/1\.0\.0\/main\.0f0f0f0f\.js"\)<\/script><\/body><\/html>$/,
    );
  });

  it('names the deployment in the boot payload: development with development features, else production', async () => {
    const dev = bootOf(await (await target.fetch('/', { host: 'nl.localhost' })).text());
    const prod = bootOf(await (await target.production('/', { host: 'ch.localhost' })).text());
    expect([dev.deploymentEnv, prod.deploymentEnv]).toEqual(['development', 'production']);
  });

  it('serves source maps only with development features', async () => {
    const dev = await target.fetch('/_assets/shell/1.0.0/main.0f0f0f0f.js.map');
    expect(dev.status).toBe(200);
    expect(await dev.text()).toContain('secret.ts');
    for (const path of [
      '/_assets/shell/1.0.0/main.0f0f0f0f.js.map',
      '/_assets/shell/1.0.0/main.0f0f0f0f.js%2Emap',
      '/_assets/shell/1.0.0/main.0f0f0f0f.js%2emap',
    ]) {
      const prod = await target.production(path);
      expect([path, prod.status]).toEqual([path, 404]);
      expect(await prod.text()).not.toContain('secret.ts');
    }
    const script = await target.production('/_assets/shell/1.0.0/main.0f0f0f0f.js');
    expect(script.status).toBe(200);
    await script.text();
  });

  it('refuses to start with development features on a non-loopback address', async () => {
    await expect(
      startComposer({ port: 0, host: '0.0.0.0', dataDir, logger: quiet, devFeatures: true }),
    ).rejects.toThrow(/SF_DEV_FEATURES=1 .* does not start on 0\.0\.0\.0/);
  });

  it('refuses path traversal and answers 404 for missing assets', async () => {
    for (const path of [
      '/_assets/shell/1.0.0/..%2F..%2F..%2Fregistry%2Fregistry.json',
      '/_assets/shell/1.0.0/nope.js',
      '/_assets/shell/main.js',
    ]) {
      const res = await target.fetch(path);
      expect(res.status).toBe(404);
      await res.text();
    }
  });

  it('reloads the registry file when it changes', async () => {
    const file = join(dataDir, 'registry', 'registry.json');
    const before = await (await target.fetch('/warenkorb')).text();
    expect(before).toContain('Seite nicht gefunden');
    const tenants = Object.fromEntries(
      Object.entries(fx.registry.tenants).map(([t, r]) => [
        t,
        { ...r, 'mfe-basket-checkout': { ...r!['mfe-newsletter']!, canary: undefined } },
      ]),
    );
    await writeFile(file, JSON.stringify({ ...fx.registry, tenants }));
    let status = 404;
    for (let i = 0; i < 40 && status !== 200; i += 1) {
      await new Promise((done) => setTimeout(done, 100));
      const res = await target.fetch('/warenkorb');
      status = res.status;
      await res.text();
    }
    expect(status).toBe(200);
    await writeFile(file, JSON.stringify(fx.registry));
  });

  it('fails to start with REGISTRY-001 when the registry is missing or malformed', async () => {
    await expect(
      startComposer({ port: 0, registryFile: join(dataDir, 'nope.json'), logger: quiet }),
    ).rejects.toThrow(/REGISTRY-001/);
    const bad = join(dataDir, 'bad.json');
    await writeFile(bad, '{"contractVersion":1,"tenants":{"XX":{}}}');
    await expect(startComposer({ port: 0, registryFile: bad, logger: quiet })).rejects.toThrow(
      /REGISTRY-001/,
    );
  });
});
