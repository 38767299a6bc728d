import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect } from '@playwright/test';
import { DE, FR, type LocaleTexts } from './texts';
import { at } from './helpers';

/**
 * Issue 26: "a remote adds a new page route and a widget by its own deploy, with no platform file
 * changed". The newsletter's build is copied into a temporary app directory and its emitted
 * composition (`sf-composition.json`, what `src/composition.ts` declares) gets one more page — a
 * campaign path showing the sign-up — and its sheet widget composed onto that page; `scripts/deploy.mjs` deploys that
 * app alone into the e2e stack's registry. Nothing of the platform (@sf/i18n, the composer, the
 * shell) knows the page: the composer serves it from the registry within 2 s. The registry is
 * restored afterwards (the version stays in the assets, as a real deploy leaves it).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DATA_DIR = process.env.SF_DATA_DIR ?? '.tmp/e2e-data';
const REGISTRY = path.join(ROOT, DATA_DIR, 'registry', 'registry.json');

const CAMPAIGN = {
  id: 'newsletter-campaign',
  match: 'exact',
  statusFrom: 'fragment',
  fragment: 'newsletter-signup',
  paths: {
    'de-DE': '/aktion/newsletter',
    'fr-CH': '/fr/action/newsletter',
    'nl-NL': '/actie/nieuwsbrief',
  },
} as const;
// the slot the sheet fragment renders itself into (a widget's slot is the fragment's own wrapper)
const SHEET_SLOT = 'mfe-newsletter-sheet';
const CASES: { t: LocaleTexts; path: string; open: string }[] = [
  { t: DE, path: CAMPAIGN.paths['de-DE'], open: sheetOpener('de-DE') },
  { t: FR, path: CAMPAIGN.paths['fr-CH'], open: sheetOpener('fr-CH') },
];

/** The label of the sheet's opener in a locale (content bucket first, as the widget shows it). */
function sheetOpener(locale: string): string {
  const bucket = JSON.parse(
    readFileSync(path.join(ROOT, 'shell', 'content', locale, 'newsletter-sheet.json'), 'utf8'),
  ) as { buttonLabel?: string };
  const messages = JSON.parse(
    readFileSync(path.join(ROOT, 'mfe-newsletter', 'src', 'messages', `${locale}.json`), 'utf8'),
  ) as Record<string, string>;
  return bucket.buttonLabel ?? messages['newsletter.sheet.open']!;
}

/** The newsletter's build in a temporary app directory, its composition declaring the campaign page. */
function campaignBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-newsletter-campaign-'));
  cpSync(path.join(ROOT, 'mfe-newsletter', 'package.json'), path.join(dir, 'package.json'));
  cpSync(path.join(ROOT, 'mfe-newsletter', 'dist', 'client'), path.join(dir, 'dist', 'client'), {
    recursive: true,
  });
  const file = path.join(dir, 'dist', 'client', 'sf-composition.json');
  const composition = JSON.parse(readFileSync(file, 'utf8')) as {
    routes: unknown[];
    widgets: { slot: string; routes: string[] }[];
  };
  composition.routes.push(CAMPAIGN);
  // the sheet widget, so far on the home and content pages, composed onto the new page as well
  const sheet = composition.widgets.find((w) => w.slot === SHEET_SLOT);
  if (!sheet) throw new Error(`the newsletter's composition has no ${SHEET_SLOT} widget`);
  sheet.routes = [...sheet.routes, CAMPAIGN.id];
  writeFileSync(file, JSON.stringify(composition, null, 2));
  return dir;
}

interface DeployModule {
  deployOne: (config: unknown, name: string) => Promise<{ record: { version: string } }>;
}
interface StackModule {
  stackConfig: (env: NodeJS.ProcessEnv) => { apps: { name: string; dir: string }[] };
}

test.describe('a remote ships a page of its own', () => {
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

  test('a new route and a widget on it, live within 2 s of its deploy, no platform file changed', async ({
    page,
    request,
  }) => {
    // unknown before the deploy (Chromium resolves ch.localhost by itself; the test's own requests go to 127.0.0.1)
    for (const { t, path: p } of CASES) expect((await page.goto(at(t, p)))?.status()).toBe(404);

    dir = campaignBuild();
    const { deployOne } = (await import(
      pathToFileURL(path.join(ROOT, 'scripts', 'deploy.mjs')).href
    )) as DeployModule;
    const { stackConfig } = (await import(
      pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'stack.mjs')).href
    )) as StackModule;
    const config = stackConfig({
      ...process.env,
      PORT: process.env.E2E_PORT ?? '3300',
      SF_DATA_DIR: DATA_DIR,
    });
    const deployed = await deployOne(
      { ...config, apps: config.apps.map((a) => (a.name === 'mfe-newsletter' ? { ...a, dir } : a)) },
      'mfe-newsletter',
    );
    const deployedAt = Date.now();

    // live within 2 s: the first request sent at most 2 s after the deploy gets the page (its answer
    // may take longer on a loaded machine: the first page of a new version loads its files)
    let servedFrom = Number.POSITIVE_INFINITY;
    while (Date.now() - deployedAt < 2_000) {
      const sentAt = Date.now();
      const res = await request.get(at(DE, CAMPAIGN.paths['de-DE']), { timeout: 30_000 });
      if (res.status() === 200) {
        servedFrom = sentAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(servedFrom - deployedAt).toBeLessThan(2_000);

    for (const { t, path: p, open } of CASES) {
      const res = await page.goto(at(t, p));
      expect(res?.status()).toBe(200);
      // the page: the sign-up under the campaign path, rendered by the newsletter's server
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.signupTitle })).toBeVisible();
      await expect(main.getByRole('textbox', { name: t.email })).toBeVisible();
      await expect(main.getByRole('button', { name: t.submit })).toBeVisible();
      // the widget declared with it, composed after <main> into a slot of its own
      const widget = page.locator(`[data-sf-slot="${SHEET_SLOT}"]`);
      await expect(main.locator(`[data-sf-slot="${SHEET_SLOT}"]`)).toHaveCount(0);
      // the opener: a link to the sign-up page with the role of a button (the same element before and after hydration)
      await expect(widget.getByRole('button', { name: open })).toBeVisible();
      const boot = await page.locator('script#sf-boot').textContent();
      expect(boot).toContain(`"id":"${CAMPAIGN.id}"`);
      expect(boot).toContain(deployed.record.version);
    }

    // the pages of the version before are still served, the sign-up page without the sheet (not declared there)
    const signup = await page.goto(at(DE, DE.signupPath));
    expect(signup?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { name: DE.signupTitle })).toBeVisible();
    await expect(page.locator(`[data-sf-slot="${SHEET_SLOT}"]`)).toHaveCount(0);
  });
});
