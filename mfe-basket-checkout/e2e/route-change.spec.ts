import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/**
 * Decision 0235: a page path changed by its owner's deploy shows in the other owners' links without
 * their rebuild or the platform's. The basket-checkout build is copied into a temporary app directory
 * and its emitted composition (`sf-composition.json`, what `src/routes.ts` declares) moves the wishlist
 * to new paths; `scripts/deploy.mjs` deploys that app alone into the e2e stack's registry. The header
 * is the shell's (another owner, its server unchanged since the stack started): its wishlist link
 * follows within 2 s, the page answers at the new path, the old one is a 404, and the boot payload
 * carries the new path for the remotes' links in the browser. The registry is restored afterwards.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 3300);
const DATA_DIR = process.env.SF_DATA_DIR ?? '.tmp/e2e-data';
const REGISTRY = path.join(ROOT, DATA_DIR, 'registry', 'registry.json');

const MOVED = { 'de-DE': '/mein-merkzettel', 'fr-CH': '/fr/mes-favoris', 'nl-NL': '/mijn-verlanglijst' };
const CASES = [
  { host: 'de.localhost', home: '/', link: /^Merkzettel/, old: '/merkzettel', moved: MOVED['de-DE'] },
  {
    host: 'ch.localhost',
    home: '/fr/',
    link: /^Liste d’envies/,
    old: '/fr/merkzettel',
    moved: MOVED['fr-CH'],
  },
] as const;
const at = (host: string, p: string) => `http://${host}:${PORT}${p}`;

/** The basket-checkout's build in a temporary app directory, its composition moving the wishlist. */
function movedWishlistBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-basket-moved-wishlist-'));
  cpSync(path.join(ROOT, 'mfe-basket-checkout', 'package.json'), path.join(dir, 'package.json'));
  cpSync(path.join(ROOT, 'mfe-basket-checkout', 'dist', 'client'), path.join(dir, 'dist', 'client'), {
    recursive: true,
  });
  const file = path.join(dir, 'dist', 'client', 'sf-composition.json');
  const composition = JSON.parse(readFileSync(file, 'utf8')) as { routes: { id: string; paths: unknown }[] };
  const wishlist = composition.routes.find((r) => r.id === 'wishlist');
  if (!wishlist) throw new Error('the basket-checkout composition declares no wishlist route');
  wishlist.paths = MOVED;
  writeFileSync(file, JSON.stringify(composition, null, 2));
  return dir;
}

const headerWishlist = (page: Page, name: RegExp) => page.getByRole('banner').getByRole('link', { name });

interface DeployModule {
  deployOne: (config: unknown, name: string) => Promise<{ record: { version: string } }>;
}
interface StackModule {
  stackConfig: (env: NodeJS.ProcessEnv) => { apps: { name: string; dir: string }[] };
}

test.describe('a page path changed by its owner’s deploy', () => {
  let original = '';
  let dir = '';

  test.beforeAll(() => {
    original = readFileSync(REGISTRY, 'utf8');
  });

  test.afterAll(() => {
    writeFileSync(`${REGISTRY}.tmp`, original);
    renameSync(`${REGISTRY}.tmp`, REGISTRY);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('shows in another owner’s links within 2 s, nothing else rebuilt', async ({ page, request }) => {
    for (const c of CASES) {
      await page.goto(at(c.host, c.home));
      await expect(headerWishlist(page, c.link)).toHaveAttribute('href', c.old);
    }

    dir = movedWishlistBuild();
    const { deployOne } = (await import(
      pathToFileURL(path.join(ROOT, 'scripts', 'deploy.mjs')).href
    )) as DeployModule;
    const { stackConfig } = (await import(
      pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'stack.mjs')).href
    )) as StackModule;
    const config = stackConfig({ ...process.env, PORT: String(PORT), SF_DATA_DIR: DATA_DIR });
    await deployOne(
      {
        ...config,
        apps: config.apps.map((a) => (a.name === 'mfe-basket-checkout' ? { ...a, dir } : a)),
      },
      'mfe-basket-checkout',
    );
    const deployedAt = Date.now();

    // the shell's header (rendered by the shell's server, which nobody restarted) links the new path:
    // the first request sent at most 2 s after the deploy gets it
    let linkedFrom = Number.POSITIVE_INFINITY;
    while (Date.now() - deployedAt < 2_000) {
      const sentAt = Date.now();
      // 127.0.0.1 is the DE shop (the test's own requests cannot resolve de.localhost; Chromium can)
      const html = await (await request.get(at('127.0.0.1', '/'), { timeout: 30_000 })).text();
      if (html.includes(`href="${MOVED['de-DE']}"`)) {
        linkedFrom = sentAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(linkedFrom - deployedAt).toBeLessThan(2_000);

    for (const c of CASES) {
      await page.goto(at(c.host, c.home));
      const link = headerWishlist(page, c.link);
      await expect(link).toHaveAttribute('href', c.moved);
      // the boot payload gives the remotes in the browser the same path (`localizedPath` there)
      const boot = JSON.parse((await page.locator('script#sf-boot').textContent()) ?? '{}') as {
        links?: Record<string, string>;
      };
      expect(boot.links?.wishlist).toBe(c.moved);
      // the link leads to the wishlist page, served at its new path; the old one is gone
      await link.click();
      await expect(page).toHaveURL(at(c.host, c.moved));
      await expect(page.getByRole('main')).toBeVisible();
      expect((await page.goto(at(c.host, c.moved)))?.status()).toBe(200);
      expect((await page.goto(at(c.host, c.old)))?.status()).toBe(404);
    }
  });
});
