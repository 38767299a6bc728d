import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { at, DE, focusSearch, waitForIndex } from './search-helpers';

/**
 * Decision 0260: the catalog owns its category tree; the search links a category by the key its feed
 * gives, with the path of the catalog's keyed `category` route in the composed table of the live
 * versions. The catalog's build is copied into a temporary app directory and its emitted composition
 * (`sf-composition.json`, what `src/routes.ts` declares from `src/categories.ts`) moves the dresses to a
 * new German path; `scripts/deploy.mjs` deploys that app alone into the e2e stack's registry (its server
 * unchanged). Without any platform file or the search changed: the search box's category suggestion
 * leads to the new path, the catalog serves the category there, the old path is a 404 and the catalog's
 * sitemap lists the new one. The shell's header navigation (its content names the category by key,
 * decision 0275) links the new path too, without its content edited or the shell deployed, and so does
 * a CMS page's link to the dresses (the magazine's „Passend dazu“, a route link too: decision 0277; the
 * shell keeps a rendered CMS page per route table). The registry is restored afterwards.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 3300);
const DATA_DIR = process.env.SF_DATA_DIR ?? '.tmp/e2e-data';
const REGISTRY = path.join(ROOT, DATA_DIR, 'registry', 'registry.json');

const KEY = 'women-dresses';
const OLD = '/damenmode/kleider/';
const MOVED = '/damenmode/sommerkleider/';

interface CategoryRoute {
  id: string;
  paths: Record<string, string | string[]>;
}

/** The catalog's build in a temporary app directory, its composition moving the dresses in German. */
function movedDressesBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-catalog-moved-dresses-'));
  cpSync(path.join(ROOT, 'mfe-catalog', 'package.json'), path.join(dir, 'package.json'));
  cpSync(path.join(ROOT, 'mfe-catalog', 'dist', 'client'), path.join(dir, 'dist', 'client'), {
    recursive: true,
  });
  const file = path.join(dir, 'dist', 'client', 'sf-composition.json');
  const composition = JSON.parse(readFileSync(file, 'utf8')) as { routes: CategoryRoute[] };
  const german = composition.routes.find((r) => r.id === 'category')?.paths['de-DE'];
  const index = Array.isArray(german) ? german.indexOf(OLD) : -1;
  if (!Array.isArray(german) || index === -1) throw new Error(`the catalog's composition has no page ${OLD}`);
  german[index] = MOVED;
  writeFileSync(file, JSON.stringify(composition, null, 2));
  return dir;
}

interface DeployModule {
  deployOne: (config: unknown, name: string) => Promise<{ record: { version: string } }>;
}
interface StackModule {
  stackConfig: (env: NodeJS.ProcessEnv) => { apps: { name: string; dir: string }[] };
}

/** Types a term into the header's search box and answers its category suggestion `name`. */
async function categorySuggestion(page: import('@playwright/test').Page, term: string, name: RegExp) {
  await page.goto(at(DE, '/'));
  const box = await focusSearch(page, DE);
  await box.pressSequentially(term, { delay: 40 });
  const categories = page.getByRole('listbox', { name: DE.suggestions }).getByRole('group', {
    name: 'Kategorien',
  });
  const option = categories.getByRole('option', { name });
  await expect(option).toBeVisible();
  return option;
}

/** The header navigation's „Kleider“ link of the women's fashion, its flyout opened. */
async function navigationDresses(page: import('@playwright/test').Page) {
  await page.goto(at(DE, '/'));
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: 'Untermenü Mode öffnen' }).click();
  const link = nav.getByRole('link', { name: 'Kleider', exact: true });
  await expect(link).toBeVisible();
  return { nav, link };
}

/** The magazine article's „Kleider“ link under „Passend dazu“ (a CMS page block, decision 0277). */
async function magazineDresses(page: import('@playwright/test').Page) {
  await page.goto(at(DE, '/magazin/trendfarben'));
  const related = page.getByRole('main').getByRole('region', { name: 'Passend dazu' });
  const link = related.getByRole('link', { name: 'Kleider', exact: true });
  await expect(link).toBeVisible();
  return link;
}

test.describe('a category path changed by the catalog’s deploy', () => {
  let original = '';
  let dir = '';

  test.beforeAll(async ({ browser }) => {
    original = readFileSync(REGISTRY, 'utf8');
    const page = await browser.newPage();
    await waitForIndex(page);
    await page.close();
  });

  test.afterAll(() => {
    writeFileSync(`${REGISTRY}.tmp`, original);
    renameSync(`${REGISTRY}.tmp`, REGISTRY);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('is linked by the search’s suggestions, the header navigation and a CMS page, listed in the sitemap', async ({
    browser,
    page,
    request,
  }) => {
    const { link: navBefore } = await navigationDresses(page);
    await expect(navBefore).toHaveAttribute('href', OLD);
    await expect(await magazineDresses(page)).toHaveAttribute('href', OLD);
    const before = await categorySuggestion(page, 'Kleider', /^Damen-Kleider\s*\d+$/);
    await before.click();
    await expect(page).toHaveURL(at(DE, OLD));
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Damen-Kleider' }),
    ).toBeVisible();

    dir = movedDressesBuild();
    const { deployOne } = (await import(
      pathToFileURL(path.join(ROOT, 'scripts', 'deploy.mjs')).href
    )) as DeployModule;
    const { stackConfig } = (await import(
      pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'stack.mjs')).href
    )) as StackModule;
    const config = stackConfig({ ...process.env, PORT: String(PORT), SF_DATA_DIR: DATA_DIR });
    await deployOne(
      { ...config, apps: config.apps.map((a) => (a.name === 'mfe-catalog' ? { ...a, dir } : a)) },
      'mfe-catalog',
    );

    // the composer serves the deploy within about a second (decision 0140): the search's next answer
    // links the category with the catalog's new path (127.0.0.1 is the DE shop)
    await expect
      .poll(
        async () => {
          const res = await request.get(`http://127.0.0.1:${PORT}/api/search/suggest?q=Kleider`);
          const body = (await res.json()) as { categories?: { key: string; url: string }[] };
          return body.categories?.find((c) => c.key === KEY)?.url;
        },
        { timeout: 5_000, intervals: [200] },
      )
      .toBe(MOVED);

    // a shopper arriving now (a browser that has not kept the first answer: suggestions may be kept
    // 30 s) chooses the suggestion and lands on the catalog's page at its new path; the old one is gone
    const context = await browser.newContext();
    const shopper = await context.newPage();
    // the header navigation of the page composed now links the dresses where the catalog serves them;
    // no link of it leads to the old path
    const { nav, link: navAfter } = await navigationDresses(shopper);
    await expect(navAfter).toHaveAttribute('href', MOVED);
    await expect(nav.locator(`a[href="${OLD}"]`)).toHaveCount(0);
    // the magazine article (rendered and kept before the deploy) links the dresses where they are now
    await expect(await magazineDresses(shopper)).toHaveAttribute('href', MOVED);
    const after = await categorySuggestion(shopper, 'Kleider', /^Damen-Kleider\s*\d+$/);
    await after.click();
    await expect(shopper).toHaveURL(at(DE, MOVED));
    await expect(
      shopper.getByRole('main').getByRole('heading', { level: 1, name: 'Damen-Kleider' }),
    ).toBeVisible();
    expect((await shopper.goto(at(DE, MOVED)))?.status()).toBe(200);
    expect((await shopper.goto(at(DE, OLD)))?.status()).toBe(404);
    await context.close();

    // the catalog's sitemap (its own answer, proxied by the composer) lists the page where it is now
    const sitemap = await (await request.get(`http://127.0.0.1:${PORT}/sitemaps/de-DE.xml`)).text();
    expect(sitemap).toContain(`${MOVED}</loc>`);
    expect(sitemap).not.toContain(`${OLD}</loc>`);
  });
});
