import { everyLocale } from './path-helpers';
import type { RouteDefinition } from './types';

// the page status comes from the basket server's fragment (a real 404 while a page is not built)
const page = <const Id extends string>(id: Id, path: string) =>
  ({
    id,
    remote: 'mfe-basket-checkout',
    match: 'exact',
    paths: everyLocale(path),
    statusFrom: 'fragment',
  }) as const;

/** Basket, checkout, wishlist, payment link (mfe-basket-checkout) and site search (mfe-search). */
export const COMMERCE_ROUTES = [
  page('basket', '/warenkorb'),
  page('checkout-login', '/kasse/registrieren'),
  page('checkout-delivery', '/kasse/lieferservice'),
  page('checkout-delivery-change', '/kasse/lieferservice-aendern'),
  page('checkout-payment', '/kasse/zahlung'),
  page('checkout-payment-change', '/kasse/zahlung-aendern'),
  page('checkout-payment-protection', '/kasse/ratenschutz'),
  page('checkout-payment-protection-update', '/kasse/ratenschutz-aktualisierung'),
  page('checkout-payment-pause', '/kasse/zahlpause'),
  page('checkout-premium', '/kasse/premium'),
  page('checkout', '/kasse'),
  page('checkout-confirmation', '/kasse/auftrag'),
  page('checkout-no-order', '/kasse/hinweis'),
  page('checkout-paid', '/kasse/bezahlt/'),
  page('wishlist', '/merkzettel'),
  page('paylink', '/paylink'),
  page('paylink-return', '/paylink/returning-success/'),
  // The search term follows the prefix: /s/<term>. The page takes its status, title and head (robots
  // noindex) from the fragment, and `/s/?q=` (the header form without JavaScript) redirects to `/s/<term>`.
  { id: 'search', remote: 'mfe-search', match: 'prefix', paths: everyLocale('/s/'), statusFrom: 'fragment' },
] as const satisfies readonly RouteDefinition[];
