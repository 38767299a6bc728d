import { expect, test, type Page } from '@playwright/test';
import { at, DE, hydrateCatalog } from './catalog-helpers';

// issue 24, decision 0280: the remote's first client render reuses the server's styles. Its server
// rendered the shared packages' components (@sf/ui) with its own copy, the browser runs the shell's:
// both give a component the same id, so the hydration computes the server's class names and injects
// no rule again.

const PRODUCT = '/p/lina-rose-kleid-como-100001';
const SLOT = '[data-sf-slot="mfe-catalog"]';

/**
 * The CSS rules of the page's styled-components tags, as the browser parsed them: the server's tags
 * before the host runs, the one sheet styled-components keeps after (without the server's group
 * markers, `data-styled.g<n>[id=…]`, which it reads and drops).
 */
function styledRules(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')]
      .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
      .filter((text) => !text.startsWith('data-styled.')),
  );
}

async function openProductPage(page: Page) {
  await page.goto(at(DE, PRODUCT));
  // the light entry ran (the chrome is enhanced); the host and the remote load on the first intent
  await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(1);
  const main = page.getByRole('main');
  const parts = {
    button: main.getByRole('button', { name: DE.addToBasket }),
    variant: main.getByRole('combobox', { name: 'Variante' }),
  };
  await expect(parts.button).toBeVisible();
  return parts;
}

// the catalog's first render after the stack started can miss the composer's fragment timeout on a
// loaded machine (the page then shows the fallback): one request first, so the specs see the product
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await (await request.get(PRODUCT)).text()).includes(DE.addToBasket), {
      timeout: 30_000,
    })
    .toBe(true);
});

test('the buy box hydrates on the server’s rules: the client’s sheet holds them and injects none again', async ({
  page,
}) => {
  await openProductPage(page);
  const serverRules = await styledRules(page);
  expect(serverRules.length, 'the server’s styled-components rules').toBeGreaterThan(50);

  await hydrateCatalog(page); // the intent: the host and the catalog remote load and hydrate
  await expect(page.locator(SLOT)).toHaveAttribute('data-sf-mounted', 'hydrated');

  const clientRules = await styledRules(page);
  // every server rule read back into the client's sheet, and none added under other class names
  expect(clientRules.filter((rule) => !serverRules.includes(rule))).toEqual([]);
  expect(clientRules).toHaveLength(serverRules.length);
  expect(await page.locator('style[data-styled]').count()).toBe(1);
});

test('after dark and back to light the buy box has the server’s class names and looks as before', async ({
  page,
}) => {
  const { button, variant } = await openProductPage(page);
  const serverClasses = {
    button: await button.getAttribute('class'),
    variant: await variant.getAttribute('class'),
  };
  const serverBackground = await button.evaluate((el) => getComputedStyle(el).backgroundColor);

  await hydrateCatalog(page);
  await expect(page.locator(SLOT)).toHaveAttribute('data-sf-mounted', 'hydrated');

  // a new theme renders every component of the remote again: the classes are the client's own from now on
  const colorMode = page.getByRole('combobox', { name: 'Farbmodus' });
  await colorMode.selectOption({ label: 'Dunkel' });
  await expect(button).not.toHaveAttribute('class', serverClasses.button ?? '');
  await colorMode.selectOption({ label: 'Hell' });
  await expect(button).toHaveAttribute('class', serverClasses.button ?? '');
  await expect(variant).toHaveAttribute('class', serverClasses.variant ?? '');
  await expect(button).toHaveCSS('background-color', serverBackground);
});
