import { COMPOSITION_VERSION, CONTRACT_VERSIONS, type RemoteComposition } from '@sf/contracts';
import { NEWSLETTER_ROUTES } from './routes';

/**
 * What the newsletter composes into the shop (docs/platform.md, "Page widgets"): the slide-in sheet on
 * the home and content pages (the fragment itself decides by path, spec section 2) and `/api/newsletter`.
 * Its build emits this as `sf-composition.json`; a deploy of this remote alone changes it.
 */
export const composition: RemoteComposition = {
  compositionVersion: COMPOSITION_VERSION,
  remote: 'mfe-newsletter',
  contracts: CONTRACT_VERSIONS,
  routes: NEWSLETTER_ROUTES,
  widgets: [
    {
      fragment: 'newsletter-sheet',
      slot: 'mfe-newsletter-sheet',
      expose: './sheet',
      routes: ['home', 'content'],
    },
  ],
  api: ['newsletter'],
  paths: [],
  budgets: {
    '*': { htmlBytes: 60_000, serverP99Ms: 300 },
    'newsletter-sheet': { htmlBytes: 20_000, serverP99Ms: 150 },
  },
};
