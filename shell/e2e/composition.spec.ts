import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { E2E_PORT, liveRegistry, registryWith, startComposer, type Started } from './support';

/**
 * The composer composes what the served versions declare (decision 0120): a registry whose newsletter
 * version puts its sheet on one more route, or whose search version drops its API, changes the shop
 * with no platform file changed. Each case runs a second composer (in this run's port range) on a copy
 * of the live registry with that one version's composition changed.
 */

const readJson = (relative: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as Record<string, unknown>;
/** The sheet's opener as the widget labels it (the content bucket's text, else the remote's message). */
const SHEET_OPENER =
  (readJson('../content/de-DE/newsletter-sheet.json').buttonLabel as string | undefined) ??
  (readJson('../../mfe-newsletter/src/messages/de-DE.json')['newsletter.sheet.open'] as string);
const SHEET = '[data-sf-slot="mfe-newsletter-sheet"]';
const SEARCH_PAGE = '/s/sofa';

type Composition = { widgets: { slot: string; routes: unknown }[]; api: string[] };
const liveComposition = (app: string): Composition =>
  liveRegistry().tenants.DE![app]!.composition as Composition;

test.describe('the composer composes from the registry', () => {
  let composer: Started | undefined;
  test.afterEach(async () => {
    await composer?.stop();
    composer = undefined;
  });

  test('a newsletter version that declares its sheet on the search page gets it there', async ({
    browser,
  }) => {
    const live = liveComposition('mfe-newsletter');
    const widgets = live.widgets.map((w) =>
      w.slot === 'mfe-newsletter-sheet' ? { ...w, routes: ['home', 'content', 'search'] } : w,
    );
    composer = await startComposer(
      registryWith('mfe-newsletter', { composition: { ...live, widgets } }),
      {},
      E2E_PORT + 51,
    );
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // the live shop: no sheet on a search page
    expect((await page.goto(SEARCH_PAGE))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(SHEET)).toHaveCount(0);
    // the registry with the new composition: the sheet after <main>, with its opener
    expect((await page.goto(composer.url + SEARCH_PAGE))?.status()).toBe(200);
    await expect(page.getByRole('main').locator(SHEET)).toHaveCount(0);
    // the opener is a link to the sign-up page with the role of a button (the same element before and after hydration)
    await expect(page.locator(SHEET).getByRole('button', { name: SHEET_OPENER })).toBeVisible();
    await context.close();
  });

  test('a search version that no longer declares /api/search: the composer answers 404, the live shop the results', async ({
    request,
  }) => {
    const live = liveComposition('mfe-search');
    composer = await startComposer(
      registryWith('mfe-search', { composition: { ...live, api: [] } }),
      {},
      E2E_PORT + 52,
    );
    const call = '/api/search/suggest?term=sofa';
    const served = await request.get(call);
    expect(served.status()).toBe(200);
    expect(await served.json()).toMatchObject({ term: 'sofa' });
    const dropped = await request.get(composer.url + call);
    expect(dropped.status()).toBe(404);
    expect(await dropped.json()).toMatchObject({ error: { code: 'API-404' } });
  });
});
