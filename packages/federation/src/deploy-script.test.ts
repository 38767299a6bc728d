/**
 * `scripts/deploy.mjs` with its gate, in a real Node process (the script is plain ESM that loads the
 * gate through tsx): app builds doctored on disk (manifest, composition, build info), a registry in a
 * temporary data folder. A refused deploy throws with every reason and leaves registry and assets as
 * they were.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONTRACT_VERSIONS, type Registry, type RemoteComposition } from '@sf/contracts';

const ROOT = resolve(__dirname, '../../..');
const SHARED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'styled-components': '6.6.0',
  zustand: '5.1.0',
  '@module-federation/runtime-core': '2.9.2',
};

interface FakeBuild {
  readonly exposes: readonly string[];
  readonly composition: Partial<RemoteComposition>;
  readonly shared?: Record<string, string>;
  readonly sharedExports?: Record<string, unknown>;
}

let dir = '';

async function writeBuild(name: string, build: FakeBuild): Promise<void> {
  const client = join(dir, 'apps', name, 'dist', 'client');
  await mkdir(client, { recursive: true });
  await writeFile(join(dir, 'apps', name, 'package.json'), JSON.stringify({ name, version: '0.1.0' }));
  const manifest = { id: name, name, exposes: build.exposes.map((path) => ({ name: path.slice(2), path })) };
  await writeFile(join(client, 'mf-manifest.json'), JSON.stringify(manifest));
  const composition: RemoteComposition = {
    compositionVersion: 1,
    remote: name,
    contracts: CONTRACT_VERSIONS,
    widgets: [],
    api: [],
    paths: [],
    budgets: {},
    ...build.composition,
  };
  await writeFile(join(client, 'sf-composition.json'), JSON.stringify(composition));
  await writeFile(
    join(client, 'build-info.json'),
    JSON.stringify({
      sharedVersions: build.shared ?? SHARED,
      ...(build.sharedExports ? { sharedExports: build.sharedExports } : {}),
    }),
  );
  await writeFile(join(client, 'remoteEntry.js'), `/* ${name} */`);
}

/** Runs `deployOne(config, name)` (or `deployAll`) of the script in a child process; resolves to its outcome. */
function runDeploy(
  names: readonly string[],
  target: string | 'all',
  options: Record<string, unknown> = {},
): Promise<{ ok: boolean; message: string }> {
  const config = {
    host: '127.0.0.1',
    registryFile: join(dir, 'registry', 'registry.json'),
    assetsDir: join(dir, 'assets'),
    apps: names.map((name, i) => ({ name, port: 9100 + i, dir: join(dir, 'apps', name) })),
  };
  const code = `
    const { deployAll, deployOne } = await import(${JSON.stringify(join(ROOT, 'scripts', 'deploy.mjs'))});
    const config = JSON.parse(process.argv[1]);
    try {
      await ${target === 'all' ? 'deployAll(config)' : `deployOne(config, ${JSON.stringify(target)}, ${JSON.stringify(options)})`};
      console.log('ok');
    } catch (error) {
      console.log(error.message);
      process.exit(3);
    }`;
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', code, JSON.stringify(config)],
      { cwd: ROOT },
      (error, stdout) => done({ ok: !error, message: stdout.trim() }),
    );
  });
}

const registryText = () => readFile(join(dir, 'registry', 'registry.json'), 'utf8');
const sheet = {
  fragment: 'newsletter-sheet',
  slot: 'mfe-newsletter-sheet',
  expose: './sheet',
  routes: ['home', 'content'],
};
const APPS = ['shell', 'mfe-catalog', 'mfe-newsletter', 'mfe-promo'];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sf-deploy-'));
  await writeBuild('shell', { exposes: ['./start'], composition: {} });
  await writeBuild('mfe-catalog', {
    exposes: ['./app'],
    composition: { api: ['catalog', 'inform'], paths: ['/sitemap.xml', '/sitemaps/*'] },
  });
  await writeBuild('mfe-newsletter', {
    exposes: ['./app', './sheet'],
    composition: { api: ['newsletter'], widgets: [sheet] },
  });
  await writeBuild('mfe-promo', { exposes: ['./app'], composition: { api: ['promo'] } });
  // the first deploy of everything (what `npm start` does)
  const first = await runDeploy(APPS, 'all');
  expect(first).toEqual({ ok: true, message: 'ok' });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('scripts/deploy.mjs with the gate', () => {
  it('copies each version’s composition into its registry entry', async () => {
    const registry = JSON.parse(await registryText()) as Registry;
    expect(registry.tenants.DE?.['mfe-newsletter']?.composition).toMatchObject({
      remote: 'mfe-newsletter',
      api: ['newsletter'],
      widgets: [sheet],
    });
    expect(registry.tenants.NL?.['mfe-catalog']?.composition?.paths).toEqual(['/sitemap.xml', '/sitemaps/*']);
  }, 30_000);

  it('refuses a remote that claims another’s API prefix, path and slot, naming both owners; registry and assets unchanged', async () => {
    await writeBuild('mfe-promo', {
      exposes: ['./app', './teaser'],
      composition: {
        api: ['promo', 'newsletter'],
        paths: ['/sitemaps/promo.xml'],
        widgets: [{ ...sheet, fragment: 'teaser', expose: './teaser' }],
      },
    });
    const before = await registryText();
    const assetsBefore = await readdir(join(dir, 'assets', 'mfe-promo'));
    const result = await runDeploy(APPS, 'mfe-promo');
    expect(result.ok).toBe(false);
    expect(result.message.split('\n')).toEqual([
      'deploy of mfe-promo refused:',
      '  - /api/newsletter is claimed by mfe-newsletter and mfe-promo',
      '  - slot mfe-newsletter-sheet is claimed by mfe-newsletter and mfe-promo',
      '  - /sitemaps/* / /sitemaps/promo.xml is claimed by mfe-catalog and mfe-promo',
    ]);
    expect(await registryText()).toBe(before);
    expect(await readdir(join(dir, 'assets', 'mfe-promo'))).toEqual(assetsBefore);
  }, 30_000);

  it('refuses an incompatible build with every reason: singletons, contracts, exposes, routes', async () => {
    await writeBuild('mfe-promo', {
      exposes: ['./app'],
      shared: { ...SHARED, react: '18.3.1', '@module-federation/runtime-core': '0.6.0' },
      composition: {
        api: ['promo'],
        contracts: { ...CONTRACT_VERSIONS, eventBus: 2 },
        widgets: [
          {
            fragment: 'teaser',
            slot: 'mfe-promo-teaser',
            expose: './teaser',
            routes: ['home', 'startseite'],
          },
        ],
      },
    });
    const before = await registryText();
    const result = await runDeploy(APPS, 'mfe-promo');
    expect(result.ok).toBe(false);
    expect(result.message.split('\n')).toEqual([
      'deploy of mfe-promo refused:',
      '  - mfe-promo: event bus contract 2 is not supported (supported: 1)',
      '  - mfe-promo: widget teaser names the expose ./teaser, which its build does not expose',
      '  - mfe-promo: widget teaser names the unknown route startseite',
      "  - mfe-promo: react 18.3.1 is outside the shell's range ^19.3.1",
      "  - mfe-promo: @module-federation/runtime-core 0.6.0 is outside the shell's range ^2.9.2",
    ]);
    expect(await registryText()).toBe(before);
  }, 30_000);

  it('lets a fixed build go live, with the old version in its history', async () => {
    await writeBuild('mfe-promo', {
      exposes: ['./app', './teaser'],
      composition: {
        api: ['promo'],
        widgets: [{ fragment: 'teaser', slot: 'mfe-promo-teaser', expose: './teaser', routes: ['home'] }],
      },
    });
    expect(await runDeploy(APPS, 'mfe-promo')).toEqual({ ok: true, message: 'ok' });
    const entry = (JSON.parse(await registryText()) as Registry).tenants.CH?.['mfe-promo'];
    expect(entry?.composition?.widgets.map((w) => w.slot)).toEqual(['mfe-promo-teaser']);
    expect(entry?.history).toHaveLength(1);
    expect(existsSync(join(dir, 'assets', 'mfe-promo', entry!.version, 'sf-composition.json'))).toBe(true);
  }, 30_000);

  it('refuses a catalog that drops a route the newsletter links, and a remote needing an @sf/ui export the shell lacks (decisions 0265, 0266)', async () => {
    const product = { id: 'product', match: 'prefix', paths: { 'de-DE': '/p' } } as const;
    const category = { id: 'category', match: 'prefix', paths: { 'de-DE': '/damenmode' } } as const;
    const catalog = { api: ['catalog', 'inform'], paths: ['/sitemap.xml', '/sitemaps/*'] };
    await writeBuild('shell', {
      exposes: ['./start'],
      composition: {},
      sharedExports: { '@sf/ui': { provides: ['Button', 'PostForm'] } },
    });
    await writeBuild('mfe-catalog', {
      exposes: ['./app'],
      composition: { ...catalog, routes: [product, category] },
    });
    await writeBuild('mfe-newsletter', {
      exposes: ['./app', './sheet'],
      composition: { api: ['newsletter'], widgets: [sheet], links: ['product'] },
    });
    for (const app of ['shell', 'mfe-catalog', 'mfe-newsletter'])
      expect(await runDeploy(APPS, app)).toEqual({ ok: true, message: 'ok' });
    const before = await registryText();

    await writeBuild('mfe-catalog', { exposes: ['./app'], composition: { ...catalog, routes: [category] } });
    expect((await runDeploy(APPS, 'mfe-catalog')).message.split('\n')).toEqual([
      'deploy of mfe-catalog refused:',
      '  - mfe-catalog drops the route product, which mfe-newsletter links: keep the route id (its paths may change), or deploy it without the link first',
    ]);
    await writeBuild('mfe-promo', {
      exposes: ['./app'],
      composition: { api: ['promo'] },
      sharedExports: { '@sf/ui': { provides: ['Button', 'Toast'], needs: { '.': ['Button', 'Toast'] } } },
    });
    const refused = await runDeploy(APPS, 'mfe-promo');
    expect(refused.message.split('\n')).toEqual([
      'deploy of mfe-promo refused:',
      expect.stringMatching(
        /^ {2}- mfe-promo needs Toast of @sf\/ui, which the shell's copy \(0\.1\.0-[0-9a-f]{8}\) does not export: deploy a shell built with that @sf\/ui first$/,
      ),
    ]);
    expect(await registryText()).toBe(before);

    // the catalog keeping the route id with another path goes live
    const moved = { ...product, paths: { 'de-DE': '/artikel' } };
    await writeBuild('mfe-catalog', {
      exposes: ['./app'],
      composition: { ...catalog, routes: [moved, category] },
    });
    expect(await runDeploy(APPS, 'mfe-catalog')).toEqual({ ok: true, message: 'ok' });
  }, 60_000);

  it('deploys a canary for one tenant, and two deploys at the same moment both land (the registry lock)', async () => {
    await writeBuild('mfe-promo', { exposes: ['./app'], composition: { api: ['promo', 'promo-2'] } });
    expect(await runDeploy(APPS, 'mfe-promo', { canary: 10, tenants: ['CH'] })).toEqual({
      ok: true,
      message: 'ok',
    });
    let registry = JSON.parse(await registryText()) as Registry;
    const canary = registry.tenants.CH?.['mfe-promo']?.canary;
    expect(canary?.percent).toBe(10);
    expect(canary?.version.composition?.api).toEqual(['promo', 'promo-2']);
    expect(registry.tenants.DE?.['mfe-promo']?.canary).toBeUndefined();

    // two teams deploy at once, each in its own process: neither loses the other's entry
    await writeBuild('mfe-catalog', {
      exposes: ['./app'],
      composition: { api: ['catalog', 'inform', 'catalog-2'], paths: ['/sitemap.xml', '/sitemaps/*'] },
    });
    await writeBuild('mfe-newsletter', {
      exposes: ['./app', './sheet'],
      composition: { api: ['newsletter', 'newsletter-2'], widgets: [sheet] },
    });
    const [catalog, newsletter] = await Promise.all([
      runDeploy(APPS, 'mfe-catalog'),
      runDeploy(APPS, 'mfe-newsletter'),
    ]);
    expect([catalog, newsletter]).toEqual([
      { ok: true, message: 'ok' },
      { ok: true, message: 'ok' },
    ]);
    registry = JSON.parse(await registryText()) as Registry;
    expect(registry.tenants.NL?.['mfe-catalog']?.composition?.api).toContain('catalog-2');
    expect(registry.tenants.NL?.['mfe-newsletter']?.composition?.api).toContain('newsletter-2');
    expect(registry.tenants.CH?.['mfe-promo']?.canary?.percent).toBe(10);
    expect(await readdir(join(dir, 'registry'))).toEqual(['registry.json']);
  });

  it("keeps the platform's kill switch of the service worker across a deploy, until it is turned on (decision 0155)", async () => {
    const registryFile = join(dir, 'registry', 'registry.json');
    const run = (mode: string) =>
      new Promise<string>((done, fail) =>
        execFile(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `const { setServiceWorker } = await import(${JSON.stringify(join(ROOT, 'scripts', 'service-worker.mjs'))});
             setServiceWorker(process.argv[1], process.argv[2]);`,
            registryFile,
            mode,
          ],
          { cwd: ROOT },
          (error, stdout) => (error ? fail(error) : done(stdout)),
        ),
      );
    await run('off');
    expect((JSON.parse(await registryText()) as Registry).serviceWorker).toBe('off');
    await writeBuild('mfe-promo', { exposes: ['./app'], composition: { api: ['promo', 'promo2'] } });
    expect(await runDeploy(APPS, 'mfe-promo')).toEqual({ ok: true, message: 'ok' });
    const after = JSON.parse(await registryText()) as Registry;
    expect(after.serviceWorker).toBe('off');
    expect(after.tenants.DE?.['mfe-promo']?.composition?.api).toEqual(['promo', 'promo2']);
    await run('on');
    expect((JSON.parse(await registryText()) as Registry).serviceWorker).toBeUndefined();
    await expect(run('maybe')).rejects.toThrow();
  }, 60_000);
});
