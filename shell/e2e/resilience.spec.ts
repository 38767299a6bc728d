import path from 'node:path';
import { test, expect } from '@playwright/test';
import {
  freePort,
  registryWith,
  liveRegistry,
  startComposer,
  startNode,
  startSlowServer,
  type Started,
} from './support';

/** The composer's fallback for a fragment it could not get. */
const FALLBACK = /Dieser Bereich kann gerade nicht angezeigt werden/;
/** The shell's notice over server HTML whose remote code could not be loaded. */
const REMOTE_NOTICE = /Einige Funktionen dieses Bereichs stehen gerade nicht zur Verfügung/;
const SIGNUP = '/service-hilfe/newsletter/anmelden';

test.describe('a failing part never takes the page down', () => {
  let extra: Array<{ stop(): Promise<void> }> = [];
  test.afterEach(async () => {
    await Promise.all(extra.map((s) => s.stop()));
    extra = [];
  });

  test('newsletter fragment server stopped: 200 with chrome and the fallback', async ({ browser }) => {
    const dead = await freePort();
    const composer = await startComposer(
      registryWith('mfe-newsletter', { server: `http://127.0.0.1:${dead}` }),
    );
    extra.push(composer);
    // what the server answers, before any script runs (the remote may render itself afterwards)
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const t0 = Date.now();
    const res = await page.goto(composer.url + SIGNUP);
    expect(res?.status()).toBe(200);
    expect(Date.now() - t0).toBeLessThan(5500);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(FALLBACK);
    await context.close();
  });

  test('newsletter fragment answering after its timeout: 200 within timeout + 500 ms', async ({
    request,
  }) => {
    const slow = await startSlowServer(8000);
    extra.push(slow);
    const composer = await startComposer(registryWith('mfe-newsletter', { server: slow.url }));
    extra.push(composer);
    const t0 = Date.now();
    const res = await request.get(composer.url + SIGNUP);
    const html = await res.text();
    const elapsed = Date.now() - t0;
    expect(res.status()).toBe(200);
    expect(elapsed).toBeLessThan(5000 + 500);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toMatch(FALLBACK);
  });

  test('remote entry missing: the shell shows the fallback and the rest of the page works', async ({
    page,
  }) => {
    const composer = await startComposer(
      registryWith('mfe-newsletter', {
        manifestUrl: '/_assets/mfe-newsletter/0.0.0-missing/mf-manifest.json',
        assetsUrl: '/_assets/mfe-newsletter/0.0.0-missing/',
      }),
    );
    extra.push(composer);
    const res = await page.goto(composer.url + SIGNUP);
    expect(res?.status()).toBe(200);
    // the remote's code is fetched on the first intent in its server HTML
    await page.getByRole('main').getByRole('heading', { level: 1 }).hover();
    await expect(page.getByRole('main').getByText(REMOTE_NOTICE)).toBeVisible();
    await expect(page.locator('[data-sf-slot="mfe-newsletter"]')).toHaveAttribute('data-sf-fallback');
    // the server HTML stays usable (links, a form that posts without JavaScript)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    // the rest of the page still works: the header search leads to the search page
    // by its label: the field is a searchbox in the server HTML and a combobox once the suggestions hydrate
    const search = page.getByRole('banner').getByRole('search').getByLabel('Suchbegriff');
    await search.fill('Sofa');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/s\/.*Sofa/i);
  });

  test('content bucket failing: the page renders and the error is logged', async ({ request }) => {
    const deadBucket = await freePort();
    const shellPort = await freePort();
    const shell: Started = await startNode(
      'shell/dist/server/index.js',
      // its own data dir: the platform schema's PGlite belongs to one process (the stack's shell has its own)
      {
        SHELL_PORT: String(shellPort),
        CONTENT_BUCKET_URL: `http://127.0.0.1:${deadBucket}`,
        SF_DATA_DIR: path.resolve('.tmp/e2e-resilience-shell'),
      },
      shellPort,
    );
    extra.push(shell);
    const composer = await startComposer(registryWith('shell', { server: shell.url }));
    extra.push(composer);
    const res = await request.get(composer.url + '/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    for (const tag of ['<header', '<nav', '<main', '<footer']) expect(html).toContain(tag);
    await expect
      .poll(() => shell.output())
      .toMatch(new RegExp(`Endpoint: http://127\\.0\\.0\\.1:${deadBucket}/\\S+ - Status \\d+: `));
    expect(liveRegistry().tenants.DE).toBeTruthy();
  });
});
