import type { ClubShippingSource } from './club-shipping';
import type { Db } from '@sf/data';
import type { OfferSource, ShopperContext } from './catalog-offers';
import type { NewsletterVoucherSource } from './newsletter-vouchers';

/** What every basket service needs: the domain database and the catalog's offers. */
export interface BasketContext {
  readonly db: Db;
  readonly offers: OfferSource;
  /** The newsletter's vouchers through the gateway (decision 0086); absent: only the basket's own vouchers. */
  readonly newsletterVouchers?: NewsletterVoucherSource;
  /** The advantage club's free shipping through the gateway (decision 0186); absent: nobody's. */
  readonly clubShipping?: ClubShippingSource;
}

/** Who asks: the visitor id of the cookie (null: none yet), logged in or not, and the shop. */
export interface Visitor {
  readonly id: string | null;
  /** From the composer's session flags (`x-sf-session`): logged in or soft-logged-in. */
  readonly loggedIn: boolean;
  /**
   * The customer of a fully logged-in session (the composer's `x-sf-customer`, from the token it
   * verified): that customer's basket row is used whatever the cookie says (decision 0078).
   */
  readonly customerId: string | null;
  /**
   * `name=value` of the shopper's session cookie as they sent it (or the composer's `x-ec-token`):
   * other domains are asked as the shopper with it (decision 0186); null without one.
   */
  readonly sessionCookie?: string | null;
  readonly shopper: ShopperContext;
}
