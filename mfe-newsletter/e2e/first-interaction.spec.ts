import { expect, test, type Page } from '@playwright/test';
import { at } from './helpers';
import { DE } from './texts';

// issue 24: a choice made while the newsletter remote hydrates is not lost (decision 0125)

const SLOT = '[data-sf-slot="mfe-newsletter"]';

/**
 * The page's first script has run (it enhances the chrome): from then on an action waits for the
 * remote. A click before any script is the server HTML's own (a post, a link), as without JavaScript.
 */
async function lightEntryRan(page: Page): Promise<void> {
  await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(1);
}

test('a radio chosen as the remote arrives (4× slower CPU) stays chosen, in the form state too', async ({
  page,
}) => {
  await page.goto(at(DE, DE.signupPath));
  await lightEntryRan(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const main = page.getByRole('main');
  const email = main.getByRole('textbox', { name: DE.email });
  // the remote's code arrives while the shopper is in the form: the choice falls into its start-up
  const arrived = page.waitForResponse(/\/_assets\/mfe-newsletter\/[^/]+\/__federation_expose_/);
  await email.fill('waehrend@example.com');
  await arrived;
  // a click, not check(): while React hydrates, the choice is held and made once the form is live
  await main.getByRole('radio', { name: 'LASCANA' }).click();
  await main.getByRole('combobox', { name: DE.salutation }).selectOption({ label: DE.female });
  await expect(page.locator(SLOT)).toHaveAttribute('data-sf-mounted', 'hydrated', { timeout: 20_000 });
  await expect(main.getByRole('radio', { name: 'LASCANA' })).toBeChecked();
  await expect(email).toHaveValue('waehrend@example.com');
  // the form's state holds it: a render after hydration (another field changed) keeps the choice
  await email.fill('danach@example.com');
  await main.getByRole('combobox', { name: DE.salutation }).selectOption({ index: 0 });
  await expect(main.getByRole('radio', { name: 'LASCANA' })).toBeChecked();
  await expect(main.getByRole('radio', { name: 'OTTO' })).not.toBeChecked();
});
