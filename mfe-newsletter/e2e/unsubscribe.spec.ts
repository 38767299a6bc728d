import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DE, FR, type LocaleTexts } from './texts';
import { at, followMailedLink, mailLinks, signUp, uniqueEmail, waitForRemote } from './helpers';
import { tick } from '@sf/testing/playwright';

interface Variant {
  readonly option: string;
  readonly submit: string;
  readonly result: RegExp;
  readonly pauseDays?: string;
}

const VARIANTS: Record<'de' | 'fr', readonly Variant[]> = {
  de: [
    { option: 'Newsletter täglich erhalten', submit: 'Änderung speichern', result: /ab jetzt täglich/ },
    {
      option: 'Newsletter wöchentlich erhalten',
      submit: 'Änderung speichern',
      result: /ab jetzt wöchentlich/,
    },
    {
      option: 'Newsletter alle zwei Wochen erhalten',
      submit: 'Änderung speichern',
      result: /ab jetzt alle zwei Wochen/,
    },
    { option: 'Newsletter monatlich erhalten', submit: 'Änderung speichern', result: /ab jetzt monatlich/ },
    {
      option: 'Newsletter pausieren',
      submit: 'Änderung speichern',
      result: /Ihr Newsletter ist bis zum .+ pausiert/,
      pauseDays: '14 Tage',
    },
    {
      option: 'Vom Flexikonto-Newsletter abmelden',
      submit: 'Vom Flexikonto-Newsletter abmelden',
      result: /erfolgreich vom Flexikonto-Newsletter abgemeldet/,
    },
    {
      option: 'Vom Newsletter abmelden',
      submit: 'Abmelden',
      result: /erfolgreich vom Newsletter abgemeldet/,
    },
  ],
  fr: [
    {
      option: 'Recevoir la newsletter chaque jour',
      submit: 'Enregistrer la modification',
      result: /désormais la newsletter chaque jour/,
    },
    {
      option: 'Recevoir la newsletter chaque semaine',
      submit: 'Enregistrer la modification',
      result: /désormais la newsletter chaque semaine/,
    },
    {
      option: 'Recevoir la newsletter toutes les deux semaines',
      submit: 'Enregistrer la modification',
      result: /désormais la newsletter toutes les deux semaines/,
    },
    {
      option: 'Recevoir la newsletter chaque mois',
      submit: 'Enregistrer la modification',
      result: /désormais la newsletter chaque mois/,
    },
    {
      option: 'Suspendre la newsletter',
      submit: 'Enregistrer la modification',
      result: /suspendue jusqu’au/,
      pauseDays: '30 jours',
    },
    {
      option: 'Se désinscrire de la newsletter Flexikonto',
      submit: 'Se désinscrire de la newsletter Flexikonto',
      result: /désinscrit\(e\) de la newsletter Flexikonto/,
    },
    {
      option: 'Se désinscrire de la newsletter',
      submit: 'Se désinscrire',
      result: /bien été désinscrit\(e\) de la newsletter\./,
    },
  ],
};

async function subscribedAddress(page: Page, t: LocaleTexts): Promise<string> {
  const email = uniqueEmail('unsub');
  await signUp(page, t, email);
  await expect(page.getByRole('heading', { level: 1, name: t.pendingTitle })).toBeVisible();
  const mail = await mailLinks(page, t, email, t.confirmSubject);
  await followMailedLink(
    page,
    mail.links.find((l) => t.confirmLink.test(l))!,
    t.confirmReadyTitle,
    t.confirmButton,
  );
  await expect(page.getByRole('heading', { level: 1, name: t.confirmedTitle })).toBeVisible();
  return email;
}

/** Submits the form; the answer only says a mail was sent. Returns the confirmation link of that mail. */
async function requestChange(page: Page, t: LocaleTexts, email: string, v: Variant): Promise<string> {
  const main = await openForm(page, t);
  await main.getByRole('textbox', { name: t.email }).fill(email);
  await tick(main.getByRole('radio', { name: v.option, exact: true }));
  if (v.pauseDays)
    await main.getByRole('combobox', { name: t.pauseDays }).selectOption({ label: v.pauseDays });
  const submit = main.getByRole('button', { name: v.submit, exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(main.getByText(t.requested)).toBeVisible();
  const mail = await mailLinks(page, t, email, t.changeSubject);
  expect(mail.text).toContain(v.option);
  return mail.links.find((l) => t.changeLink.test(l))!;
}

async function openForm(page: Page, t: LocaleTexts) {
  await page.goto(at(t, t.unsubscribePath));
  await waitForRemote(page);
  return page.getByRole('main');
}

for (const [lang, t] of [
  ['de', DE],
  ['fr', FR],
] as const) {
  test.describe(`newsletter unsubscribe (${t.host}${t.unsubscribePath})`, () => {
    test('defaults to unsubscribe; the pause select shows only for pause; titles per option', async ({
      page,
    }) => {
      const main = await openForm(page, t);
      const unsubscribe = VARIANTS[lang][6]!;
      await expect(main.getByRole('radio', { name: unsubscribe.option, exact: true })).toBeChecked();
      await expect(main.getByRole('combobox', { name: t.pauseDays })).toHaveCount(0);
      await expect(main.getByRole('button', { name: unsubscribe.submit, exact: true })).toBeDisabled();
      await tick(main.getByRole('radio', { name: t.pauseOption }));
      await expect(main.getByRole('combobox', { name: t.pauseDays })).toBeVisible();
      await tick(main.getByRole('radio', { name: VARIANTS[lang][0]!.option }));
      await expect(main.getByRole('combobox', { name: t.pauseDays })).toHaveCount(0);
      await expect(main.getByRole('button', { name: VARIANTS[lang][0]!.submit, exact: true })).toBeVisible();
      await tick(main.getByRole('radio', { name: VARIANTS[lang][5]!.option }));
      await expect(main.getByRole('button', { name: VARIANTS[lang][5]!.submit, exact: true })).toBeVisible();
    });

    test('every variant: the form mails a link, its page applies the choice with one button', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const email = await subscribedAddress(page, t);
      // German: all seven; French: one of each kind (the API allows 10 requests per minute and IP)
      const variants = lang === 'de' ? VARIANTS.de : [VARIANTS.fr[2]!, VARIANTS.fr[4]!, VARIANTS.fr[6]!];
      for (const v of variants) {
        const link = await requestChange(page, t, email, v);
        await followMailedLink(page, link, t.unsubscribeTitle, v.submit);
        await expect(page.getByRole('main').getByText(v.result)).toBeVisible();
      }
    });

    test('an address without subscription gets the same answer; the not-found text only after the mailed link', async ({
      page,
    }) => {
      const unsubscribe = VARIANTS[lang][6]!;
      const link = await requestChange(page, t, uniqueEmail('nobody'), unsubscribe);
      await followMailedLink(page, link, t.unsubscribeTitle, unsubscribe.submit);
      await expect(page.getByRole('main').getByText(t.notFound)).toBeVisible();
    });

    test('axe finds no violations on the unsubscribe page', async ({ page }) => {
      await openForm(page, t);
      await tick(page.getByRole('main').getByRole('radio', { name: t.pauseOption }));
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations).toEqual([]);
    });
  });
}
