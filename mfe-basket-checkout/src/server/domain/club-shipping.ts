import { createGatewayCaller, type HostFetch } from '@sf/remote-server';
import { CREDIT_CLUB_QUERY } from '../../shared/credit-club-query';
import type { Visitor } from './context';

/** Whether the shopper's advantage-club membership gives free shipping (decision 0186). */
export interface ClubShippingSource {
  freeShipping(visitor: Visitor): Promise<boolean>;
}

/** Options of {@link createGatewayClubShipping}. */
export interface GatewayClubShippingOptions {
  /** The gateway's internal address (`SF_GATEWAY_URL`). */
  readonly gatewayUrl: string;
  /** A fetch that honours `host` (the Node adapter's). */
  readonly fetch: HostFetch;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The credit domain's `creditClub` through the gateway as the shopper, on the remote server preset's
 * `callGateway` (its header policy, its 5 s limit): their own session cookie, shop host and tenant;
 * the credit subgraph finds the customer from the verified session alone. Anything but a clear
 * `true` (a visitor, no session token, the gateway or credit down, a malformed answer) is no free
 * shipping: the shopper pays the usual shipping, never less by accident.
 */
export function createGatewayClubShipping(opts: GatewayClubShippingOptions): ClubShippingSource {
  const call = createGatewayCaller({ url: opts.gatewayUrl, fetch: opts.fetch });
  return {
    async freeShipping(visitor) {
      if (!visitor.customerId || !visitor.sessionCookie) return false;
      const result = await call<Record<string, unknown>, Record<string, never>>(
        CREDIT_CLUB_QUERY,
        {},
        {
          ...visitor.shopper,
          cookie: visitor.sessionCookie,
        },
      );
      const club = result.ok ? result.data.creditClub : null;
      return isRecord(club) && club.freeShipping === true;
    },
  };
}
