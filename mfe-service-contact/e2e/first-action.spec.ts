import { expect, test, type Page } from '@playwright/test';
import { firstActionMatrix, requiredFormMatrix } from '@sf/testing/playwright';
import { DE_DE } from './messages';

// issue 24: the contact form (with an attachment) filled before or while the remote arrives, and its
// submit disabled until filled; without JavaScript the empty form posts and the server answers with
// the spec's messages (decisions 0125, 0130); the matrix is @sf/testing/playwright's

const PORT = Number(process.env.E2E_PORT ?? 3300);
const CONTACT = `http://de.localhost:${PORT}/service-hilfe/kontakt`;
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
const m = (id: string) => DE_DE[id] ?? id;
const main = (page: Page) => page.getByRole('main');

async function fillContact(page: Page, email: string): Promise<void> {
  await main(page)
    .getByRole('combobox', { name: m('contact.subject') })
    .selectOption({ label: m('contact.subject.reportBarrier') });
  await main(page)
    .getByRole('textbox', { name: m('contact.firstname') })
    .fill('Erika');
  await main(page)
    .getByRole('textbox', { name: m('contact.lastname') })
    .fill('Mustermann');
  await main(page)
    .getByRole('textbox', { name: m('contact.email') })
    .fill(email);
  await main(page)
    .getByRole('textbox', { name: m('contact.message') })
    .fill('Der Warenkorb-Button ist mit der Tastatur nicht erreichbar.');
}

firstActionMatrix([
  {
    name: 'contact form with an attachment',
    remote: 'mfe-service-contact',
    url: CONTACT,
    act: async (page) => {
      const email = `first.${Date.now()}@example.com`;
      await fillContact(page, email);
      await main(page)
        .getByLabel('Anhänge')
        .setInputFiles({ name: 'beleg.jpg', mimeType: 'image/jpeg', buffer: JPEG });
      // the captcha is the remote's widget: it is solved once the remote is there, then the form is sent
      const box = main(page).locator('altcha-widget').getByRole('checkbox');
      await box.focus({ timeout: 30_000 });
      await page.keyboard.press('Space');
      await expect(main(page).locator('altcha-widget [data-state="verified"]')).toHaveCount(1, {
        timeout: 30_000,
      });
      await main(page)
        .getByRole('button', { name: m('contact.submit') })
        .click();
      Object.assign(page, { sfContactEmail: email });
    },
    result: async (page) => {
      await expect(main(page).getByRole('heading', { name: m('contact.success.title') })).toBeVisible({
        timeout: 30_000,
      });
      const email = (page as unknown as { sfContactEmail: string }).sfContactEmail;
      // the mail went out once, with the file attached before the remote arrived
      await page.goto(`http://127.0.0.1:${PORT}/dev/mailbox`);
      const mail = page.getByRole('article').filter({ hasText: email });
      await expect(mail).toHaveCount(1);
      await expect(mail).toContainText('Anhänge: beleg.jpg');
    },
  },
]);
requiredFormMatrix([
  {
    name: 'contact form',
    url: CONTACT,
    submit: (page) => main(page).getByRole('button', { name: m('contact.submit') }),
    fill: (page) => fillContact(page, 'erika@example.com'),
    withoutJs: async (page) => {
      await expect(page).toHaveURL(/\/service-hilfe\/kontakt\?draft=/);
      await expect(
        main(page).getByText('Bitte geben Sie Ihren Vornamen an!', { exact: true }).first(),
      ).toBeVisible();
    },
  },
]);
