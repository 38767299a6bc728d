import { expect, test, type Page } from '@playwright/test';
import { at, DE } from './catalog-helpers';

// issue 24: what a shopper does on a product page before or while the catalog remote hydrates
// is honoured once, as after it (decision 0125)

const PRODUCT = '/p/lina-rose-kleid-como-100001';
const SLOT = '[data-sf-slot="mfe-catalog"]';

/** The remote's own code (its federation expose) arrives `ms` late: the shopper acts before it. */
async function delayRemote(page: Page, remote: string, ms = 3000): Promise<void> {
  await page.route(new RegExp(`/_assets/${remote}/[^/]+/__federation_expose_`), async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}

/** A phone's CPU: everything the page runs takes four times as long. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Marks the document: a full page load (a form post and reload, a link) loses the mark. */
async function markDocument(page: Page): Promise<() => Promise<unknown>> {
  await page.evaluate(() => Object.assign(window, { sfSameDocument: true }));
  return () =>
    page.evaluate(() => (window as unknown as { sfSameDocument?: boolean }).sfSameDocument ?? false);
}

async function chooseAndAdd(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const stays = await markDocument(page);
  await main.getByRole('combobox', { name: 'Variante' }).selectOption({ label: 'Schwarz, 38' });
  await main.getByRole('button', { name: DE.addToBasket }).click();
  await expect(main.getByRole('status').filter({ hasText: DE.added })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(main.getByRole('combobox', { name: 'Variante' })).toHaveValue(/\d+/);
  expect(await stays(), 'no post and reload of the page').toBe(true);
  await expect(page.locator(SLOT)).toHaveAttribute('data-sf-mounted', 'hydrated');
  // added exactly once (not by a post and again by the replayed click)
  const count = await page.evaluate(
    async () => ((await (await fetch('/api/basket/')).json()) as { basket: { count: number } }).basket.count,
  );
  expect(count).toBe(1);
}

/**
 * The page's first script has run (it enhances the chrome): from then on an action waits for the
 * remote. A click before any script is the server HTML's own (a post, a link), as without JavaScript.
 */
async function lightEntryRan(page: Page): Promise<void> {
  await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(1);
}

test('a variant chosen and "In den Warenkorb" clicked before the remote arrives: the item is added once, no reload', async ({
  page,
}) => {
  await delayRemote(page, 'mfe-catalog');
  await page.goto(at(DE, PRODUCT));
  await lightEntryRan(page);
  await chooseAndAdd(page);
});

test('the same with a 4× slower CPU and no delay: no "Bitte wählen Sie zuerst eine Variante aus!"', async ({
  page,
}) => {
  await page.goto(at(DE, PRODUCT));
  await lightEntryRan(page);
  await slowCpu(page);
  await chooseAndAdd(page);
});

test('the first click on "Auf den Merkzettel" opens the overlay asking a visitor to log in, it does not leave the page', async ({
  page,
}) => {
  await delayRemote(page, 'mfe-catalog');
  await page.goto(at(DE, PRODUCT));
  await lightEntryRan(page);
  await page.getByRole('main').getByRole('button', { name: DE.wishlist }).click();
  const dialog = page.getByRole('dialog', { name: DE.loginTitle });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe(PRODUCT);
});

test('Enter on "Auf den Merkzettel" before the remote arrives opens the overlay too', async ({ page }) => {
  await delayRemote(page, 'mfe-catalog');
  await page.goto(at(DE, PRODUCT));
  await lightEntryRan(page);
  await page.getByRole('main').getByRole('button', { name: DE.wishlist }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: DE.loginTitle })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe(PRODUCT);
});

test('the header\'s "Mein Konto" clicked before the login widget arrives opens the login modal', async ({
  page,
}) => {
  await delayRemote(page, 'mfe-account');
  await page.goto(at(DE, PRODUCT));
  await lightEntryRan(page);
  await page.getByRole('banner').getByRole('link', { name: 'Mein Konto' }).click();
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe(PRODUCT);
});

test('a variant and "In den Warenkorb" before even the light entry has run (its file 3 s late): held from the first byte, added once, no reload', async ({
  page,
}) => {
  await page.route(/\/_assets\/shell\/[^/]+\/lite\./, async (route) => {
    await new Promise((done) => setTimeout(done, 3000));
    await route.continue();
  });
  await page.goto(at(DE, PRODUCT), { waitUntil: 'commit' });
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Variante' }).selectOption({ label: 'Schwarz, 38' });
  const stays = await markDocument(page);
  await main.getByRole('button', { name: DE.addToBasket }).click();
  // the light entry is not there yet: the click waits in the head's queue
  await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(0);
  await expect(main.getByRole('status').filter({ hasText: DE.added })).toBeVisible({ timeout: 30_000 });
  expect(await stays(), 'no post and reload of the page').toBe(true);
  const count = await page.evaluate(
    async () => ((await (await fetch('/api/basket/')).json()) as { basket: { count: number } }).basket.count,
  );
  expect(count).toBe(1);
});

test('the wishlist button clicked before the light entry has run opens the overlay, it does not leave the page', async ({
  page,
}) => {
  await page.route(/\/_assets\/shell\/[^/]+\/lite\./, async (route) => {
    await new Promise((done) => setTimeout(done, 3000));
    await route.continue();
  });
  await page.goto(at(DE, PRODUCT), { waitUntil: 'commit' });
  await page.getByRole('main').getByRole('button', { name: DE.wishlist }).click();
  await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: DE.loginTitle })).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe(PRODUCT);
});
