import type { CompositionRoute } from '@sf/contracts';
import { everyLocale } from '@sf/i18n';

// the page status comes from the basket server's fragment (a real 404 while a page is not built)
const page = <const Id extends string>(id: Id, path: string) =>
  ({ id, match: 'exact', paths: everyLocale(path), statusFrom: 'fragment' }) as const;

/**
 * Basket, checkout, wishlist and payment link pages (decision 0235: declared here, composed from the
 * live versions; the spec's German paths in every locale, `/fr` in front for fr-CH).
 */
export const BASKET_CHECKOUT_ROUTES = [
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
] as const satisfies readonly CompositionRoute[];
