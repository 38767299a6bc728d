import type { CompositionRoute } from '@sf/contracts';
import { everyLocale } from '@sf/i18n';

/**
 * The search page (decision 0235: declared here, composed from the live versions). The search term
 * follows the prefix: /s/<term>. The page takes its status, title and head (robots noindex) from the
 * fragment, and `/s/?q=` (the header form without JavaScript) redirects to `/s/<term>`.
 */
export const SEARCH_ROUTES = [
  { id: 'search', match: 'prefix', paths: everyLocale('/s/'), statusFrom: 'fragment' },
] as const satisfies readonly CompositionRoute[];
