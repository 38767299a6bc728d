import { normalizeRoutePath } from './routes/route-table';

/** Home page paths of every locale (`/fr` is the fr-CH home). */
const HOME_PATHS = new Set(['/', '/storefront', '/fr', '/fr/storefront']);

/**
 * Service-help roots per language and the sub-paths where the chat bot stays hidden. The German
 * list is the spec's; French and Dutch are the same pages under the names the CMS gives them
 * (fr-CH: the shopping advantages page is `/fr/aide-service/avantages`).
 */
const SERVICE_HELP: readonly { readonly root: string; readonly hiddenBelow: readonly string[] }[] = [
  { root: '/service-hilfe', hiddenBelow: ['newsletter', 'shopping-vorteile', 'nachhaltigkeit', 'ueber-uns'] },
  { root: '/fr/aide-service', hiddenBelow: ['newsletter', 'avantages', 'durabilite', 'a-propos'] },
  { root: '/klantenservice', hiddenBelow: ['nieuwsbrief', 'shopping-voordelen', 'duurzaamheid', 'over-ons'] },
];

/**
 * Whether the chat bot is shown on a page: on the home page and on service-help pages, but not
 * below the service-help sub-paths newsletter, shopping-vorteile, nachhaltigkeit and ueber-uns.
 * The tenant's `features.chatBot` flag is checked by the caller.
 */
export function isChatBotVisible(pathname: string): boolean {
  const path = normalizeRoutePath(pathname);
  if (HOME_PATHS.has(path)) return true;
  for (const { root, hiddenBelow } of SERVICE_HELP) {
    if (path === root) return true;
    if (path.startsWith(`${root}/`)) {
      const sub = path.slice(root.length + 1).split('/')[0] ?? '';
      return !hiddenBelow.includes(sub);
    }
  }
  return false;
}
