import { expect, test, type Page } from '@playwright/test';

// Decision 0284: the browser formats messages its build compiled to the ICU AST, without the ICU
// parser. Each remote's page in de-DE and in fr-CH or nl-NL (and the contact form in de-CH, whose
// "ss" is applied to the AST's literals) hydrates with the server's texts: no text formatjs could not
// format (logged as "[i18n]"), no raw ICU placeholder on the page, no hydration mismatch.

const PORT = Number(process.env.E2E_PORT ?? 3300);

interface Case {
  readonly name: string;
  readonly url: string;
  /** The remote whose slot hydrates on the intent. */
  readonly remote: string;
  /** What the hydrated page shows, from the remote's catalogue. */
  readonly shows: (page: Page) => Promise<void>;
}

const at = (host: string, path: string) => `http://${host}:${PORT}${path}`;
const main = (page: Page) => page.getByRole('main');
const heading = (name: string) => async (page: Page) =>
  expect(main(page).getByRole('heading', { name, exact: true }).first()).toBeVisible();

const CASES: readonly Case[] = [
  {
    name: 'account, de-DE',
    url: at('de.localhost', '/mein-konto'),
    remote: 'mfe-account',
    shows: heading('Mein Konto'),
  },
  {
    name: 'account, fr-CH',
    url: at('ch.localhost', '/fr/mon-compte'),
    remote: 'mfe-account',
    shows: heading('Mon compte'),
  },
  {
    name: 'account, nl-NL',
    url: at('nl.localhost', '/mijn-account'),
    remote: 'mfe-account',
    shows: heading('Mijn account'),
  },
  {
    name: 'contact form, de-DE',
    url: at('de.localhost', '/service-hilfe/kontakt'),
    remote: 'mfe-service-contact',
    shows: async (page) => {
      await expect(main(page).getByRole('textbox', { name: 'Straße', exact: true })).toBeVisible();
    },
  },
  {
    name: 'contact form, de-CH ("ss" for "ß" on the AST)',
    url: at('ch.localhost', '/service-hilfe/kontakt'),
    remote: 'mfe-service-contact',
    shows: async (page) => {
      await expect(main(page).getByRole('textbox', { name: 'Strasse', exact: true })).toBeVisible();
      await expect(main(page).getByText(/ß/)).toHaveCount(0);
    },
  },
  {
    name: 'contact form, nl-NL',
    url: at('nl.localhost', '/klantenservice/contact'),
    remote: 'mfe-service-contact',
    shows: async (page) => {
      await expect(main(page).getByRole('form', { name: 'Contactformulier' })).toBeVisible();
    },
  },
  {
    name: 'category page, de-DE',
    url: at('de.localhost', '/mode/'),
    remote: 'mfe-catalog',
    shows: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Filter anwenden' })).toBeVisible();
    },
  },
  {
    name: 'category page, fr-CH',
    url: at('ch.localhost', '/fr/mode/'),
    remote: 'mfe-catalog',
    shows: async (page) => {
      await expect(main(page).getByRole('button', { name: 'Appliquer les filtres' })).toBeVisible();
    },
  },
  {
    name: 'search result, nl-NL',
    url: at('nl.localhost', '/s/jurk'),
    remote: 'mfe-search',
    shows: heading('Uw zoekopdracht „jurk”'),
  },
  {
    name: 'newsletter sign-up, fr-CH',
    url: at('ch.localhost', '/fr/aide-service/newsletter/inscription'),
    remote: 'mfe-newsletter',
    shows: async (page) => {
      await expect(main(page).getByRole('button', { name: 'S’inscrire maintenant' })).toBeVisible();
    },
  },
];

/** Hydrates the page's remote as a shopper's first intent does (the pointer over its slot). */
async function hydrate(page: Page, remote: string): Promise<void> {
  const slot = page.locator(`[data-sf-slot="${remote}"]`).first();
  await slot.hover();
  await expect(slot).toHaveAttribute('data-sf-mounted', /.+/, { timeout: 30_000 });
}

for (const c of CASES) {
  test(`${c.name}: hydrates with its compiled messages`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      // formatjs's errors ([i18n]: a message it could not format) and React's hydration mismatches
      if (message.type() === 'error' && /\[i18n\]|hydrat|did not match/i.test(text)) problems.push(text);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(c.url);
    await hydrate(page, c.remote);
    await c.shows(page);
    // no ICU placeholder left unformatted anywhere on the page
    expect(await page.locator('body').innerText()).not.toMatch(/\{\s*[A-Za-z_]\w*\s*(,|\})/);
    expect(problems).toEqual([]);
  });
}
