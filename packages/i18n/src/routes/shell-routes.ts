import { everyLocaleAll } from './path-helpers';
import type { RouteDefinition } from './types';

/**
 * CMS prefixes of the spec, plus `/service` (a link target of the spec that is no app's page).
 * Every prefix is live in every locale: the CMS knows which pages exist and answers 404 through
 * the fragment status. The first one per locale is the service-help root, used by links.
 */
const CMS_PREFIXES = [
  '/service-hilfe',
  '/aide-service',
  '/klantenservice',
  '/lp',
  '/magazin',
  '/magazine',
  '/node',
  '/inspiratie',
  '/special',
  '/service',
] as const;

const first = (lead: string) => [lead, ...CMS_PREFIXES.filter((p) => p !== lead)];

/**
 * The shell's own routes: the home page and the CMS pages it renders. The only routes the platform
 * keeps (decision 0235); every remote declares its own in its `src/routes.ts`.
 */
export const SHELL_ROUTES = [
  // The storefront page is the default content of the root path.
  { id: 'home', remote: 'shell', match: 'exact', paths: everyLocaleAll(['/', '/storefront']) },
  {
    id: 'content',
    remote: 'shell',
    match: 'prefix',
    statusFrom: 'fragment',
    paths: {
      'de-DE': first('/service-hilfe'),
      'fr-CH': first('/aide-service').map((p) => `/fr${p}`),
      'nl-NL': first('/klantenservice'),
    },
  },
] as const satisfies readonly RouteDefinition[];
