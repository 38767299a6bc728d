import { COMPOSITION_VERSION, CONTRACT_VERSIONS, type RemoteComposition } from '@sf/contracts';
import { CONTACT_ROUTES } from './routes';

/** The pages shoppers land on (from search engines, links, campaigns): where the prompts may appear. */
export const LANDING_ROUTES: readonly string[] = ['home', 'content', 'category', 'product', 'search'];

const helper = { htmlBytes: 15_000, serverP99Ms: 150 };

/**
 * What the service vertical composes into the shop (docs/platform.md, "Page widgets"): the chat bot
 * (the fragment decides by path, spec section 2), the page helpers of decisions 0074–0077 (prompts on
 * the pages shoppers land on, never in checkout, account or a form; each fragment decides by the
 * visitor hints and its cookies), the code link's promotion (content, not a helper: empty without a
 * known code), the preview banner on every page (a signed preview cookie); `/api/servicelayer`,
 * `/api/contact` and the public service layer fragment of spec section 7.
 */
export const composition: RemoteComposition = {
  compositionVersion: COMPOSITION_VERSION,
  remote: 'mfe-service-contact',
  contracts: CONTRACT_VERSIONS,
  routes: CONTACT_ROUTES,
  widgets: [
    {
      fragment: 'chat-bot',
      slot: 'mfe-service-contact-chat-bot',
      expose: './chat-bot',
      routes: ['home', 'content', 'contact', 'contact-sent'],
      helper: true,
    },
    {
      fragment: 'country-switch',
      slot: 'mfe-service-contact-country-switch',
      expose: './country-switch',
      routes: LANDING_ROUTES,
      helper: true,
      cookies: ['sf_country'],
    },
    {
      fragment: 'app-banner',
      slot: 'mfe-service-contact-app-banner',
      expose: './app-banner',
      routes: LANDING_ROUTES,
      helper: true,
      cookies: ['sf_country', 'sf_app_banner'],
    },
    {
      fragment: 'survey',
      slot: 'mfe-service-contact-survey',
      expose: './survey',
      routes: LANDING_ROUTES,
      helper: true,
      cookies: ['sf_country', 'sf_app_banner', 'sf_survey'],
    },
    {
      fragment: 'promo-banner',
      slot: 'mfe-service-contact-promo-banner',
      expose: './promo-banner',
      routes: LANDING_ROUTES,
    },
    {
      fragment: 'preview-banner',
      slot: 'mfe-service-contact-preview-banner',
      expose: './preview-banner',
      routes: 'all',
      cookies: ['sf_preview'],
    },
  ],
  api: ['servicelayer', 'contact'],
  // a service layer's content (spec section 7: GET /fragment/inspire/servicelayer/{language}/{layerid})
  paths: ['/fragment/inspire/servicelayer/*'],
  budgets: {
    '*': { htmlBytes: 100_000, serverP99Ms: 500 },
    'chat-bot': helper,
    'country-switch': helper,
    'app-banner': helper,
    survey: helper,
    'promo-banner': helper,
    'preview-banner': helper,
  },
};
