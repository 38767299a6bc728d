import { expect, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3300);

/** What differs between the locales the journey runs in. */
export interface CatalogTexts {
  readonly host: string;
  readonly home: string;
  readonly department: string;
  readonly category: string;
  readonly categoryPath: string;
  readonly heading: string;
  readonly apply: string;
  readonly sortLabel: string;
  readonly sortPriceAsc: string;
  readonly more: string;
  readonly addToBasket: string;
  readonly variantRequired: string;
  readonly wishlist: string;
  readonly loginTitle: string;
  readonly close: string;
  readonly nextRatings: string;
  readonly stars: string;
  readonly ratingTitle: string;
  readonly ratingText: string;
  readonly ratingAuthor: string;
  readonly ratingSubmit: string;
  readonly ratingStored: string;
  readonly added: string;
}

export const DE: CatalogTexts = {
  host: 'de.localhost',
  home: '/',
  department: 'Mode',
  category: 'Mode',
  categoryPath: '/mode/',
  heading: 'Mode',
  apply: 'Filter anwenden',
  sortLabel: 'Sortieren nach',
  sortPriceAsc: 'Preis aufsteigend',
  more: 'Mehr laden',
  addToBasket: 'In den Warenkorb',
  variantRequired: 'Bitte wählen Sie zuerst eine Variante aus!',
  wishlist: 'Auf den Merkzettel',
  loginTitle: 'Bitte melden Sie sich an',
  close: 'Schließen',
  nextRatings: 'Nächste Bewertungen',
  stars: 'Sterne',
  ratingTitle: 'Überschrift',
  ratingText: 'Ihre Bewertung',
  ratingAuthor: 'Ihr Name',
  ratingSubmit: 'Bewertung absenden',
  ratingStored: 'Vielen Dank! Ihre Bewertung wurde gespeichert.',
  added: 'Der Artikel wurde in den Warenkorb gelegt.',
};

export const FR: CatalogTexts = {
  host: 'ch.localhost',
  home: '/fr',
  department: 'Mode',
  category: 'Mode',
  categoryPath: '/fr/mode/',
  heading: 'Mode',
  apply: 'Appliquer les filtres',
  sortLabel: 'Trier par',
  sortPriceAsc: 'Prix croissant',
  more: 'Afficher plus',
  addToBasket: 'Ajouter au panier',
  variantRequired: 'Veuillez d’abord choisir une variante !',
  wishlist: 'Ajouter à la liste d’envies',
  loginTitle: 'Veuillez vous connecter',
  close: 'Fermer',
  nextRatings: 'Avis suivants',
  stars: 'Étoiles',
  ratingTitle: 'Titre',
  ratingText: 'Votre avis',
  ratingAuthor: 'Votre nom',
  ratingSubmit: 'Envoyer l’avis',
  ratingStored: 'Merci ! Votre avis a été enregistré.',
  added: 'L’article a été ajouté au panier.',
};

/** Absolute URL on the tenant host of a locale. */
export function at(t: CatalogTexts, path: string): string {
  return `http://${t.host}:${PORT}${path}`;
}

const SLOT = '[data-sf-slot="mfe-catalog"]';

/** Hydrates the catalog remote the way a shopper does (pointer over its server HTML) and waits for it. */
export async function hydrateCatalog(page: Page): Promise<void> {
  await page.locator(SLOT).hover({ position: { x: 5, y: 5 } });
  await expect(page.locator(`${SLOT}[data-sf-mounted]`)).toHaveCount(1, { timeout: 20_000 });
}

/** A product sku with more than one page of ratings (asks the ratings API, sku by sku). */
export async function skuWithManyRatings(page: Page): Promise<string> {
  for (let n = 100001; n < 100400; n++) {
    const res = await page.request.get(`http://127.0.0.1:${PORT}/api/inform/rating/all/get?sku=${n}`);
    const body = (await res.json()) as { total?: number };
    if ((body.total ?? 0) > 20) return String(n);
  }
  throw new Error('no product with more than 20 ratings');
}
