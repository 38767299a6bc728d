import { expect, test, type Page } from '@playwright/test';
import { delayRemote, markDocument, remoteLive } from '@sf/testing/playwright';
import { addShownProduct } from './shopper';

// issue 27 ("One UI kit"): the basket page is a React remote (decision 0195) — server-rendered in
// the remote's slot, hydrated from its state on the shopper's first intent; its forms keep posting
// natively, and what the hydrated page adds must not cost a post nor send one twice.

const PORT = Number(process.env.E2E_PORT ?? 3300);
const at = (path: string) => `http://127.0.0.1:${PORT}${path}`;
const T = { addToBasket: 'In den Warenkorb', added: 'Der Artikel wurde in den Warenkorb gelegt.' };
const SLOT = '[data-sf-slot="mfe-basket-checkout"]';
const EXPOSE = /\/_assets\/mfe-basket-checkout\/[^/]+\/__federation_expose_app/;

const main = (page: Page) => page.getByRole('main');
const basketCount = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/api/basket/')).json()) as { basket: { count: number } }).basket.count,
  );

async function inBasket(page: Page): Promise<void> {
  await page.goto(at('/p/lina-rose-kleid-como-100001'));
  await addShownProduct(page, T);
}

test('the basket page hydrates as the remote on the first intent; a post then shows it is sending and goes once', async ({
  page,
}) => {
  await inBasket(page);
  await page.goto(at('/warenkorb'));
  const slot = page.locator(SLOT);
  await expect(slot).toHaveAttribute('data-sf-route', 'basket');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Warenkorb (1 Artikel)');
  // the remote's code comes with the shopper's intent, and hydrates the server's HTML in place
  const heading = await main(page).getByRole('heading', { level: 1 }).elementHandle();
  const expose = page.waitForRequest(EXPOSE);
  await main(page)
    .getByRole('combobox', { name: /^Menge/ })
    .hover();
  await expose;
  await remoteLive(page, 'mfe-basket-checkout');
  await expect(slot).toHaveAttribute('data-sf-mounted', 'hydrated');
  expect(await heading!.evaluate((h) => h.isConnected), 'hydrated, not rendered anew').toBe(true);

  // the post is slowed on its way; the page marks its button busy, and a second click (a double
  // click) sends nothing: without the guard the browser would drop the first post and send another
  const posts: string[] = [];
  await page.route('**/api/basket/form/items/**', async (route) => {
    posts.push(route.request().url());
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue().catch(() => undefined);
  });
  const marks: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('sf-e2e:')) marks.push(message.text());
  });
  const stays = await markDocument(page);
  await main(page)
    .getByRole('combobox', { name: /^Menge/ })
    .selectOption('2');
  await page.evaluate(() => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('main button')].find((b) =>
      b.textContent?.startsWith('Menge ändern'),
    )!;
    new MutationObserver(() =>
      console.log(
        `sf-e2e:aria-busy=${button.getAttribute('aria-busy')};aria-disabled=${button.getAttribute('aria-disabled')}`,
      ),
    ).observe(button, { attributes: true, attributeFilter: ['aria-busy'] });
    button.click();
    setTimeout(() => button.click(), 100);
  });
  await expect(main(page).getByRole('status')).toHaveText('Die Menge wurde geändert.');
  expect(marks).toContain('sf-e2e:aria-busy=true;aria-disabled=true');
  expect(await stays(), 'the native post and its answer page').toBe(false);
  expect(posts).toHaveLength(1);
  expect(await basketCount(page)).toBe(2);
  await expect(page.locator('[data-sf-count="basket"]')).toHaveText('2');
});

test('a remove clicked before the remote’s code arrives is held until the page is hydrated, then goes once', async ({
  page,
}) => {
  await inBasket(page);
  await delayRemote(page, 'mfe-basket-checkout');
  const times: { expose?: number; post?: number } = {};
  page.on('requestfinished', (request) => {
    if (EXPOSE.test(request.url())) times.expose ??= Date.now();
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/basket/form/items/'))
      times.post ??= Date.now();
  });
  await page.goto(at('/warenkorb'));
  // the page's light entry ran: from now on an action in the slot waits for the remote
  await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(1);
  await main(page)
    .getByRole('button', { name: /aus dem Warenkorb entfernen$/ })
    .click();
  await expect(main(page).getByRole('status')).toHaveText('Der Artikel wurde aus dem Warenkorb entfernt.', {
    timeout: 30_000,
  });
  await expect(main(page).getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  expect(times.expose, 'the remote’s code was loaded').toBeDefined();
  expect(times.post, 'the remove was posted').toBeDefined();
  expect(times.post!, 'posted only after the remote was there').toBeGreaterThanOrEqual(times.expose!);
  expect(await basketCount(page)).toBe(0);
});
