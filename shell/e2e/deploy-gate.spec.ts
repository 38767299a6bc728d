import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from '@playwright/test';
import { DATA_DIR, E2E_PORT, liveRegistry, ROOT } from './support';

/**
 * The deploy gate on the running shop (issue 26, "Compatibility gate"; decisions 0265, 0266): two
 * deliberately broken builds go through `scripts/deploy.mjs`, the command a domain team runs, and
 * are refused with their reasons while the shop keeps serving what it served.
 *
 * - the catalog's live build without its `product` route (what deleting it from `src/routes.ts` emits),
 *   which other remotes' code links (their builds found it: `links` of their compositions);
 * - the newsletter built for real against a newer `@sf/ui` — one export more, which its signup form
 *   uses, the version still 0.1.0 — than the live shell shares on the page.
 */

const REGISTRY = path.join(DATA_DIR, 'registry/registry.json');
const BUILDS = path.join(ROOT, '.tmp', `e2e-gate-${E2E_PORT}`);
const NEW_EXPORT = 'SfGateNewExport';

type Composition = { routes?: { id: string }[]; links?: string[] };

/** Runs `scripts/deploy.mjs` on the e2e stack's data dir; resolves to its exit code and output. */
function deploy(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts', 'deploy.mjs'), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, PORT: String(E2E_PORT), SF_DATA_DIR: DATA_DIR, SF_REGISTRY_FILE: '' },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** A copy of the live build of `app` (its published assets folder) in `dir`. */
function copyLive(app: string, dir: string): string {
  const live = liveRegistry().tenants.DE![app]! as { version: string };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  cpSync(path.join(DATA_DIR, 'assets', app, live.version), dir, { recursive: true });
  return dir;
}

/**
 * The newsletter built the way its team builds it, against a newer `@sf/ui`: a copy of the package
 * with one export more, found first by the copy's module resolution (`<build>/node_modules/@sf/ui`),
 * and a form that uses it.
 */
async function buildAgainstNewerUi(): Promise<string> {
  const base = path.join(BUILDS, 'newer-ui');
  const app = path.join(base, 'mfe-newsletter');
  // built anew on every run: the build of the day's sources and tooling, never one left from before
  rmSync(base, { recursive: true, force: true });
  // the newer @sf/ui (outside a node_modules folder, so the build compiles it like the package itself)
  const ui = path.join(base, 'ui');
  for (const item of ['src', 'package.json'])
    cpSync(path.join(ROOT, 'packages/ui', item), path.join(ui, item), { recursive: true });
  writeFileSync(
    path.join(ui, 'src/index.ts'),
    `${readFileSync(path.join(ui, 'src/index.ts'), 'utf8')}\nexport const ${NEW_EXPORT} = 'new in @sf/ui';\n`,
  );
  mkdirSync(path.join(base, 'node_modules', '@sf'), { recursive: true });
  symlinkSync(ui, path.join(base, 'node_modules', '@sf', 'ui'));
  for (const item of ['src', 'webpack.config.ts', 'package.json'])
    cpSync(path.join(ROOT, 'mfe-newsletter', item), path.join(app, item), { recursive: true });
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      extends: path.relative(app, path.join(ROOT, 'tsconfig.base.json')),
      include: ['src', '*.ts'],
    }),
  );
  const form = path.join(app, 'src/features/signup/signup-form.tsx');
  writeFileSync(
    form,
    `${readFileSync(form, 'utf8')}\nimport { ${NEW_EXPORT} } from '@sf/ui';\n(globalThis as Record<string, unknown>).sfGate = ${NEW_EXPORT};\n`,
  );
  await promisify(execFile)(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    [path.join(ROOT, 'packages/federation/src/cli.ts'), 'build'],
    { cwd: app, env: { ...process.env, NX_DAEMON: 'false' }, maxBuffer: 64 * 1024 * 1024 },
  );
  return path.join(app, 'dist', 'client');
}

let savedRegistry = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  savedRegistry = readFileSync(REGISTRY, 'utf8');
});

test.afterAll(() => {
  // the shop as started, should a refusal have failed (written as the registry writer does: renamed)
  if (readFileSync(REGISTRY, 'utf8') === savedRegistry) return;
  writeFileSync(`${REGISTRY}.restore`, savedRegistry);
  renameSync(`${REGISTRY}.restore`, REGISTRY);
});

test('a catalog build without the product route other remotes link is refused, naming who links it; product pages stay', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // who links the catalog's product pages, as their live builds declare it
  const linkers = Object.entries(liveRegistry().tenants.DE!)
    .filter(([, v]) => ((v as { composition?: Composition }).composition?.links ?? []).includes('product'))
    .map(([name]) => name)
    .sort();
  expect(linkers).toContain('mfe-basket-checkout');
  expect(linkers).toContain('mfe-search');

  const build = copyLive('mfe-catalog', path.join(BUILDS, 'catalog-without-product'));
  const file = path.join(build, 'sf-composition.json');
  const composition = JSON.parse(readFileSync(file, 'utf8')) as Composition;
  composition.routes = composition.routes!.filter((r) => r.id !== 'product');
  writeFileSync(file, JSON.stringify(composition, null, 2));

  const refused = await deploy(['mfe-catalog', '--dist', build]);
  expect(refused.code).toBe(1);
  const list = `${linkers.slice(0, -1).join(', ')} and ${linkers[linkers.length - 1]}`;
  expect(refused.output).toContain(
    `mfe-catalog drops the route product, which ${list} link: keep the route id (its paths may change), or deploy them without the link first`,
  );
  expect(readFileSync(REGISTRY, 'utf8')).toBe(savedRegistry);

  // the shop still serves the product pages the basket and the search link
  const product = await page.goto('/p/lina-rose-kleid-como-100001');
  expect(product?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a newsletter built against a newer @sf/ui than the live shell shares is refused, listing the missing export', async () => {
  test.setTimeout(300_000);
  const client = await buildAgainstNewerUi();
  const info = JSON.parse(readFileSync(path.join(client, 'build-info.json'), 'utf8')) as {
    sharedVersions: Record<string, string>;
  };
  // the versions say nothing: the newer @sf/ui is 0.1.0 like the shell's
  expect(info.sharedVersions['@sf/ui']).toBe('0.1.0');
  const live = liveRegistry().tenants.DE!;
  const shell = (live.shell as { version: string }).version;
  const server = (live['mfe-newsletter'] as { server: string }).server;

  const refused = await deploy(['mfe-newsletter', '--dist', client, '--server', server]);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(
    `mfe-newsletter needs ${NEW_EXPORT} of @sf/ui, which the shell's copy (${shell}) does not export: deploy a shell built with that @sf/ui first`,
  );
  expect(readFileSync(REGISTRY, 'utf8')).toBe(savedRegistry);
});
