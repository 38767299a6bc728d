/**
 * Shapes of the CMS documents the shell reads from the content bucket
 * (`<base>/<locale>/<identifier>.json`). The spec leaves the shapes open ("not shown"); these are
 * ours. Bucket JSON is untrusted input, so every document has a runtime guard.
 */

/** A link as the CMS writes it (`href` is a site path or an absolute URL). */
export interface ContentLink {
  readonly label: string;
  readonly href: string;
}

/**
 * A link to a page of a route, named by the route's id and, for a keyed route, the page's key
 * (`{ "route": "category", "key": "women-dresses" }`, decision 0275): its path is looked up when the
 * page is rendered, in the route table composed for the request, so a path the page's owner changed by a
 * deploy is linked at once. `query` (without `?`, e.g. `sort=new`) is appended to that path (decision
 * 0277: the flyout teasers, the CMS pages).
 */
export interface RouteLink {
  readonly label: string;
  readonly route: string;
  readonly key?: string;
  readonly query?: string;
}

/**
 * A CMS link: a literal target (a content page, an external site) or a route's page. The navigation,
 * the flyout teasers, the footer's columns and the CMS pages' blocks take either (decision 0277).
 */
export type NavLink = ContentLink | RouteLink;

/** One top-level navigation entry with the groups of its flyout. */
export type NavItem = NavLink & {
  readonly id: string;
  readonly groups: readonly { readonly heading: string; readonly links: readonly NavLink[] }[];
};

/** `navigation`: the main navigation and the service link. */
export interface NavigationDoc {
  readonly items: readonly NavItem[];
  readonly service: ContentLink;
}

/** `bucket-usp-bar`: the unique selling points under the header. */
export interface UspBarDoc {
  readonly items: readonly { readonly text: string; readonly href?: string }[];
}

/** A teaser card (flyout, home page). */
export interface Teaser {
  readonly headline: string;
  readonly text: string;
  readonly link: NavLink;
}

/** `menu-flyout`: a promotional teaser per navigation item id. */
export interface MenuFlyoutDoc {
  readonly teasers: Readonly<Record<string, Teaser>>;
}

/** `footer`: link columns, hotline, newsletter teaser, payment methods, seals and legal links. */
export interface FooterDoc {
  readonly columns: readonly { readonly heading: string; readonly links: readonly NavLink[] }[];
  readonly hotline: {
    readonly heading: string;
    readonly phone: string;
    readonly phoneHref: string;
    readonly hours: readonly string[];
    readonly fees: string;
  };
  readonly newsletter: { readonly heading: string; readonly text: string; readonly link: ContentLink };
  readonly payments: { readonly heading: string; readonly methods: readonly string[] };
  readonly seals: { readonly heading: string; readonly items: readonly ContentLink[] };
  readonly legal: readonly ContentLink[];
  readonly copyright: string;
}

/** `banner`: the promotion banner on the home page. */
export interface BannerDoc {
  readonly text: string;
  readonly code?: string;
  readonly link: NavLink;
}

/** `newsletter-sheet`: texts of the newsletter slide-in sheet. */
export interface NewsletterSheetDoc {
  readonly headline: string;
  readonly text: string;
  readonly voucher: {
    readonly value: number;
    readonly currency: 'EUR' | 'CHF';
    readonly minimumOrder: number;
  };
  readonly legal: string;
  readonly cta: ContentLink;
  readonly dismiss: string;
}

/** Building blocks of a CMS page. */
export type PageBlock =
  | {
      readonly type: 'hero';
      readonly eyebrow?: string;
      readonly headline: string;
      readonly text: string;
      readonly link: NavLink;
    }
  | {
      readonly type: 'categories';
      readonly heading: string;
      readonly items: readonly (NavLink & { readonly text: string })[];
    }
  | { readonly type: 'teasers'; readonly heading: string; readonly items: readonly Teaser[] }
  | { readonly type: 'text'; readonly heading?: string; readonly paragraphs: readonly string[] }
  | { readonly type: 'links'; readonly heading: string; readonly links: readonly NavLink[] }
  | {
      readonly type: 'faq';
      readonly heading: string;
      readonly items: readonly { readonly question: string; readonly answer: string }[];
    };

/** A CMS page (`storefront`, `service-hilfe`, `service-hilfe-ueber-uns-agb`, …). */
export interface PageDoc {
  readonly title: string;
  readonly description: string;
  readonly blocks: readonly PageBlock[];
}
