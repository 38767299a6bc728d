import type {
  BannerDoc,
  ContentLink,
  FooterDoc,
  MenuFlyoutDoc,
  NavigationDoc,
  NavLink,
  NewsletterSheetDoc,
  PageBlock,
  PageDoc,
  Teaser,
  UspBarDoc,
} from './content-types';

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isStrArr = (v: unknown): v is string[] => Array.isArray(v) && v.every(isStr);
const arrOf = <T>(v: unknown, guard: (x: unknown) => x is T): v is T[] => Array.isArray(v) && v.every(guard);

/** Runtime guard of a {@link ContentLink}. */
export function isContentLink(v: unknown): v is ContentLink {
  return isRec(v) && isStr(v.label) && isStr(v.href);
}

function isTeaser(v: unknown): v is Teaser {
  return isRec(v) && isStr(v.headline) && isStr(v.text) && isNavLink(v.link);
}

/** A route link's query: `name=value` pairs without the `?`, no fragment, no space. */
const isQuery = (v: unknown): v is string => isStr(v) && /^[^?#\s]+$/.test(v);

/**
 * Runtime guard of a {@link NavLink}: a literal `href` or a `route` (with a `key` and a `query`),
 * never both.
 */
export function isNavLink(v: unknown): v is NavLink {
  if (!isRec(v) || !isStr(v.label)) return false;
  if (v.route === undefined) return isStr(v.href) && v.key === undefined && v.query === undefined;
  return (
    v.href === undefined &&
    isStr(v.route) &&
    (v.key === undefined || isStr(v.key)) &&
    (v.query === undefined || isQuery(v.query))
  );
}

function isNavGroup(v: unknown): v is { heading: string; links: NavLink[] } {
  return isRec(v) && isStr(v.heading) && arrOf(v.links, isNavLink);
}

/** Runtime guard of the `navigation` document. */
export function isNavigationDoc(v: unknown): v is NavigationDoc {
  return (
    isRec(v) &&
    isContentLink(v.service) &&
    arrOf(
      v.items,
      (i): i is NavigationDoc['items'][number] =>
        isNavLink(i) && isRec(i) && isStr(i.id) && arrOf(i.groups, isNavGroup),
    )
  );
}

/** Runtime guard of the `bucket-usp-bar` document. */
export function isUspBarDoc(v: unknown): v is UspBarDoc {
  return (
    isRec(v) &&
    arrOf(
      v.items,
      (i): i is UspBarDoc['items'][number] =>
        isRec(i) && isStr(i.text) && (i.href === undefined || isStr(i.href)),
    )
  );
}

/** Runtime guard of the `menu-flyout` document. */
export function isMenuFlyoutDoc(v: unknown): v is MenuFlyoutDoc {
  return isRec(v) && isRec(v.teasers) && Object.values(v.teasers).every(isTeaser);
}

/** Runtime guard of the `footer` document. */
export function isFooterDoc(v: unknown): v is FooterDoc {
  if (!isRec(v) || !isRec(v.hotline) || !isRec(v.newsletter) || !isRec(v.payments) || !isRec(v.seals))
    return false;
  const h = v.hotline;
  return (
    arrOf(v.columns, isNavGroup) &&
    isStr(h.heading) &&
    isStr(h.phone) &&
    isStr(h.phoneHref) &&
    isStrArr(h.hours) &&
    isStr(h.fees) &&
    isStr(v.newsletter.heading) &&
    isStr(v.newsletter.text) &&
    isContentLink(v.newsletter.link) &&
    isStr(v.payments.heading) &&
    isStrArr(v.payments.methods) &&
    isStr(v.seals.heading) &&
    arrOf(v.seals.items, isContentLink) &&
    arrOf(v.legal, isContentLink) &&
    isStr(v.copyright)
  );
}

/** Runtime guard of the `banner` document. */
export function isBannerDoc(v: unknown): v is BannerDoc {
  return isRec(v) && isStr(v.text) && isNavLink(v.link) && (v.code === undefined || isStr(v.code));
}

/** Runtime guard of the `newsletter-sheet` document. */
export function isNewsletterSheetDoc(v: unknown): v is NewsletterSheetDoc {
  if (!isRec(v) || !isRec(v.voucher)) return false;
  const voucher = v.voucher;
  return (
    isStr(v.headline) &&
    isStr(v.text) &&
    isStr(v.legal) &&
    isStr(v.dismiss) &&
    isContentLink(v.cta) &&
    typeof voucher.value === 'number' &&
    typeof voucher.minimumOrder === 'number' &&
    (voucher.currency === 'EUR' || voucher.currency === 'CHF')
  );
}

/** A category card without its text: the link {@link isNavLink} checks. */
const omitText = ({ text: _text, ...link }: Rec): Rec => link;

function isBlock(v: unknown): v is PageBlock {
  if (!isRec(v)) return false;
  switch (v.type) {
    case 'hero':
      return (
        isStr(v.headline) &&
        isStr(v.text) &&
        isNavLink(v.link) &&
        (v.eyebrow === undefined || isStr(v.eyebrow))
      );
    case 'categories':
      return (
        isStr(v.heading) &&
        arrOf(
          v.items,
          (i): i is NavLink & { text: string } => isRec(i) && isStr(i.text) && isNavLink(omitText(i)),
        )
      );
    case 'teasers':
      return isStr(v.heading) && arrOf(v.items, isTeaser);
    case 'text':
      return (v.heading === undefined || isStr(v.heading)) && isStrArr(v.paragraphs);
    case 'links':
      return isStr(v.heading) && arrOf(v.links, isNavLink);
    case 'faq':
      return (
        isStr(v.heading) &&
        arrOf(
          v.items,
          (i): i is { question: string; answer: string } => isRec(i) && isStr(i.question) && isStr(i.answer),
        )
      );
    default:
      return false;
  }
}

/** Runtime guard of a CMS page document. */
export function isPageDoc(v: unknown): v is PageDoc {
  return isRec(v) && isStr(v.title) && isStr(v.description) && arrOf(v.blocks, isBlock);
}

/** Schemes a CMS link may use; anything else (`javascript:`, `data:`, `vbscript:`, `file:`, …) is refused. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The target of a CMS link if it is allowed — `http(s)`, `mailto:`, `tel:` or relative (path, `?query`,
 * `#fragment`) — else `null` (the link is then rendered as text). Tabs and line breaks are removed and
 * leading controls and spaces trimmed first, as browsers do, so `java\tscript:` cannot slip through.
 * @example safeContentHref('javascript:alert(1)') // null
 * @example safeContentHref('/service-hilfe') // '/service-hilfe'
 */
export function safeContentHref(href: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (!cleaned) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1];
  if (scheme !== undefined && !LINK_SCHEMES.has(scheme.toLowerCase())) return null;
  return cleaned;
}
