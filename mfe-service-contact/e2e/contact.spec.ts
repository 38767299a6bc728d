import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DE_DE, NL_NL } from './messages';
import { SUBJECT_IDS } from '../src/shared/subjects';
import { MESSAGES_DE, MESSAGES_NL } from '@sf/validation';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const texts = (
  m: Readonly<Record<string, string>>,
  v: Readonly<Record<string, string>>,
  name: string,
  host: string,
  path: string,
) => ({
  name,
  host,
  path,
  m,
  firstname: v['contact.firstname.required'] ?? '',
  lastname: v['contact.lastname.required'] ?? '',
  email: v['email.required'] ?? '',
  customer: v['contact.customerNumber.required'] ?? '',
  street: v['contact.street.required'] ?? '',
  city: v['contact.city.required'] ?? '',
  pleaseSpecify: v['contact.pleaseSpecify'] ?? '',
  message: v['contact.message.required'] ?? '',
  required: v['required'] ?? '',
  dateInvalid: v['date.invalid'] ?? '',
  duplicate: v['file.duplicateName'] ?? '',
});
const LOCALES = [
  texts(DE_DE, MESSAGES_DE, 'de-DE', 'de.localhost', '/service-hilfe/kontakt'),
  texts(NL_NL, MESSAGES_NL, 'nl-NL', 'nl.localhost', '/klantenservice/contact'),
] as const;

/** A field's label in the locale; a missing text fails instead of matching every field. */
const label = (l: (typeof LOCALES)[number], field: string): string => {
  const text = l.m[`contact.${field}`];
  if (!text) throw new Error(`no label contact.${field}`);
  return text;
};

const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000 1f15c4890000000a49444154789c63000100000500010d0a2db40000000049454e44ae426082'.replace(
    / /g,
    '',
  ),
  'hex',
);
const EXE = Buffer.from([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
]);
const jpeg = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: JPEG });

async function openForm(page: Page, l: (typeof LOCALES)[number]): Promise<void> {
  await page.goto(`http://${l.host}:${PORT}${l.path}`);
  await page.locator('[data-sf-slot="mfe-service-contact"]').hover();
  await expect(page.locator('[data-sf-slot="mfe-service-contact"][data-sf-mounted]')).toHaveCount(1);
}

/** Ticks the captcha's check box with the keyboard (its drawn tick covers the box) and waits for the proof of work. */
async function solveCaptcha(page: Page): Promise<void> {
  const box = page.getByRole('main').locator('altcha-widget').getByRole('checkbox');
  await box.focus();
  await page.keyboard.press('Space');
  // solved: the widget shows its verified state
  await expect(page.getByRole('main').locator('altcha-widget [data-state="verified"]')).toHaveCount(1, {
    timeout: 30_000,
  });
}

for (const l of LOCALES) {
  test.describe(`contact form ${l.name}`, () => {
    test('shows each subject’s answer text and every required-field message, axe-clean with all errors', async ({
      page,
    }) => {
      await openForm(page, l);
      const main = page.getByRole('main');
      const subject = main.getByRole('combobox', { name: l.m['contact.subject'] });
      // the subject left without a choice: its required message, gone once one is chosen
      await subject.focus();
      await subject.blur();
      await expect(subject).toHaveAccessibleDescription(new RegExp(l.required.replace(/[.!?]/g, '\\$&')));
      for (const id of SUBJECT_IDS) {
        await subject.selectOption({ label: l.m[`contact.subject.${id}`] ?? id });
        await expect(main.getByText(l.m[`contact.subject.${id}.answer`] ?? id)).toBeVisible();
      }
      await expect(subject).not.toHaveAttribute('aria-invalid', 'true');
      await expect(main.getByRole('button', { name: l.m['contact.submit'] })).toBeDisabled();
      // a subject that asks for customer number and address: leave every required field empty
      await subject.selectOption({ label: l.m['contact.subject.changeData'] ?? '' });
      for (const field of [
        'firstname',
        'lastname',
        'email',
        'customernumber',
        'street',
        'housenumber',
        'postalcode',
        'city',
      ]) {
        await main.getByRole('textbox', { name: l.m[`contact.${field}`] }).focus();
        await main.getByRole('textbox', { name: l.m[`contact.${field}`] }).blur();
      }
      await main.getByRole('textbox', { name: l.m['contact.message'] }).focus();
      await main.getByRole('textbox', { name: l.m['contact.message'] }).blur();
      for (const text of [l.firstname, l.lastname, l.email, l.customer, l.street, l.city, l.message])
        await expect(main.getByText(text, { exact: true })).toBeVisible();
      await expect(main.getByText(l.pleaseSpecify, { exact: true })).toHaveCount(2);
      await main.getByRole('textbox', { name: l.m['contact.postalcode'] }).fill('12a');
      await main.getByRole('textbox', { name: l.m['contact.postalcode'] }).blur();
      if (l.name === 'de-DE') await expect(main.getByText('Nur Zahlen sind erlaubt')).toBeVisible();
      // the optional fields with a format and the attachments in error too: every error of the form at once
      for (const [field, value] of [
        ['phone', 'abc'],
        ['birthday', '31.02.1990'],
      ] as const) {
        await main.getByRole('textbox', { name: label(l, field) }).fill(value);
        await main.getByRole('textbox', { name: label(l, field) }).blur();
      }
      await expect(main.getByText(label(l, 'phone.invalid'), { exact: true })).toBeVisible();
      await expect(main.getByText(l.dateInvalid, { exact: true })).toBeVisible();
      await main
        .getByLabel(label(l, 'attachments'), { exact: true })
        .setInputFiles([jpeg('foto.jpg'), jpeg('foto.jpg')]);
      await expect(main.getByRole('alert').filter({ hasText: l.duplicate })).toBeVisible();
      for (const field of [
        'firstname',
        'lastname',
        'email',
        'phone',
        'customernumber',
        'birthday',
        'street',
        'housenumber',
        'postalcode',
        'city',
        'message',
      ]) {
        await expect(main.getByRole('textbox', { name: label(l, field) })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
      }
      const axe = await new AxeBuilder({ page })
        .include('[data-sf-slot="mfe-service-contact"]')
        .withTags(TAGS)
        .analyze();
      expect(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });

    test('refuses bad files, sends two images with a solved captcha, and the service team gets them', async ({
      page,
    }) => {
      await openForm(page, l);
      const main = page.getByRole('main');
      const files = main.getByLabel(l.m['contact.attachments'] ?? '', { exact: true });
      await files.setInputFiles(Array.from({ length: 11 }, (_, i) => jpeg(`f${i}.jpg`)));
      await expect(main.getByRole('alert').filter({ hasText: 'f10.jpg' })).toBeVisible();
      await expect(
        main.getByRole('list', { name: l.m['contact.attachments.chosen'] }).getByRole('listitem'),
      ).toHaveCount(10);
      for (let i = 0; i < 10; i += 1)
        await main
          .getByRole('button', {
            name: (l.m['contact.attachments.remove'] ?? '').replace('{name}', `f${i}.jpg`),
          })
          .click();
      await files.setInputFiles([
        {
          name: 'big.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.concat([JPEG, Buffer.alloc(6 * 1024 * 1024)]),
        },
      ]);
      await expect(main.getByRole('alert').filter({ hasText: 'big.jpg' })).toBeVisible();
      await files.setInputFiles([jpeg('foto.jpg')]);
      await files.setInputFiles([jpeg('foto.jpg')]);
      await expect(main.getByRole('alert').filter({ hasText: 'foto.jpg' })).toBeVisible();
      await files.setInputFiles([
        { name: 'bild.png', mimeType: 'image/png', buffer: PNG },
        { name: 'programm.jpg', mimeType: 'image/jpeg', buffer: EXE },
      ]);

      const email = `contact.${Date.now()}@example.com`;
      await main
        .getByRole('combobox', { name: l.m['contact.subject'] })
        .selectOption({ label: l.m['contact.subject.reportBarrier'] ?? '' });
      await main.getByRole('textbox', { name: l.m['contact.firstname'] }).fill('Erika');
      await main.getByRole('textbox', { name: l.m['contact.lastname'] }).fill('Mustermann');
      await main.getByRole('textbox', { name: l.m['contact.email'] }).fill(email);
      await main
        .getByRole('textbox', { name: l.m['contact.message'] })
        .fill('Der Warenkorb-Button ist mit der Tastatur nicht erreichbar.');
      await solveCaptcha(page);
      const submit = main.getByRole('button', { name: l.m['contact.submit'] });
      await expect(submit).toBeEnabled({ timeout: 30_000 });
      await submit.click();
      // the renamed executable is refused by its content, with the upload error naming it
      await expect(main.getByRole('alert').filter({ hasText: 'programm.jpg' })).toBeVisible();
      await main
        .getByRole('button', {
          name: (l.m['contact.attachments.remove'] ?? '').replace('{name}', 'programm.jpg'),
        })
        .click();
      // the refused post spent nothing: the solved captcha still counts
      await expect(submit).toBeEnabled({ timeout: 30_000 });
      await submit.click();
      await expect(main.getByRole('heading', { name: l.m['contact.success.title'] })).toBeVisible();

      await page.goto(`http://127.0.0.1:${PORT}/dev/mailbox`);
      const mail = page.getByRole('article').filter({ hasText: email }).first();
      await expect(mail).toContainText(`Kontaktformular: ${DE_DE['contact.subject.reportBarrier']}`);
      await expect(mail).toContainText('Anhänge: foto.jpg, bild.png');
    });
  });
}

test('works without JavaScript: a refused post comes back with every message and the values kept', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`http://de.localhost:${PORT}/service-hilfe/kontakt`);
  const main = page.getByRole('main');
  await main
    .getByRole('combobox', { name: DE_DE['contact.subject'] })
    .selectOption({ label: DE_DE['contact.subject.changeData'] ?? '' });
  await main.getByRole('textbox', { name: DE_DE['contact.message'] }).fill('Bitte neue Anschrift eintragen.');
  await main.getByRole('button', { name: DE_DE['contact.submit'] }).click();
  await expect(page).toHaveURL(/\/service-hilfe\/kontakt\?draft=/);
  for (const text of [
    'Bitte geben Sie Ihren Vornamen an!',
    'Bitte gib deine Kundennummer an!',
    'Bitte geben Sie Ihre Straße an!',
    'Das ist ein Pflichtfeld.',
  ]) {
    await expect(page.getByRole('main').getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('textbox', { name: DE_DE['contact.message'] })).toHaveValue(
    'Bitte neue Anschrift eintragen.',
  );
  await context.close();
});
