import type { PageWidget, RemoteVersion } from '@sf/contracts';
import { ROUTES, type RouteDefinition } from '@sf/i18n';

/** A page widget: a fragment of a remote composed into the pages of some routes, in a slot of its own. */
export interface WidgetDefinition extends PageWidget {
  /** Fragment id on the remote's server (`GET <server>/fragment/<fragment>`). */
  readonly fragment: string;
  /** Route ids of the pages that carry the widget. */
  readonly routes: readonly string[];
  /**
   * A page helper (decision 0074): left out for crawlers and monitoring probes, and fetched with
   * the visitor hints (`x-sf-visitor`). Its fetch is private to the visitor (never shared or cached).
   */
  readonly helper?: boolean;
  /** The remote's own cookies the widget reads (sent only to this widget's fetch; private as well). */
  readonly cookies?: readonly string[];
}

/** The pages shoppers land on (from search engines, links, campaigns): where the prompts may appear. */
export const LANDING_ROUTES: readonly string[] = ['home', 'content', 'category', 'product', 'search'];

/** Routes whose pages carry the shop's header (all but the content-only ones, decision 0095). */
const FRAMED_ROUTES: readonly string[] = ROUTES.filter((r) => (r as RouteDefinition).frame !== 'content-only').map((r) => r.id);

/** The page widgets of the storefront. A remote adds a widget with one line here. */
export const WIDGETS: readonly WidgetDefinition[] = [
  { remote: 'mfe-newsletter', fragment: 'newsletter-sheet', slot: 'mfe-newsletter-sheet', expose: './sheet', routes: ['home', 'content'] },
  // the fragment itself decides by path (spec section 2: not below newsletter, shopping-vorteile, …)
  { remote: 'mfe-service-contact', fragment: 'chat-bot', slot: 'mfe-service-contact-chat-bot', expose: './chat-bot', routes: ['home', 'content', 'contact', 'contact-sent'], helper: true },
  // page helpers of the service vertical (decisions 0074–0077): prompts on the pages shoppers land on,
  // never in checkout, account or a form; each fragment decides by the visitor hints and its cookies
  { remote: 'mfe-service-contact', fragment: 'country-switch', slot: 'mfe-service-contact-country-switch', expose: './country-switch', routes: LANDING_ROUTES, helper: true, cookies: ['sf_country'] },
  { remote: 'mfe-service-contact', fragment: 'app-banner', slot: 'mfe-service-contact-app-banner', expose: './app-banner', routes: LANDING_ROUTES, helper: true, cookies: ['sf_country', 'sf_app_banner'] },
  { remote: 'mfe-service-contact', fragment: 'survey', slot: 'mfe-service-contact-survey', expose: './survey', routes: LANDING_ROUTES, helper: true, cookies: ['sf_country', 'sf_app_banner', 'sf_survey'] },
  // content, not a helper: a code link's promotion for anyone (empty without a known code)
  { remote: 'mfe-service-contact', fragment: 'promo-banner', slot: 'mfe-service-contact-promo-banner', expose: './promo-banner', routes: LANDING_ROUTES },
  // preview mode (a signed preview cookie) on every page
  { remote: 'mfe-service-contact', fragment: 'preview-banner', slot: 'mfe-service-contact-preview-banner', expose: './preview-banner', routes: ROUTES.map((r) => r.id), cookies: ['sf_preview'] },
  // the header's search combobox on every page with a header (it enhances the shell's GET form on first focus)
  { remote: 'mfe-search', fragment: 'search-box', slot: 'mfe-search-box', expose: './search-box', routes: FRAMED_ROUTES },
  // the login modal on every page with a header (it enhances the header's account link on first intent)
  { remote: 'mfe-account', fragment: 'login', slot: 'mfe-account-login', expose: './login', routes: FRAMED_ROUTES },
];

/**
 * The widgets of a page: those listed for its route id whose remote is deployed for the tenant,
 * with the remote's resolved version (where the fragment comes from). An automated visitor
 * (crawler, monitor) gets no page helpers.
 */
export function widgetsFor(
  routeId: string,
  remotes: ReadonlyMap<string, RemoteVersion>,
  table: readonly WidgetDefinition[] = WIDGETS,
  automated = false,
): { readonly widget: WidgetDefinition; readonly version: RemoteVersion }[] {
  const found: { widget: WidgetDefinition; version: RemoteVersion }[] = [];
  for (const widget of table) {
    if (automated && widget.helper) continue;
    const version = remotes.get(widget.remote);
    if (version && widget.routes.includes(routeId)) found.push({ widget, version });
  }
  return found;
}

/** The boot payload entry of a widget. */
export function toPageWidget(widget: WidgetDefinition): PageWidget {
  return { remote: widget.remote, slot: widget.slot, expose: widget.expose };
}
