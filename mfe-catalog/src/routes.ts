import type { CompositionRoute } from '@sf/contracts';
import { CATALOG_CATEGORIES } from './categories';

const column = (language: 'de' | 'fr' | 'nl') => CATALOG_CATEGORIES.map((c) => c[language]);

/**
 * Category pages (every path of the category list `CATALOG_CATEGORIES`, each named by its key: decision
 * 0260) and product pages (`/p/<slug>-<sku>`, fr-CH `/fr/p/<slug>-<sku>`), both answering 404 through the
 * fragment status for an unknown category or sku (decision 0235: declared here, composed from the live
 * versions).
 */
export const CATALOG_ROUTES = [
  {
    id: 'category',
    match: 'exact',
    statusFrom: 'fragment',
    paths: { 'de-DE': column('de'), 'fr-CH': column('fr'), 'nl-NL': column('nl') },
    keys: CATALOG_CATEGORIES.map((c) => c.key),
  },
  {
    id: 'product',
    match: 'prefix',
    statusFrom: 'fragment',
    paths: { 'de-DE': '/p/', 'fr-CH': '/fr/p/', 'nl-NL': '/p/' },
  },
] as const satisfies readonly CompositionRoute[];
