import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { DESKTOP_UA } from './visitors';

const PORT = Number(process.env.E2E_PORT ?? 3300);

// a person's browser: the headless agent is a bot to the composer, and bots get no chat bot
test.use({ userAgent: DESKTOP_UA });

test('the chat bot is on the home page and service-help, answers, hands over, and is not below newsletter', async ({
  page,
}) => {
  await page.goto(`http://de.localhost:${PORT}/service-hilfe`);
  // the consent banner comes first (it covers the corner until the shopper chooses)
  await page.getByRole('button', { name: /Nur notwendige/ }).click();
  const open = page.getByText('Fragen? Chat-Assistent');
  await expect(open).toBeVisible();
  await open.click();
  await page.getByText('Wann ist der Kundenservice erreichbar?').click();
  await expect(
    page.getByText(
      /Montag bis Freitag 08:00–21:00 Uhr und Samstag 08:00–12:00 Uhr; online täglich 7:00–22:00 Uhr/,
    ),
  ).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .include('[data-sf-slot="mfe-service-contact-chat-bot"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(axe.violations).toEqual([]);
  // hydrated on intent (the clicks above): a free question gets its answer, an unknown one the hand-over
  await expect(page.locator('[data-sf-slot="mfe-service-contact-chat-bot"][data-sf-mounted]')).toHaveCount(1);
  const bot = page.getByRole('region', { name: 'Chat-Assistent' });
  await bot.getByRole('textbox', { name: 'Ihre Frage' }).fill('Wann kommt mein Paket?');
  await bot.getByRole('button', { name: 'Fragen' }).click();
  await expect(bot.getByRole('log')).toContainText('ab 75 € versandkostenfrei');
  await bot.getByRole('textbox', { name: 'Ihre Frage' }).fill('Mein Sofa hat einen Kratzer');
  await bot.getByRole('button', { name: 'Fragen' }).click();
  await expect(bot.getByRole('log')).toContainText('Kontaktformular');
  await expect(bot.getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute(
    'href',
    '/service-hilfe/kontakt',
  );

  await page.goto(`http://de.localhost:${PORT}/`);
  await expect(page.getByText('Fragen? Chat-Assistent')).toBeVisible();
  await page.goto(`http://de.localhost:${PORT}/service-hilfe/newsletter`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Fragen? Chat-Assistent')).toHaveCount(0);
  await page.goto(`http://nl.localhost:${PORT}/klantenservice`);
  await expect(page.getByText('Vragen? Chatassistent')).toBeVisible();
});

test('the chat bot does not move under the pointer when it wakes up, and a question typed before is kept', async ({
  page,
}) => {
  // the bot's code arrives late, so the shopper reads and types before it wakes up
  await page.route(/\/_assets\/mfe-service-contact\//, async (route) => {
    await new Promise((done) => setTimeout(done, 2000));
    await route.continue();
  });
  await page.goto(`http://de.localhost:${PORT}/service-hilfe`);
  await page.getByRole('button', { name: /Nur notwendige/ }).click();
  await page.getByText('Fragen? Chat-Assistent').click();
  const slot = page.locator('[data-sf-slot="mfe-service-contact-chat-bot"]');
  const bot = page.getByRole('region', { name: 'Chat-Assistent' });
  const topic = bot.getByText('Wann ist der Kundenservice erreichbar?');
  const ask = bot.getByRole('button', { name: 'Fragen' });
  // asleep: the form is there, its button waits for the bot (a submit now would lose the question)
  await expect(ask).toBeDisabled();
  const axe = await new AxeBuilder({ page })
    .include('[data-sf-slot="mfe-service-contact-chat-bot"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(axe.violations).toEqual([]);
  await bot.getByRole('textbox', { name: 'Ihre Frage' }).fill('Wann kommt mein Paket?');
  await expect(slot).not.toHaveAttribute('data-sf-mounted');
  const before = await topic.boundingBox();
  await expect(slot).toHaveAttribute('data-sf-mounted', 'hydrated', { timeout: 15_000 });
  expect(await topic.boundingBox()).toEqual(before);
  await expect(bot.getByRole('textbox', { name: 'Ihre Frage' })).toHaveValue('Wann kommt mein Paket?');
  await ask.click();
  await expect(bot.getByRole('log')).toContainText('ab 75 € versandkostenfrei');
});

test('a crawler gets no chat bot', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });
  const page = await context.newPage();
  await page.goto(`http://de.localhost:${PORT}/service-hilfe`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Fragen? Chat-Assistent')).toHaveCount(0);
  await context.close();
});
