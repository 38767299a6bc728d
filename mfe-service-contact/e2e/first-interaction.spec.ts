import { expect, test, type Page } from '@playwright/test';
import { DESKTOP_UA } from './visitors';

// issue 24: the contact form and the chat bot before their remote hydrates (decision 0125)

const PORT = Number(process.env.E2E_PORT ?? 3300);
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);

// a person's browser: bots get no chat bot
test.use({ userAgent: DESKTOP_UA });

/** The remote's own code (its federation expose) arrives `ms` late: the shopper acts before it. */
async function delayRemote(page: Page, remote: string, ms = 3000): Promise<void> {
  await page.route(new RegExp(`/_assets/${remote}/[^/]+/__federation_expose_`), async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}

/**
 * The page's first script has run (it enhances the chrome): from then on an action waits for the
 * remote. A click before any script is the server HTML's own (a post, a link), as without JavaScript.
 */
async function lightEntryRan(page: Page): Promise<void> {
  await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(1);
}

test('a file attached as the first action is kept; a postal code typed before the remote gets its message', async ({
  page,
}) => {
  await delayRemote(page, 'mfe-service-contact');
  await page.goto(`http://de.localhost:${PORT}/service-hilfe/kontakt`);
  await lightEntryRan(page);
  const main = page.getByRole('main');
  await main.getByLabel('Anhänge').setInputFiles({ name: 'beleg.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await main.getByRole('textbox', { name: 'Postleitzahl' }).fill('20A95');
  await main.getByRole('textbox', { name: 'Wohnort' }).fill('Hamburg');
  await expect(page.locator('[data-sf-slot="mfe-service-contact"]')).toHaveAttribute(
    'data-sf-mounted',
    'hydrated',
    { timeout: 20_000 },
  );
  await expect(main.getByRole('list', { name: 'Ausgewählte Dateien' }).getByRole('listitem')).toHaveText([
    /beleg\.jpg/,
  ]);
  await expect(main.getByText('Nur Zahlen sind erlaubt')).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'Wohnort' })).toHaveValue('Hamburg');
});

test('Enter pressed in the chat bot before it wakes up asks the question', async ({ page }) => {
  await delayRemote(page, 'mfe-service-contact');
  await page.goto(`http://de.localhost:${PORT}/service-hilfe`);
  await lightEntryRan(page);
  await page.getByRole('button', { name: /Nur notwendige/ }).click();
  await page.getByText('Fragen? Chat-Assistent').click();
  const bot = page.getByRole('region', { name: 'Chat-Assistent' });
  await bot.getByRole('textbox', { name: 'Ihre Frage' }).fill('Wann kommt mein Paket?');
  await bot.getByRole('textbox', { name: 'Ihre Frage' }).press('Enter');
  await expect(page.locator('[data-sf-slot="mfe-service-contact-chat-bot"]')).not.toHaveAttribute(
    'data-sf-mounted',
  );
  await expect(bot.getByRole('log')).toContainText('ab 75 € versandkostenfrei', { timeout: 20_000 });
});
