import { expect, test, type Page } from '@playwright/test';
import { addShownProduct } from './shopper';
import { tick } from '@sf/testing/playwright';

// The newsletter's 15 EUR voucher (90 EUR minimum) redeemed in the basket, read through the gateway
// (decision 0086): signed up and confirmed through the real mailbox, then used on a basket over 90 EUR.
// The newsletter's own pages are the newsletter remote's to test; here only what the basket needs.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
// a bed at 677.99 EUR (every variant above the voucher's minimum)
const PRODUCT = '/p/x-100021';

async function newestMail(page: Page, to: string, subject: RegExp): Promise<string> {
  let html = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`${BASE}/dev/mailbox.json`);
      const body = (await res.json()) as {
        mails: Array<{ to: string; subject: string; html?: string; text?: string }>;
      };
      const mail = body.mails.filter((m) => m.to === to && subject.test(m.subject)).at(-1);
      html = mail ? `${mail.text ?? ''} ${mail.html ?? ''}` : '';
      return html.length > 0;
    })
    .toBe(true);
  return html;
}

async function newsletterVoucherCode(page: Page): Promise<string> {
  const email = `voucher.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto(`${BASE}/service-hilfe/newsletter/anmelden`);
  await page.locator('[data-sf-slot="mfe-newsletter"]').hover();
  await expect(page.locator('[data-sf-slot="mfe-newsletter"][data-sf-mounted]')).toHaveCount(1);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await main.getByRole('combobox', { name: 'Anrede' }).selectOption({ label: 'Frau' });
  await tick(main.getByRole('radio', { name: 'beide' }));
  await main.getByRole('button', { name: 'Jetzt anmelden' }).click();
  await expect(main.getByRole('heading', { level: 1, name: /Fast geschafft/ })).toBeVisible();
  const confirmation = await newestMail(page, email, /Bitte bestätigen Sie Ihre Newsletter-Anmeldung/);
  const link = /https?:\/\/[^\s"'<>]+bestaetigt\?token=[^\s"'<>]+/
    .exec(confirmation)?.[0]
    ?.replace(/&amp;/g, '&');
  expect(link, confirmation).toBeTruthy();
  await page.goto(link!.replace(/^https?:\/\/[^/]+/, BASE));
  await page.getByRole('main').getByRole('button', { name: 'Anmeldung bestätigen', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Anmeldung!' }),
  ).toBeVisible();
  const voucher = await newestMail(page, email, /Gutschein/);
  const code = /[A-Z0-9]{2,}(?:-[A-Z0-9]{4}){2}/.exec(voucher)?.[0];
  expect(code, voucher).toBeTruthy();
  return code!;
}

async function addBed(page: Page): Promise<void> {
  await page.goto(`${BASE}${PRODUCT}`);
  await addShownProduct(page, {
    addToBasket: 'In den Warenkorb',
    added: 'Der Artikel wurde in den Warenkorb gelegt.',
  });
}

test('the newsletter voucher from the sign-up mail takes 15 EUR off a basket over 90 EUR, read through the gateway', async ({
  page,
}) => {
  const code = await newsletterVoucherCode(page);
  await addBed(page);
  await page.goto(`${BASE}/warenkorb`);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Gutscheincode' }).fill(code);
  await main.getByRole('button', { name: 'Einlösen' }).click();
  await expect(main.getByRole('status')).toHaveText('Ihr Gutschein wurde eingelöst.');
  await expect(main).toContainText(/−\s?15,00\s€/);
});
