import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// The login throttle's captcha step in a real browser (decision 0114): after five wrong passwords on an
// account the modal asks for the ALTCHA check, the widget solves it in a worker of our own origin (the
// page's CSP allows no other) and the customer gets in with her password — no lockout.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('after five wrong passwords the modal asks for the captcha, solves it and logs the customer in', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const csp: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) csp.push(m.text());
  });
  const email = `captcha-${Date.now()}@example.com`;
  const password = 'Kaffee-Tasse-2026!';
  await page.goto(`http://de.localhost:${PORT}/`);
  // a customer, logged out again, and five wrong passwords on her account (through the browser: Node does not resolve *.localhost)
  const answers = await page.evaluate(
    async ({ email, password }) => {
      const json = { 'content-type': 'application/json' };
      const registered = await fetch('/api/customer/register', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          salutation: 'female',
          firstName: 'Clara',
          lastName: 'Captcha',
          email,
          password,
        }),
      });
      await fetch('/api/customer/logout', { method: 'POST' });
      const wrong: unknown[] = [];
      for (let i = 0; i < 5; i += 1)
        wrong.push(
          await (
            await fetch('/api/customer/login', {
              method: 'POST',
              headers: json,
              body: JSON.stringify({ email, password: `falsch-${i}-passwort` }),
            })
          ).json(),
        );
      return { registered: registered.status, wrong };
    },
    { email, password },
  );
  expect(answers.registered).toBe(202);
  expect(answers.wrong.at(-1)).toMatchObject({ code: 'ACCOUNT-401', captcha: true });
  await page.reload();

  const link = page.getByRole('banner').getByRole('link', { name: 'Mein Konto' });
  await link.hover();
  await expect(page.locator('[data-sf-slot="mfe-account-login"][data-sf-mounted]')).toHaveCount(1, {
    timeout: 20_000,
  });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await dialog.getByLabel(/Passwort/).fill(password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  // the right password alone is not enough now: the captcha comes first
  await expect(dialog.getByRole('alert')).toHaveText(
    'Zu viele fehlgeschlagene Anmeldungen: Bitte lösen Sie zusätzlich die Sicherheitsprüfung.',
  );
  const check = dialog.getByRole('group', { name: 'Sicherheitsprüfung' });
  await expect(check).toBeVisible();
  // the widget solves its challenge by itself (proof of work in our own worker) and fills its field
  await expect(check.locator('input[name="altcha"]')).toHaveValue(/^[A-Za-z0-9+/=]{40,}$/, {
    timeout: 60_000,
  });
  expect(
    (await new AxeBuilder({ page }).include('[role="dialog"]').withTags(TAGS).analyze()).violations.map(
      (v) => v.id,
    ),
  ).toEqual([]);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Anmelden' }).click()]);
  expect(await page.evaluate(async () => (await fetch('/api/customer/session')).json())).toMatchObject({
    loggedIn: true,
    softLoggedIn: false,
  });
  expect(csp).toEqual([]);
});
