import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DE, FR } from './texts';
import { at, followMailedLink, mailLinks, signUp, uniqueEmail, waitForRemote } from './helpers';

for (const t of [DE, FR]) {
  test.describe(`newsletter sign-up (${t.host}${t.signupPath})`, () => {
    test('double opt-in through the mailbox to page 3 and the voucher mail; page 4 on a second sign-up', async ({
      page,
    }) => {
      const email = uniqueEmail('signup');
      await signUp(page, t, email);
      await expect(page.getByRole('heading', { level: 1, name: t.pendingTitle })).toBeVisible();

      const confirmation = await mailLinks(page, t, email, t.confirmSubject);
      const link = confirmation.links.find((l) => t.confirmLink.test(l));
      expect(link, confirmation.text).toBeTruthy();
      // opening the link (as a mail scanner would) confirms nothing; the page's button does
      await followMailedLink(page, link!, t.confirmReadyTitle, t.confirmButton);
      await expect(page.getByRole('heading', { level: 1, name: t.confirmedTitle })).toBeVisible();

      const voucher = await mailLinks(page, t, email, t.voucherSubject);
      expect(voucher.text).toMatch(/15/);
      expect(voucher.text).toMatch(/90/);
      const code = /[A-Z0-9]{2,}(?:-[A-Z0-9]{4}){2}/.exec(voucher.text)?.[0];
      expect(code, voucher.text).toBeTruthy();

      // the link works once: a replay is refused with a clear message and changes nothing
      await followMailedLink(page, link!, t.confirmReadyTitle, t.confirmButton);
      await expect(page.getByRole('main').getByText(t.tokenUsed)).toBeVisible();

      // the voucher mail's unsubscribe link: a page with one button, then success
      const unsubscribeLink = voucher.links.find((l) => /token=/.test(l) && !/one-click/.test(l));
      expect(unsubscribeLink, voucher.text).toBeTruthy();
      await followMailedLink(page, unsubscribeLink!, t.mailingReadyTitle, t.mailingButton);
      await expect(page.getByRole('heading', { level: 1, name: t.mailingSuccessTitle })).toBeVisible();
    });

    test('without JavaScript: the confirmation button posts and redirects to page 3 with the result', async ({
      browser,
    }) => {
      const email = uniqueEmail('nojs');
      const page = await browser.newPage();
      await signUp(page, t, email);
      await expect(page.getByRole('heading', { level: 1, name: t.pendingTitle })).toBeVisible();
      const link = (await mailLinks(page, t, email, t.confirmSubject)).links.find((l) =>
        t.confirmLink.test(l),
      );
      const context = await browser.newContext({ javaScriptEnabled: false });
      const noJs = await context.newPage();
      await followMailedLink(noJs, link!, t.confirmReadyTitle, t.confirmButton);
      await expect(noJs.getByRole('heading', { level: 1, name: t.confirmedTitle })).toBeVisible();
      expect(new URL(noJs.url()).searchParams.get('result')).toBe('success');
      // a second sign-up with the same address shows page 4
      await signUp(page, t, email);
      await expect(page.getByRole('heading', { level: 1, name: t.existingTitle })).toBeVisible();
      await context.close();
      await page.close();
    });

    test('validation messages for an empty and an invalid e-mail', async ({ page }) => {
      await page.goto(at(t, t.signupPath));
      await waitForRemote(page);
      const field = page.getByRole('main').getByRole('textbox', { name: t.email });
      await field.focus();
      await field.blur();
      await expect(page.getByRole('main').getByText(t.emailRequired)).toBeVisible();
      await field.fill('kein-at-zeichen.example.com');
      await field.blur();
      await expect(page.getByRole('main').getByText(t.emailInvalid)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('main').getByRole('button', { name: t.submit })).toBeDisabled();
    });

    test('a forged confirmation token: the page offers the button, pressing it says the link is invalid; a malformed one is 400', async ({
      page,
    }) => {
      const confirmPath = t.signupPath + (t === DE ? '/bestaetigt' : '/confirmee');
      await followMailedLink(
        page,
        at(t, `${confirmPath}?token=${'A'.repeat(43)}`),
        t.confirmReadyTitle,
        t.confirmButton,
      );
      await expect(page.getByRole('main').getByText(t.tokenInvalid)).toBeVisible();
      const res = await page.goto(at(t, `${confirmPath}?token=abc`));
      expect(res?.status()).toBe(400);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByText(t.tokenInvalid)).toBeVisible();
    });

    test('axe finds no violations on the sign-up page', async ({ page }) => {
      await page.goto(at(t, t.signupPath));
      await waitForRemote(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations).toEqual([]);
    });
  });
}
