import { expect, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3300);

/** What differs between the locales the journeys run in. */
export interface SearchTexts {
  readonly host: string;
  readonly prefix: string;
  readonly field: string;
  readonly suggestions: string;
  readonly heading: (term: string) => string;
  readonly apply: string;
  readonly sortLabel: string;
  readonly sortPriceAsc: string;
  readonly more: string;
  readonly history: string;
  readonly deleteOne: (term: string) => string;
  readonly deleteAll: string;
  readonly size: string;
}

export const DE: SearchTexts = {
  host: 'de.localhost',
  prefix: '',
  field: 'Suchbegriff',
  suggestions: 'Vorschläge',
  heading: (t) => `Ihre Suche nach „${t}“`,
  apply: 'Filter anwenden',
  sortLabel: 'Sortieren nach',
  sortPriceAsc: 'Preis aufsteigend',
  more: 'Mehr laden',
  history: 'Zuletzt gesucht',
  deleteOne: (t) => `„${t}“ aus dem Suchverlauf entfernen`,
  deleteAll: 'Suchverlauf löschen',
  size: 'Größe',
};
export const FR: SearchTexts = {
  host: 'ch.localhost',
  prefix: '/fr',
  field: 'Terme de recherche',
  suggestions: 'Suggestions',
  heading: (t) => `Votre recherche « ${t} »`,
  apply: 'Appliquer les filtres',
  sortLabel: 'Trier par',
  sortPriceAsc: 'Prix croissant',
  more: 'Afficher plus',
  history: 'Recherches récentes',
  deleteOne: (t) => `Retirer « ${t} » de l’historique de recherche`,
  deleteAll: 'Effacer l’historique de recherche',
  size: 'Taille',
};
export const NL: SearchTexts = {
  host: 'nl.localhost',
  prefix: '',
  field: 'Zoekterm',
  suggestions: 'Suggesties',
  heading: (t) => `Uw zoekopdracht „${t}”`,
  apply: 'Filters toepassen',
  sortLabel: 'Sorteren op',
  sortPriceAsc: 'Prijs oplopend',
  more: 'Meer laden',
  history: 'Recent gezocht',
  deleteOne: (t) => `„${t}” uit de zoekgeschiedenis verwijderen`,
  deleteAll: 'Zoekgeschiedenis wissen',
  size: 'Maat',
};

/** Absolute URL on the tenant host of a locale. */
export function at(t: SearchTexts, path: string): string {
  return `http://${t.host}:${PORT}${path}`;
}

/** Waits until the search server has synced the catalog's feed (it starts before the composer). */
export async function waitForIndex(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`http://127.0.0.1:${PORT}/api/search/searchv2?q=sofa`);
        return res.ok() ? (((await res.json()) as { total?: number }).total ?? 0) : 0;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
}

const SLOT = '[data-sf-slot="mfe-search"]';

/** Hydrates the result page the way a shopper does (pointer over its server HTML) and waits for it. */
export async function hydrateResults(page: Page): Promise<void> {
  await page.locator(SLOT).hover({ position: { x: 5, y: 5 } });
  await expect(page.locator(`${SLOT}[data-sf-mounted]`)).toHaveCount(1, { timeout: 20_000 });
}

/** The header's search field, turned into a combobox once the widget has loaded (first focus). */
export async function focusSearch(page: Page, t: SearchTexts) {
  const field = page.getByRole('banner').getByLabel(t.field);
  await field.click();
  await expect(page.getByRole('combobox', { name: t.field })).toBeVisible({ timeout: 20_000 });
  return page.getByRole('combobox', { name: t.field });
}

/** The result tiles' product names on the page. */
export function resultNames(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}
