import { expect, type Page } from '@playwright/test';
import type { LocaleTexts } from './texts';
import { tick } from '@sf/testing/playwright';

const PORT = Number(process.env.E2E_PORT ?? 3300);

/** Absolute URL on the tenant host of a locale. */
export function at(t: LocaleTexts, path: string): string {
  return `http://${t.host}:${PORT}${path}`;
}

/** A fresh address per test run, so runs never see each other's subscriptions. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Hydrates the newsletter remote the way a shopper does (its code loads on the first intent in its
 * server HTML: the pointer over it) and waits until it has mounted.
 */
export async function waitForRemote(page: Page): Promise<void> {
  await page.locator('[data-sf-slot="mfe-newsletter"]').hover();
  await expect(page.locator('[data-sf-slot="mfe-newsletter"][data-sf-mounted]')).toHaveCount(1);
}

/** Fills and submits the sign-up form (page 1). */
export async function signUp(page: Page, t: LocaleTexts, email: string): Promise<void> {
  await page.goto(at(t, t.signupPath));
  await waitForRemote(page);
  const main = page.getByRole('main');
  const submit = main.getByRole('button', { name: t.submit });
  await expect(submit).toBeDisabled();
  await main.getByRole('textbox', { name: t.email }).fill(email);
  await main.getByRole('combobox', { name: t.salutation }).selectOption({ label: t.female });
  await tick(main.getByRole('radio', { name: t.brandBoth }));
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** Opens the dev mailbox and returns the links of the newest mail to `email` whose subject matches. */
export async function mailLinks(
  page: Page,
  t: LocaleTexts,
  email: string,
  subject: RegExp,
): Promise<{ text: string; links: string[] }> {
  await expect
    .poll(async () => {
      // the mailbox is the same on every host; Node (unlike Chromium) does not resolve *.localhost
      const res = await page.request.get(`http://127.0.0.1:${PORT}/dev/mailbox.json`);
      const body = (await res.json()) as { mails: Array<{ to: string; subject: string }> };
      return body.mails.some((m) => m.to === email && subject.test(m.subject));
    })
    .toBe(true);
  await page.goto(at(t, '/dev/mailbox'));
  const mail = page
    .getByRole('article')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .first();
  await expect(mail).toBeVisible();
  const links = await mail
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return { text: (await mail.textContent()) ?? '', links };
}

/** Opens a mailed link and presses the page's one button (the link itself changes nothing). */
export async function followMailedLink(
  page: Page,
  link: string,
  readyTitle: string,
  button: string,
): Promise<void> {
  const res = await page.goto(link);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: readyTitle })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: button, exact: true }).click();
}
